import { lazy, Suspense, useEffect, useState } from 'react';
import { shellTexts } from '../i18n/catalogue/shell';
import { useTexts } from '../i18n/texts';
import { useTheme } from '../theme/theme';
import { APP_TOAST_MS, toastsWanted } from './toast';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** The toast container, mounted (and react-toastify loaded) once the first toast is asked for. */
export function Toasts() {
  const { theme } = useTheme();
  const close = useTexts(shellTexts).close;
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
      <ToastContainer
        position="top-right"
        autoClose={APP_TOAST_MS}
        newestOnTop
        closeOnClick
        theme={theme}
        closeButton={({ closeToast }) => (
          <button
            type="button"
            className={`Toastify__close-button Toastify__close-button--${theme}`}
            aria-label={close}
            onClick={closeToast}
          >
            {/* react-toastify's own cross: its close button, with a label in the interface language. */}
            <svg aria-hidden="true" viewBox="0 0 14 16" focusable="false">
              <path
                fillRule="evenodd"
                d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
              />
            </svg>
          </button>
        )}
      />
    </Suspense>
  );
}
