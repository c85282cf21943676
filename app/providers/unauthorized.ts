import { useEffect, useRef } from 'react';
import { setUnauthorizedHandler } from '../api/client';
import { notify } from '../components/toast';
import { savePath } from '../features/auth/saved-path';
import { shellTexts } from '../i18n/catalogue/shell';
import { textsNow } from '../i18n/texts';
import { clearSessionStorage } from '../lib/device-prefs';
import { useLocation, useNavigate } from '../routes/router';
import { useSession } from './session';

const LOGGED_OUT_TOAST_MS = 3500;

/** §4.4: a 401 from any call shows one toast, clears local storage and goes to /login — once at a time. */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const { setUser } = useSession();
  const here = useRef(location.pathname);
  here.current = location.pathname + location.search;

  useEffect(() => {
    let busy = false;
    setUnauthorizedHandler(() => {
      if (busy) return;
      busy = true;
      notify('info', textsNow(shellTexts).loggedOut, {
        position: 'top-center',
        autoClose: LOGGED_OUT_TOAST_MS,
        toastId: 'logged-out',
      });
      clearSessionStorage();
      savePath(here.current);
      setUser(null);
      navigate('/login', { replace: true, state: { from: here.current } });
      setTimeout(() => {
        busy = false;
      }, LOGGED_OUT_TOAST_MS);
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate, setUser]);
}
