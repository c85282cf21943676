import { useState } from 'react';
import type { SessionInfo } from '../../../shared/api/auth';
import { endSessionById, getSessions } from '../../api/auth';
import { errorText, serverText } from '../../api/error-text';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { notify } from '../../components/toast';
import { securityTexts } from '../../i18n/catalogue/security';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';

/**
 * A device's name from its user agent: enough for a learner to tell their phone from a laptop.
 * The browser's and system's names are brands, the same in both languages.
 */
export function deviceName(
  userAgent: string,
  t: { unknownDevice: string; deviceOn: (browser: string, os: string) => string } = securityTexts.en,
): string {
  if (!userAgent) return t.unknownDevice;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iPhone or iPad'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|CriOS/.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  return browser && os ? t.deviceOn(browser, os) : browser || os || t.unknownDevice;
}

/** docs/product.md §5: the learner's sessions, this one marked, each other one with an End button. */
/** `admin`: an admin's sessions have shorter limits, and the intro says so. */
export function SessionsList({ admin = false }: { admin?: boolean }) {
  const texts = useTexts(securityTexts);
  const language = useLanguage();
  const when = (iso: string) => formatDateTime(new Date(iso), language);
  const list = useRequest(getSessions, []);
  const [ending, setEnding] = useState<string | null>(null);

  async function end(session: SessionInfo) {
    setEnding(session.id);
    try {
      const r = await endSessionById(session.id);
      notify('success', serverText(r.message, texts.endSession));
      if (list.data) list.setData({ sessions: list.data.sessions.filter((s) => s.id !== session.id) });
    } catch (err) {
      notify('error', errorText(err, texts.endFailed));
    } finally {
      setEnding(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{texts.sessionsTitle}</h2>
      <p className="field__hint">{admin ? texts.adminSessionsIntro : texts.sessionsIntro}</p>
      {list.loading && <Loader />}
      {!list.loading && !list.data && (
        <p className="form-error" role="alert">
          {texts.sessionsLoadFailed}
        </p>
      )}
      {list.data && (
        <ul className="session-list">
          {list.data.sessions.map((s) => {
            const device = deviceName(s.userAgent, texts);
            return (
              <li key={s.id} className="session-item">
                <div>
                  <p className="session-item__device">
                    {device}
                    {s.current && <span className="pro-badge">{texts.thisDevice}</span>}
                  </p>
                  <p className="cell-sub">{texts.lastUsed(when(s.lastSeenAt))}</p>
                  <p className="cell-sub">{texts.started(when(s.createdAt))}</p>
                </div>
                {!s.current && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={texts.endSessionLabel(device)}
                    disabled={ending === s.id}
                    onClick={() => void end(s)}
                  >
                    {texts.endSession}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
