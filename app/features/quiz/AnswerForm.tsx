import { useEffect } from 'react';
import type { ServedQuestion } from '../../api/quiz';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';
import type { ClientModule } from '../../registry';
import { type Draft, rendererFor, type Verdict } from './answer-renderers';
import { QuestionPrompt } from './QuestionPrompt';

interface AnswerFormProps {
  module: ClientModule;
  question: ServedQuestion;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  /** The question is on screen and waiting (not loading the next one). */
  ready: boolean;
  submitting: boolean;
  /** The server's verdict once answered (the box stays, read-only). */
  verdict: Verdict | null;
  message: string | null;
  idPrefix: string;
  /** Counts questions served: each new one takes the focus. */
  served: number;
  submitLabel: string;
  onSubmit: () => void;
  /** The keyboard's Go key once answered: the next question. */
  onNext: () => void;
}

/**
 * A question and the module's own answer input (registry `input`), for a round and for review
 * alike. Every new question puts the caret in the answer box; the box stays from question to
 * question (read-only in between), so a phone's keyboard does not close and reopen.
 */
export function AnswerForm(props: AnswerFormProps) {
  const { module, question, draft, setDraft, ready, submitting, verdict, message, idPrefix } = props;
  const t = useTexts(quizTexts);
  const renderer = rendererFor(module.input);
  const answered = !!verdict;
  const messageId = `${idPrefix}-message`;
  const focusId = renderer.focusId(module.input, idPrefix);

  useEffect(() => {
    if (props.served > 0 && focusId) document.getElementById(focusId)?.focus();
  }, [props.served, focusId]);

  return (
    <form
      className="quiz__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (answered) props.onNext();
        else props.onSubmit();
      }}
    >
      <QuestionPrompt module={module} question={question} />
      <renderer.Input
        input={module.input}
        module={module}
        question={question}
        draft={draft}
        setDraft={setDraft}
        locked={!ready || submitting || answered}
        verdict={verdict}
        idPrefix={idPrefix}
        onSubmit={props.onSubmit}
        describedBy={message ? messageId : undefined}
      />
      {message && (
        <p className="form-error" id={messageId} role="alert">
          {message}
        </p>
      )}
      {!answered && (
        <button
          type="submit"
          className="button button--primary button--wide"
          disabled={!ready || submitting || renderer.check(module.input, draft).state === 'blank'}
        >
          {submitting ? t.sending : props.submitLabel}
        </button>
      )}
    </form>
  );
}
