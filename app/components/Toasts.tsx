import { lazy, Suspense } from 'react';
import { APP_TOAST_MS } from './toast';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={APP_TOAST_MS} newestOnTop closeOnClick theme="light" />
    </Suspense>
  );
}
