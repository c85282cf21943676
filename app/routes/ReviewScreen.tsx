import { useId } from 'react';
import { Loader } from '../components/Loader';
import { ModuleIcon } from '../components/ModuleIcon';
import { AnswerForm } from '../features/quiz/AnswerForm';
import { FeedbackPanel } from '../features/quiz/FeedbackPanel';
import { ReportQuestion } from '../features/report/ReportQuestion';
import { useReview } from '../features/review/useReview';
import { whenText } from '../features/review/when';
import { reviewTexts } from '../i18n/catalogue/review';
import { useLanguage } from '../i18n/lang';
import { ModuleName } from '../i18n/module-texts';
import { useTexts } from '../i18n/texts';
import { Link } from './router';

/** /review (docs/product.md §7): the learner's due mistakes, one at a time, never against the clock. */
export default function ReviewScreen() {
  const t = useTexts(reviewTexts);
  const language = useLanguage();
  const { state, submit, next, setDraft } = useReview();
  const idPrefix = useId();
  const { module, question } = state;
  const answered = !!state.feedback;

  return (
    <section className="quiz review" aria-labelledby={`${idPrefix}-title`}>
      <div className="quiz__head">
        <h1 id={`${idPrefix}-title`} className="quiz__title">
          <ModuleName
            module={{ titleHi: t.titleHi, title: t.title }}
            subClassName="quiz__subtitle"
            spaced={false}
          />
        </h1>
        {state.phase === 'question' && <p className="review__left">{t.left(state.remaining)}</p>}
      </div>

      {state.phase === 'loading' && !question && <Loader label={t.loading} />}

      {(state.phase === 'question' || state.phase === 'loading') && module && question && (
        <div className="card" aria-busy={state.phase === 'loading'}>
          <h2 className="review__module">
            <span aria-hidden="true">
              <ModuleIcon module={module} />{' '}
            </span>
            <ModuleName module={module} />
          </h2>
          <AnswerForm
            module={module}
            question={question}
            draft={state.draft}
            setDraft={setDraft}
            ready={state.phase === 'question'}
            submitting={state.submitting}
            verdict={state.feedback}
            message={state.message}
            idPrefix={idPrefix}
            served={state.served}
            submitLabel={t.submit}
            onSubmit={() => void submit()}
            onNext={next}
          />
          <div aria-live="polite">{state.feedback && <FeedbackPanel feedback={state.feedback} />}</div>
          {answered && (
            <button type="button" className="button button--primary button--wide" onClick={next}>
              {state.remaining <= 1 ? t.finish : t.next}
            </button>
          )}
          {answered && <ReportQuestion key={question._id} moduleKey={module.key} questionId={question._id} />}
        </div>
      )}

      {state.phase === 'done' && state.end && (
        <div className="card review__done">
          {state.end.limitReached ? (
            <p className="end-message" role="status">
              {t.limitReached}
            </p>
          ) : (
            <div role="status">
              <p className="end-message">
                <span aria-hidden="true">🎉 </span>
                {t.caughtUp}
              </p>
              <p>
                {state.end.nextDueAt
                  ? t.nextDue(whenText(state.end.nextDueAt, new Date(), language))
                  : t.noCards}
              </p>
            </div>
          )}
          <Link to="/" className="button button--primary button--wide">
            {t.home}
          </Link>
        </div>
      )}

      {state.phase === 'error' && (
        <div className="card">
          <p className="form-error" role="alert">
            {state.offline ? t.offline : t.fetchError}
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={next}>
              {t.retry}
            </button>
            <Link to="/" className="button">
              {t.home}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
