import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { joinClass, type MemberClass, previewJoin } from '../../../api/classes';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { useRequest } from '../../../api/use-request';
import { LoadError } from '../../../components/LoadError';
import { Loader } from '../../../components/Loader';
import { classesTexts } from '../../../i18n/catalogue/classes';
import { useTexts } from '../../../i18n/texts';
import { Link } from '../../../routes/router';
import { ARCHIVED_MESSAGE, isCodeShaped, normalizeCode } from './join-code';

type Problem = 'badCode' | 'archived' | 'already' | 'offline' | 'other';

/** What a refused preview or join means for the learner. */
export function problemOf(err: unknown): Problem {
  if (!(err instanceof ApiError)) return 'other';
  if (err.status === 0) return 'offline';
  if (err.status === 404) return 'badCode';
  if (err.status === 409) return 'already';
  // A 400 is an archived class, or a code the server's schema refused.
  if (err.status === 400) return err.message === ARCHIVED_MESSAGE ? 'archived' : 'badCode';
  return 'other';
}

/** An end of the way: a title, a sentence, and where to go next; its title takes the focus after an action. */
function Outcome({
  title,
  text,
  success = false,
  focus = false,
  children,
}: {
  title: string;
  text: string;
  success?: boolean;
  focus?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={success ? 'notice notice--success' : 'card'}>
      <h2 className="notice__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <div className="actions">{children}</div>
    </div>
  );
}

/**
 * /join/:code (docs/product.md §12): the class and its teacher, what the teacher will see of the
 * learner's practice and what never, that leaving ends it at once; then Join. A wrong or replaced
 * code, an archived class and a class the learner is already in each say so.
 */
export function JoinClass({ code: typed }: { code: string }) {
  const t = useTexts(classesTexts);
  const id = useId();
  const code = normalizeCode(typed);
  const shaped = isCodeShaped(code);
  const preview = useRequest(shaped ? (signal) => previewJoin(code, signal) : null, [code]);
  const [joined, setJoined] = useState<MemberClass | null>(null);
  const [refused, setRefused] = useState<Problem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function join() {
    setBusy(true);
    setError(null);
    try {
      const r = await joinClass(code);
      setJoined(r.class);
    } catch (err) {
      const problem = problemOf(err);
      if (problem === 'offline') setError(t.offline);
      else if (problem === 'other') setError(errorText(err, t.joinError));
      else setRefused(problem);
    } finally {
      setBusy(false);
    }
  }

  const home = (
    <Link to="/" className="button button--primary">
      {t.home}
    </Link>
  );
  const otherCode = (
    <Link to="/profile" className="button">
      {t.otherCode}
    </Link>
  );

  function body() {
    const problem = !shaped
      ? 'badCode'
      : (refused ?? (preview.error === undefined ? null : problemOf(preview.error)));
    const acted = refused !== null;
    if (joined)
      return (
        <Outcome title={t.joinedTitle} text={t.joined(joined.name, joined.teacher)} success focus>
          {home}
        </Outcome>
      );
    if (problem === 'badCode')
      return (
        <Outcome title={t.badCodeTitle} text={t.badCode} focus={acted}>
          {otherCode}
          {home}
        </Outcome>
      );
    if (problem === 'archived')
      return (
        <Outcome title={t.archivedTitle} text={t.archived} focus={acted}>
          {otherCode}
          {home}
        </Outcome>
      );
    if (preview.loading) return <Loader label={t.loading} />;
    const cls = preview.data?.class;
    if (!cls)
      return (
        <LoadError
          message={problem === 'offline' ? t.offline : errorText(preview.error, t.fetchError)}
          onRetry={preview.reload}
          retryLabel={t.retry}
          back={{ to: '/', label: t.home }}
        />
      );
    if (preview.data?.alreadyMember || problem === 'already')
      return (
        <Outcome title={t.alreadyTitle} text={t.already(cls.name)} success focus={acted}>
          {home}
        </Outcome>
      );
    return (
      <article className="card stack join-class" aria-labelledby={`${id}-class`}>
        <div>
          <h2 id={`${id}-class`} className="join-class__name">
            {cls.name}
          </h2>
          <p className="cell-sub">{t.teacher(cls.teacher)}</p>
        </div>
        <div>
          <h3 id={`${id}-sees`}>{t.seesTitle(cls.teacher)}</h3>
          <ul className="join-class__sees" aria-labelledby={`${id}-sees`}>
            {t.sees.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="join-class__never">{t.never}</p>
        </div>
        <p className="note">{t.leaveNote}</p>
        <p className="form-error" role="alert" hidden={!error}>
          {error}
        </p>
        <div className="actions actions--stack">
          <button
            type="button"
            className="button button--primary button--wide"
            disabled={busy}
            onClick={() => void join()}
          >
            {busy ? t.joining : t.join}
          </button>
          <Link to="/" className="button button--wide">
            {t.notNow}
          </Link>
        </div>
      </article>
    );
  }

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.joinTitle}</h1>
      {body()}
    </section>
  );
}
