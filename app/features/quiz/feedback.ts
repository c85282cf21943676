import type { ClientModule } from '../../registry';
import { quizTexts } from './quiz-texts';

export interface Feedback {
  correct: boolean;
  alreadyAnswered: boolean;
  /** The time ran out before the answer arrived: never shown as "Incorrect". */
  late: boolean;
  text: string;
  correctAnswers: string[];
  explanation?: string;
  /** One verdict per box (paryayvachi). */
  perAnswer?: boolean[];
}

/** What the server answers to an answer: a round's submit, or a review's (never late). */
export interface Judged {
  correct: boolean;
  correctAnswers: string[];
  alreadyAnswered: boolean;
  late?: boolean;
  explanation: string | null;
  perAnswer?: boolean[];
}

function feedbackText(module: ClientModule, answer: Judged): string {
  if (answer.alreadyAnswered && !answer.late) return quizTexts.alreadyAnswered;
  if (answer.late) return quizTexts.lateAnswer(answer.correctAnswers);
  return answer.correct
    ? module.texts.correct
    : `${module.texts.incorrect}${answer.correctAnswers.join(', ')}`;
}

/** The server's verdict as the module words it: the same in a round and in review. */
export function toFeedback(module: ClientModule, answer: Judged): Feedback {
  return {
    correct: answer.correct,
    alreadyAnswered: answer.alreadyAnswered,
    late: !!answer.late,
    text: feedbackText(module, answer),
    correctAnswers: answer.correctAnswers,
    explanation: answer.explanation || undefined,
    perAnswer: answer.perAnswer,
  };
}
