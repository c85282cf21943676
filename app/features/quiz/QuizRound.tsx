import { useId } from 'react';
import type { AppConfig } from '../../api/config';
import { Loader } from '../../components/Loader';
import { ModuleIcon } from '../../components/ModuleIcon';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { ModuleName } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import type { ClientModule } from '../../registry';
import { Link } from '../../routes/router';
import { InstallPrompt } from '../install/InstallPrompt';
import { ReportQuestion } from '../report/ReportQuestion';
import { AnswerForm } from './AnswerForm';
import { rendererFor } from './answer-renderers';
import { Countdown } from './Countdown';
import { FeedbackPanel } from './FeedbackPanel';
import { formatTime } from './format-time';
import { LimitLine } from './LimitLine';
import { ResultsTable, ScoreLine } from './ResultsTable';
import { LeaveConfirm, RoundCounter, WaitingNote } from './RoundNotes';
import { ShareScore } from './ShareScore';
import { useCountdown } from './useCountdown';
import { useLeaveGuard } from './useLeaveGuard';
import { useQuizRound } from './useQuizRound';

interface QuizRoundProps {
  module: ClientModule;
  seconds: number;
  pro: boolean;
  /** The app's configuration: a module's own limit setting, where the registry names one. */
  config: AppConfig;
  onLogout: () => void;
}

/** The one timed-quiz screen for every module, driven by its registry entry. */
export function QuizRound({ module, seconds, pro, config, onLogout }: QuizRoundProps) {
  const t = useTexts(quizTexts);
  const { state, start, submit, advance, hold, timeUp, stop, retry, setDraft, recheck } = useQuizRound(
    module,
    { pro },
  );
  const answered = !!state.feedback;
  const clockRuns = state.phase === 'question' && !state.submitting && !answered;
  // A pro learner's clock ends nothing, so only a free learner is asked before leaving a question.
  const guard = useLeaveGuard(
    !pro && (state.phase === 'question' || state.phase === 'loading'),
    () => clockRuns,
  );
  const secondsLeft = useCountdown({
    seconds: state.secondsLeft,
    running: clockRuns,
    resetKey: state.served,
    onExpire: timeUp,
  });
  const idPrefix = useId();
  const options = module.screen ?? {};
  const renderer = rendererFor(module.input);
  const finishing = !pro && (state.lastQuestion || !!state.feedback?.late);
  // Without a pause the learner moves on with Next; with one, until they tap the feedback to hold it.
  const waitsForNext = answered && (module.pauseMs === null || state.held);

  return (
    <section className="quiz" aria-labelledby={`${idPrefix}-title`}>
      <div className="quiz__head">
        <h1 id={`${idPrefix}-title`} className="quiz__title">
          <span aria-hidden="true">
            <ModuleIcon module={module} />{' '}
          </span>
          <ModuleName module={module} subClassName="quiz__subtitle" spaced={false} />
        </h1>
        {state.phase === 'question' && (
          // A late answer: the server's deadline had passed, whatever this phone's clock said.
          <Countdown secondsLeft={state.feedback?.late ? 0 : secondsLeft} />
        )}
      </div>

      {options.limitLine && (
        <LimitLine
          pro={pro}
          attempted={state.attempted}
          limit={state.limit}
          configured={module.limitSetting ? config[module.limitSetting] : undefined}
          moduleKey={module.key}
        />
      )}

      {state.phase === 'checking' && <Loader label={t.loadingToday} />}

      {state.phase === 'ready' && (
        <div className="card quiz__start">
          {state.waiting !== null && !pro ? (
            <WaitingNote seconds={state.waiting} resetKey={state.checked} onExpire={recheck} />
          ) : (
            <p>
              <strong>{formatTime(seconds)}</strong>
              {t.perQuestion}
            </p>
          )}
          {pro ? (
            <p className="pro-badge">{t.proNoLimits}</p>
          ) : (
            <p className="quiz__rule">{t.clockEndsRound}</p>
          )}
          <button type="button" className="button button--primary button--wide" onClick={start}>
            {state.waiting !== null && !pro ? t.resume : t.start}
          </button>
        </div>
      )}

      {guard.leave && <LeaveConfirm onLeave={guard.leave} onStay={guard.stay} />}

      {state.phase === 'loading' && <Loader label={t.loadingNext} />}

      {(state.phase === 'question' || state.phase === 'loading') && state.question && (
        <div className="card" aria-busy={state.phase === 'loading'}>
          <RoundCounter attempted={state.attempted} limit={state.limit} />
          {state.lastQuestion && !pro && <p className="note">{t.lastQuestion}</p>}
          <AnswerForm
            module={module}
            question={state.question}
            draft={state.draft}
            setDraft={setDraft}
            ready={state.phase === 'question'}
            submitting={state.submitting}
            verdict={state.feedback}
            message={state.message}
            idPrefix={idPrefix}
            served={state.served}
            submitLabel={renderer.submitLabel(finishing, t)}
            onSubmit={() => void submit()}
            onNext={advance}
          />
          <div aria-live="polite">
            {state.feedback && (
              <FeedbackPanel feedback={state.feedback} onHold={waitsForNext ? undefined : hold} />
            )}
          </div>
          {waitsForNext && (
            <button type="button" className="button button--primary button--wide" onClick={advance}>
              {finishing ? t.finish : t.nextQuestion}
            </button>
          )}
          {state.feedback && state.question && (
            <ReportQuestion
              key={state.question._id}
              moduleKey={module.key}
              questionId={state.question._id}
              onOpen={hold}
            />
          )}
          {pro && (
            <button type="button" className="button button--quiet" onClick={stop}>
              {t.endAndSee}
            </button>
          )}
        </div>
      )}

      {state.phase === 'ended' && state.end && (
        <div className="card quiz__end">
          <p
            className={
              state.end.kind === 'error' || state.end.kind === 'offline' || state.end.kind === 'unavailable'
                ? 'end-message end-message--error'
                : 'end-message'
            }
            role="status"
          >
            {state.end.message}
          </p>
          {state.end.kind !== 'error' && state.end.kind !== 'offline' && state.end.kind !== 'unavailable' && (
            <>
              {state.results.length > 0 && <ScoreLine rows={state.results} />}
              <ShareScore module={module} rows={state.results} />
              <h2 className="results__title">{t.results}</h2>
              <ResultsTable rows={state.results} hindi={!!module.texts.hindiResults} />
              {state.results.length > 0 && <InstallPrompt />}
            </>
          )}
          <div className="actions">
            {state.end.kind === 'offline' && (
              <button type="button" className="button button--primary" onClick={retry}>
                {t.tryAgain}
              </button>
            )}
            <Link to="/" className={state.end.kind === 'offline' ? 'button' : 'button button--primary'}>
              {t.backHome}
            </Link>
            {(pro || state.end.kind === 'stopped') && (
              <button type="button" className="button" onClick={start}>
                {t.startAgain}
              </button>
            )}
          </div>
        </div>
      )}

      {options.logout && (
        <p className="quiz__logout">
          <button type="button" className="button button--quiet" onClick={onLogout}>
            {t.logout}
          </button>
        </p>
      )}
    </section>
  );
}
