import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_TOAST_MS, toastsWanted } from './toast';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** The toast container, mounted (and react-toastify loaded) once the first toast is asked for. */
export function Toasts() {
  const [shown, setShown] = useState(() => toastsWanted().wanted);
  useEffect(() => {
    if (shown) return;
    const { wanted, unsubscribe } = toastsWanted(() => setShown(true));
    if (wanted) setShown(true);
    return unsubscribe;
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={APP_TOAST_MS} newestOnTop closeOnClick theme="light" />
    </Suspense>
  );
}
