import { useState } from 'react';
import { BrandMark } from '../components/BrandMark';
import { RegisterStart } from '../features/auth/RegisterStart';
import { SignupDetails } from '../features/auth/SignupDetails';
import { takeReturnPath } from '../features/auth/saved-path';
import { VerifyCode } from '../features/auth/VerifyCode';
import { accountTexts } from '../i18n/catalogue/account';
import { useTexts } from '../i18n/texts';
import { useSession } from '../providers/session';
import { Link, useLocation, useNavigate } from './router';

type Step = 'email' | 'code' | 'details';
const STEP_NUMBER: Record<Step, number> = { email: 1, code: 2, details: 3 };

/** /register (§2.4): e-mail, then the code, then the details; then logged in and sent to /home. */
export default function RegisterScreen() {
  const t = useTexts(accountTexts);
  const location = useLocation();
  const handed = location.state as { email?: string; step?: Step } | null;
  const [email, setEmail] = useState(handed?.email ?? '');
  const [step, setStep] = useState<Step>(handed?.email && handed.step === 'code' ? 'code' : 'email');
  const { setUser } = useSession();
  const navigate = useNavigate();

  return (
    <div className="auth">
      <div className="auth__brand auth__brand--small">
        <BrandMark size={40} />
        <h1>
          {t.createBefore} <span lang="hi">सोपान</span> {t.createAfter}
        </h1>
      </div>
      <ol className="steps" aria-label={t.stepOf(STEP_NUMBER[step], 3)}>
        {(['email', 'code', 'details'] as const).map((s) => (
          <li
            key={s}
            className={s === step ? 'steps__item steps__item--current' : 'steps__item'}
            aria-current={s === step ? 'step' : undefined}
          >
            {STEP_NUMBER[s]}. {t.steps[s]}
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
              // A page a visitor was sent from (a class's join link) comes first, else home.
              const saved = takeReturnPath(undefined);
              navigate(saved === '/' ? '/home' : saved, { replace: true });
            }}
          />
        )}
      </div>
      <p className="form__toggle">
        {t.agreeBefore} <Link to="/privacy">{t.agreeLink}</Link> {t.agreeAfter}
      </p>
      <p className="form__toggle">
        {t.haveAccount} <Link to="/login">{t.loginHere}</Link>
      </p>
    </div>
  );
}
