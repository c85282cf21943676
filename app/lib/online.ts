import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => navigator.onLine;

/** Whether the phone says it has a network (docs/product.md §8: offline, a banner says so). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
