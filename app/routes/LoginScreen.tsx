import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountTexts } from '../features/auth/auth-texts';
import { LoginForm } from '../features/auth/LoginForm';
import { RegisterStart } from '../features/auth/RegisterStart';
import { takeReturnPath } from '../features/auth/saved-path';
import { useSession } from '../providers/session';

type Mode = 'choice' | 'login' | 'register';

/** /login (§2.3): the tagline with Login and Register, then a form in either mode, toggled. */
export default function LoginScreen() {
  const [mode, setMode] = useState<Mode>('choice');
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const cameFrom = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    if (user) navigate(takeReturnPath(cameFrom), { replace: true });
  }, [user, cameFrom, navigate]);

  return (
    <div className="auth">
      <div className="auth__brand">
        <img src="/favicon.svg" alt="" width="64" height="64" />
        <h1>
          <span lang="hi">सोपान</span> <span className="brand__latin">Sopan</span>
        </h1>
        <p className="auth__tagline">{accountTexts.tagline}</p>
      </div>
      {mode === 'choice' && (
        <div className="auth__choice">
          <button
            type="button"
            className="button button--primary button--wide"
            onClick={() => setMode('login')}
          >
            Login
          </button>
          <button type="button" className="button button--wide" onClick={() => setMode('register')}>
            Register
          </button>
        </div>
      )}
      {mode === 'login' && (
        <div className="card">
          <LoginForm onLoggedIn={setUser} />
          <p className="form__toggle">
            Don't have an account?{' '}
            <button type="button" className="link-button" onClick={() => setMode('register')}>
              Register here
            </button>
          </p>
        </div>
      )}
      {mode === 'register' && (
        <div className="card">
          <RegisterStart onCodeSent={(email) => navigate('/register', { state: { email, step: 'code' } })} />
          <p className="form__toggle">
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => setMode('login')}>
              Login here
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
