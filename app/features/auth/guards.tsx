import { lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { Loader } from '../../components/Loader';
import { notify } from '../../components/toast';
import { shellTexts } from '../../i18n/catalogue/shell';
import { textsNow } from '../../i18n/texts';
import { useSession } from '../../providers/session';
import { useLocation, useNavigate } from '../../routes/router';
import { savePath } from './saved-path';

/** Sends a visitor to /login, remembering where they wanted to go: before a paint, so nothing shifts. */
function ToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = location.pathname + location.search;
  useLayoutEffect(() => {
    savePath(wanted);
    navigate('/login', { replace: true, state: { from: wanted } });
  }, [navigate, wanted]);
  return null;
}

function ToHome() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    notify('error', textsNow(shellTexts).adminsOnly);
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <Loader overlay />;
  if (!user) return <ToLogin />;
  return children;
}

// An admin's two-step set-up (docs/product.md §5) is its own chunk: no learner downloads its texts.
const TotpRequired = lazy(() => import('./TotpRequired'));

/** Admin pages check the admin flag here; the server checks it again on every call. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <Loader overlay />;
  if (!user) return <ToLogin />;
  if (!user.admin) return <ToHome />;
  if (user.totpSetupRequired)
    return (
      <Suspense fallback={<Loader />}>
        <TotpRequired />
      </Suspense>
    );
  return children;
}
