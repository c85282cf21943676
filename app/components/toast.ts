import type { ToastOptions } from 'react-toastify';

/** §9: toasts close after 3 s in the main app and after 5 s in the auth flows; the 401 toast differs. */
export const APP_TOAST_MS = 3000;
export const AUTH_TOAST_MS = 5000;

type Kind = 'success' | 'error' | 'info';

/** react-toastify loads after the first screen, so it never weighs on the learner's first load. */
const loadToastify = () => import('react-toastify');

export function notify(kind: Kind, message: string, options?: ToastOptions): void {
  void loadToastify().then(({ toast }) => {
    toast[kind](message, options);
  });
}
