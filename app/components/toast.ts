import type { ToastOptions } from 'react-toastify';

/** §9: toasts close after 3 s in the main app and after 5 s in the auth flows; the 401 toast differs. */
export const APP_TOAST_MS = 3000;
export const AUTH_TOAST_MS = 5000;

type Kind = 'success' | 'error' | 'info';

/**
 * react-toastify (9.5 KB gzip) loads with the first toast, not with the first screen: most
 * loads show none. Until then the container is not mounted; toasts asked for meanwhile wait in
 * react-toastify's queue and show when it mounts.
 */
const loadToastify = () => import('react-toastify');

let wanted = false;
const whenWanted = new Set<() => void>();

/** Whether a toast was asked for yet; `listener` is called on the first ask. */
export function toastsWanted(listener?: () => void): { wanted: boolean; unsubscribe: () => void } {
  if (listener && !wanted) whenWanted.add(listener);
  return { wanted, unsubscribe: () => void (listener && whenWanted.delete(listener)) };
}

export function notify(kind: Kind, message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of whenWanted) listener();
    whenWanted.clear();
  }
  void loadToastify().then(({ toast }) => {
    toast[kind](message, options);
  });
}
