import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';
import type { Feedback } from './feedback';

interface FeedbackPanelProps {
  feedback: Feedback;
  /** While the next question is due to come by itself: a tap holds it (docs/product.md §7). */
  onHold?: () => void;
}

/** The server's verdict as the module words it, with the question's explanation when it has one. */
export function FeedbackPanel({ feedback, onHold }: FeedbackPanelProps) {
  const t = useTexts(quizTexts);
  const tone = feedback.late
    ? 'late'
    : feedback.alreadyAnswered
      ? 'info'
      : feedback.correct
        ? 'right'
        : 'wrong';
  // Some boxes right and some wrong (paryayvachi): say so, beside the marks on the boxes.
  const partly = !feedback.late && !!feedback.perAnswer?.some(Boolean) && !feedback.perAnswer.every(Boolean);
  const content = (
    <>
      <span className="feedback__text">{feedback.text}</span>
      {feedback.judgedAs && (
        <span className="feedback__part">
          {t.judgedAs}
          <span lang="hi">{feedback.judgedAs}</span>
        </span>
      )}
      {partly && (
        <span className="feedback__part">
          {t.partlyRight(feedback.perAnswer!.filter(Boolean).length, feedback.perAnswer!.length)}
        </span>
      )}
      {feedback.explanation && (
        <span className="feedback__explanation" lang="hi">
          <span className="feedback__label">{t.explanation}</span>
          {feedback.explanation}
        </span>
      )}
    </>
  );
  if (!onHold) return <div className={`feedback feedback--${tone}`}>{content}</div>;
  return (
    <button type="button" className={`feedback feedback--${tone} feedback--holdable`} onClick={onHold}>
      {content}
      <span className="feedback__hint">{t.holdHint}</span>
    </button>
  );
}
