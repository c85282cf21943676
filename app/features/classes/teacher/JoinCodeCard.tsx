import { useId, useState } from 'react';
import { renderSVG } from 'uqr';
import { newJoinCode, type TeacherClass } from '../../../api/classes';
import { errorText, isOffline } from '../../../api/error-text';
import { ShareButton } from '../../../components/ShareButton';
import { notify } from '../../../components/toast';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { ConfirmBox } from './ConfirmBox';
import { joinLink, spacedCode } from './teach-data';

/**
 * How learners join (docs/product.md §12): the code, big and spaced for reading out to a batch;
 * the join link and its QR code; Share (or copy); and a new code, which retires the old one.
 */
export function JoinCodeCard({
  cls,
  onChange,
}: {
  cls: TeacherClass;
  onChange: (cls: TeacherClass) => void;
}) {
  const t = useTexts(teachTexts);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const link = joinLink(cls.joinCode);
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`;

  async function renew() {
    setBusy(true);
    setError(null);
    try {
      onChange(await newJoinCode(cls._id));
      setConfirming(false);
      notify('success', t.newCodeDone);
    } catch (err) {
      setError(isOffline(err) ? t.offline : errorText(err, t.newCodeFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card stack join-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.codeTitle}</h2>
      <p className="note">{t.codeIntro}</p>
      <dl className="join-code__facts">
        <dt>{t.code}</dt>
        <dd className="join-code__code">{spacedCode(cls.joinCode)}</dd>
        <dt>{t.link}</dt>
        <dd>
          <a className="join-code__link" href={link}>
            {link}
          </a>
        </dd>
      </dl>
      <img className="join-code__qr" src={qr} alt={t.qrAlt} width="200" height="200" />
      <ShareButton
        text={t.shareText(cls.name, spacedCode(cls.joinCode))}
        url={link}
        texts={{ share: t.share, copied: t.copied, copyFailed: t.copyFailed }}
      />
      {confirming ? (
        <ConfirmBox
          message={t.newCodeConfirm}
          yes={t.newCodeYes}
          busy={busy}
          onYes={() => void renew()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button type="button" className="button button--small" onClick={() => setConfirming(true)}>
          {t.newCode}
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
