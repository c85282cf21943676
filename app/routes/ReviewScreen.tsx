import { useId } from 'react';
import { Link } from 'react-router';
import { Loader } from '../components/Loader';
import { ModuleIcon } from '../components/ModuleIcon';
import { AnswerForm } from '../features/quiz/AnswerForm';
import { FeedbackPanel } from '../features/quiz/FeedbackPanel';
import { ReportQuestion } from '../features/report/ReportQuestion';
import { reviewTexts } from '../features/review/review-texts';
import { useReview } from '../features/review/useReview';
import { whenText } from '../features/review/when';

/** /review (docs/product.md §7): the learner's due mistakes, one at a time, never against the clock. */
export default function ReviewScreen() {
  const { state, submit, next, setDraft } = useReview();
  const idPrefix = useId();
  const { module, question } = state;
  const answered = !!state.feedback;

  return (
    <section className="quiz review" aria-labelledby={`${idPrefix}-title`}>
      <div className="quiz__head">
        <h1 id={`${idPrefix}-title`} className="quiz__title">
          <span lang="hi">{reviewTexts.titleHi}</span>
          <span className="quiz__subtitle">{reviewTexts.title}</span>
        </h1>
        {state.phase === 'question' && <p className="review__left">{reviewTexts.left(state.remaining)}</p>}
      </div>

      {state.phase === 'loading' && !question && <Loader label={reviewTexts.loading} />}

      {(state.phase === 'question' || state.phase === 'loading') && module && question && (
        <div className="card" aria-busy={state.phase === 'loading'}>
          <h2 className="review__module">
            <span aria-hidden="true">
              <ModuleIcon module={module} />{' '}
            </span>
            <span lang="hi">{module.titleHi}</span> <span className="cell-sub">{module.title}</span>
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
            submitLabel={reviewTexts.submit}
            onSubmit={() => void submit()}
            onNext={next}
          />
          <div aria-live="polite">{state.feedback && <FeedbackPanel feedback={state.feedback} />}</div>
          {answered && (
            <button type="button" className="button button--primary button--wide" onClick={next}>
              {state.remaining <= 1 ? reviewTexts.finish : reviewTexts.next}
            </button>
          )}
          {answered && <ReportQuestion key={question._id} moduleKey={module.key} questionId={question._id} />}
        </div>
      )}

      {state.phase === 'done' && state.end && (
        <div className="card review__done">
          {state.end.limitReached ? (
            <p className="end-message" role="status">
              {reviewTexts.limitReached}
            </p>
          ) : (
            <div role="status">
              <p className="end-message">
                <span aria-hidden="true">🎉 </span>
                {reviewTexts.caughtUp}
              </p>
              <p>
                {state.end.nextDueAt
                  ? reviewTexts.nextDue(whenText(state.end.nextDueAt))
                  : reviewTexts.noCards}
              </p>
            </div>
          )}
          <Link to="/" className="button button--primary button--wide">
            {reviewTexts.home}
          </Link>
        </div>
      )}

      {state.phase === 'error' && (
        <div className="card">
          <p className="form-error" role="alert">
            {reviewTexts.fetchError}
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={next}>
              {reviewTexts.retry}
            </button>
            <Link to="/" className="button">
              {reviewTexts.home}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
