import type { Feedback } from './useQuizRound';

/** The server's verdict as the module words it, with the question's explanation when it has one. */
export function FeedbackPanel({ feedback }: { feedback: Feedback }) {
  const tone = feedback.alreadyAnswered ? 'info' : feedback.correct ? 'right' : 'wrong';
  return (
    <div className={`feedback feedback--${tone}`}>
      <p className="feedback__text">{feedback.text}</p>
      {feedback.explanation && (
        <p className="feedback__explanation" lang="hi">
          <span className="feedback__label">Explanation: </span>
          {feedback.explanation}
        </p>
      )}
    </div>
  );
}
