import { useId, useState } from 'react';
import { errorText, isOffline } from '../../api/error-text';
import { type PaperSummary, startPaper } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { Link, useNavigate } from '../../routes/router';
import { handOff } from './handoff';

const attemptPath = (attemptId: string) => `/papers/attempt/${encodeURIComponent(attemptId)}`;

/**
 * A paper in the list: what it holds and how it is marked, and what the learner can do with it
 * now — Start, Resume the running attempt, or See the result and Sit again for practice.
 */
export function PaperCard({ paper }: { paper: PaperSummary }) {
  const t = useTexts(papersTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const n = (x: number) => formatNumber(x, language);
  const { attempt } = paper;
  const right = n(paper.marksCorrect);
  const wrong = n(paper.marksWrong);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const running = await startPaper(paper._id);
      handOff(running);
      navigate(attemptPath(running._id));
    } catch (err) {
      setStarting(false);
      setError(isOffline(err) ? t.offline : errorText(err, t.startError));
    }
  }

  const startButton = (label: string, primary: boolean) => (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      aria-describedby={`${id}-title`}
      disabled={starting}
      onClick={() => void start()}
    >
      {starting ? t.starting : label}
    </button>
  );

  return (
    <article className="card paper-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="paper-card__title" lang="hi">
        {paper.title}
      </h2>
      <p className="paper-card__exam" lang="hi">
        {paper.exam}
      </p>
      <ul className="paper-card__facts">
        <li>{t.questions(paper.questionCount)}</li>
        <li>{t.minutes(paper.durationMinutes)}</li>
        <li>
          {t.marking}:{' '}
          <span aria-hidden="true">{paper.marksWrong > 0 ? t.marks(right, wrong) : t.noNegative(right)}</span>
          <span className="visually-hidden">
            {paper.marksWrong > 0 ? t.marksLong(right, wrong) : t.noNegativeLong(right)}
          </span>
        </li>
      </ul>
      <p className="paper-card__sections">
        <span>{t.sections}: </span>
        <span lang="hi">{paper.sections.map((s) => `${s.title} (${s.count})`).join(' · ')}</span>
      </p>
      {attempt?.status === 'running' && <p className="paper-card__status">{t.running}</p>}
      {attempt?.status === 'submitted' && attempt.score !== undefined && (
        <p className="paper-card__status">{t.lastScore(n(attempt.score))}</p>
      )}
      <div className="actions">
        {!attempt && startButton(t.start, true)}
        {attempt?.status === 'running' && (
          <Link
            to={attemptPath(attempt._id)}
            className="button button--primary"
            aria-describedby={`${id}-title`}
          >
            {t.resume}
          </Link>
        )}
        {attempt?.status === 'submitted' && (
          <>
            <Link
              to={attemptPath(attempt._id)}
              className="button button--primary"
              aria-describedby={`${id}-title`}
            >
              {t.seeResult}
            </Link>
            {startButton(t.sitAgain, false)}
          </>
        )}
      </div>
      {attempt?.status === 'submitted' && <p className="note">{t.practiceNote}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
