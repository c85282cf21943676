import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { RegisterStart } from '../features/auth/RegisterStart';
import { SignupDetails } from '../features/auth/SignupDetails';
import { VerifyCode } from '../features/auth/VerifyCode';
import { useSession } from '../providers/session';

type Step = 'email' | 'code' | 'details';
const STEP_NUMBER: Record<Step, number> = { email: 1, code: 2, details: 3 };

/** /register (§2.4): e-mail, then the code, then the details; then logged in and sent to /home. */
export default function RegisterScreen() {
  const location = useLocation();
  const handed = location.state as { email?: string; step?: Step } | null;
  const [email, setEmail] = useState(handed?.email ?? '');
  const [step, setStep] = useState<Step>(handed?.email && handed.step === 'code' ? 'code' : 'email');
  const { setUser } = useSession();
  const navigate = useNavigate();

  return (
    <div className="auth">
      <div className="auth__brand auth__brand--small">
        <img src="/favicon.svg" alt="" width="40" height="40" />
        <h1>
          Create your <span lang="hi">सोपान</span> account
        </h1>
      </div>
      <ol className="steps" aria-label={`Step ${STEP_NUMBER[step]} of 3`}>
        {(['email', 'code', 'details'] as const).map((s) => (
          <li
            key={s}
            className={s === step ? 'steps__item steps__item--current' : 'steps__item'}
            aria-current={s === step ? 'step' : undefined}
          >
            {STEP_NUMBER[s]}. {s === 'email' ? 'E-mail' : s === 'code' ? 'Code' : 'Details'}
          </li>
        ))}
      </ol>
      <div className="card">
        {step === 'email' && (
          <RegisterStart
            initialEmail={email}
            onCodeSent={(e) => {
              setEmail(e);
              setStep('code');
            }}
          />
        )}
        {step === 'code' && (
          <VerifyCode
            email={email}
            onVerified={() => setStep('details')}
            onChangeEmail={() => setStep('email')}
          />
        )}
        {step === 'details' && (
          <SignupDetails
            email={email}
            onSignedUp={(user) => {
              setUser(user);
              navigate('/home', { replace: true });
            }}
          />
        )}
      </div>
      <p className="form__toggle">
        By signing up you agree to our use of your data as our <Link to="/privacy">privacy notice</Link> says.
      </p>
      <p className="form__toggle">
        Already have an account? <Link to="/login">Login here</Link>
      </p>
    </div>
  );
}
