import { useId, useState } from 'react';
import { renderSVG } from 'uqr';
import { totpCodeBody } from '../../../shared/api/auth';
import { disableTotp, enableTotp, setUpTotp } from '../../api/auth';
import { errorText, serverText } from '../../api/error-text';
import { notify } from '../../components/toast';
import { securityTexts } from '../../i18n/catalogue/security';
import { useTexts } from '../../i18n/texts';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { check } from './validate';

/** The key in groups of four, easier to type into an app (the spaces are ignored there). */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-step login for admins (docs/product.md §5, RFC 6238): set up (the key as a QR code, as text
 * and as the otpauth link), then a code from the app turns it on; a code turns it off again.
 * Its own chunk: learners never load it or its QR encoder.
 */
export default function TotpSettings({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const texts = useTexts(securityTexts);
  const id = useId();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(await setUpTotp());
    } catch (err) {
      setError(errorText(err, texts.totpFailed));
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = check(totpCodeBody, { code });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = enabled ? await disableTotp(checked.data.code) : await enableTotp(checked.data.code);
      notify('success', serverText(r.message, enabled ? texts.totpOff : texts.totpOn));
      setSetup(null);
      setCode('');
      onChange(!enabled);
    } catch (err) {
      setError(errorText(err, texts.totpFailed));
    } finally {
      setBusy(false);
    }
  }

  const codeField = (
    <FormField
      id={`${id}-code`}
      label={texts.totpCode}
      value={code}
      onValueChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      invalid={!!error}
      errorId={errorId}
      hint={enabled ? texts.totpDisableHint : undefined}
    />
  );

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.totpTitle}</h2>
      <p role="status">{enabled ? texts.totpOn : texts.totpOff}</p>
      {!enabled && !setup && (
        <>
          <button type="button" className="button button--wide" disabled={busy} onClick={() => void start()}>
            {busy ? texts.totpSetupBusy : texts.totpSetUp}
          </button>
          <FormError id={errorId} message={error} />
        </>
      )}
      {(enabled || setup) && (
        <form className="form" noValidate onSubmit={submit}>
          {setup && (
            <div className="totp-setup">
              <p>{texts.totpScan}</p>
              <img
                className="totp-setup__qr"
                src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.otpauthUrl, { border: 2 }))}`}
                alt={texts.totpQrAlt}
                width="200"
                height="200"
              />
              <p>
                {texts.totpKey}: <code className="totp-setup__key">{groupedKey(setup.secret)}</code>
              </p>
              <p className="cell-sub">
                {texts.totpLink}: <code className="totp-setup__link">{setup.otpauthUrl}</code>
              </p>
            </div>
          )}
          {codeField}
          <FormError id={errorId} message={error} />
          <button
            type="submit"
            className={`button button--wide ${enabled ? 'button--danger' : 'button--primary'}`}
            disabled={busy}
          >
            {busy ? texts.totpBusy : enabled ? texts.totpDisable : texts.totpEnable}
          </button>
        </form>
      )}
    </section>
  );
}
