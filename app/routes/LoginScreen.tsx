import { lazy, Suspense, useEffect, useState } from 'react';
import { BrandMark } from '../components/BrandMark';
import { Loader } from '../components/Loader';
import { takeReturnPath } from '../features/auth/saved-path';
import { accountTexts } from '../i18n/catalogue/account';
import { useLanguage } from '../i18n/lang';
import { useTexts } from '../i18n/texts';
import { useSession } from '../providers/session';
import { useLocation, useNavigate } from './router';

// The forms check their fields with the server's zod schemas (24 KB): they load when the screen
// is idle, not with its first paint, which shows only the choice of Login or Register.
const loadLoginForm = () => import('../features/auth/LoginForm');
const loadRegisterStart = () => import('../features/auth/RegisterStart');
const LoginForm = lazy(() => loadLoginForm().then((m) => ({ default: m.LoginForm })));
const RegisterStart = lazy(() => loadRegisterStart().then((m) => ({ default: m.RegisterStart })));

function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 500);
  return () => clearTimeout(id);
}

type Mode = 'choice' | 'login' | 'register';

/** /login (§2.3): the tagline with Login and Register, then a form in either mode, toggled. */
export default function LoginScreen() {
  const t = useTexts(accountTexts);
  const language = useLanguage();
  const [mode, setMode] = useState<Mode>('choice');
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const cameFrom = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    if (user) navigate(takeReturnPath(cameFrom), { replace: true });
  }, [user, cameFrom, navigate]);

  useEffect(
    () =>
      whenIdle(() => {
        void loadLoginForm();
        void loadRegisterStart();
      }),
    [],
  );

  return (
    <div className="auth">
      <div className="auth__brand">
        <BrandMark size={64} />
        <h1>
          <span lang="hi">सोपान</span>
          {language === 'en' && <span className="brand__latin"> Sopan</span>}
        </h1>
        <p className="auth__tagline">{t.tagline}</p>
      </div>
      {mode === 'choice' && (
        <div className="auth__choice">
          <button
            type="button"
            className="button button--primary button--wide"
            onClick={() => setMode('login')}
          >
            {t.login}
          </button>
          <button type="button" className="button button--wide" onClick={() => setMode('register')}>
            {t.register}
          </button>
        </div>
      )}
      {mode === 'login' && (
        <div className="card">
          <Suspense fallback={<Loader />}>
            <LoginForm onLoggedIn={setUser} />
          </Suspense>
          <p className="form__toggle">
            {t.noAccount}{' '}
            <button type="button" className="link-button" onClick={() => setMode('register')}>
              {t.registerHere}
            </button>
          </p>
        </div>
      )}
      {mode === 'register' && (
        <div className="card">
          <Suspense fallback={<Loader />}>
            <RegisterStart
              onCodeSent={(email) => navigate('/register', { state: { email, step: 'code' } })}
            />
          </Suspense>
          <p className="form__toggle">
            {t.haveAccount}{' '}
            <button type="button" className="link-button" onClick={() => setMode('login')}>
              {t.loginHere}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
