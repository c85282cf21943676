import { quizTexts } from '../../i18n/catalogue/quiz';
import { moduleTextNow } from '../../i18n/module-texts';
import { textsNow } from '../../i18n/texts';
import type { ClientModule } from '../../registry';

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
  /** The answer typed in Latin letters was judged as this Devanagari (docs/product.md §8). */
  judgedAs?: string;
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

/** In the interface language of the moment the answer is judged. */
function feedbackText(module: ClientModule, answer: Judged): string {
  const t = textsNow(quizTexts);
  if (answer.alreadyAnswered && !answer.late) return t.alreadyAnswered;
  if (answer.late) return t.lateAnswer(answer.correctAnswers);
  return answer.correct
    ? moduleTextNow(module.texts.correct)
    : `${moduleTextNow(module.texts.incorrect)}${answer.correctAnswers.join(', ')}`;
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
