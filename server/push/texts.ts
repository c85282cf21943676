import type { Language } from '../../shared/api/language';
import type { ReminderPayload } from '../../shared/api/push';

export interface ReminderFacts {
  /** The current streak (days reaching the goal, today not yet). */
  streak: number;
  /** Questions still to answer for today's goal (never 0: a met goal gets no reminder). */
  left: number;
  /** Review cards due now. */
  due: number;
  /** The streak was counted back this far and may be longer. */
  streakCapped: boolean;
}

/**
 * The reminder a learner receives (docs/product.md §13): kind, short, and only what is true of
 * them today — the streak they keep by practising, the questions left for the goal, the reviews
 * due. It opens the reviews when some are due, else home.
 */
export function reminderText(language: Language, f: ReminderFacts): ReminderPayload {
  const streak = `${f.streak}${f.streakCapped ? '+' : ''}`;
  const url = f.due > 0 ? '/review' : '/';
  if (language === 'en') {
    const questions = `${f.left} ${f.left === 1 ? 'question' : 'questions'} to today’s goal`;
    const reviews = f.due > 0 ? `, ${f.due} ${f.due === 1 ? 'review' : 'reviews'} due` : '';
    return {
      title: f.streak > 0 ? `🔥 ${streak}-day streak — keep it going` : 'Your Hindi practice for today',
      body: `${questions}${reviews}.`,
      url,
    };
  }
  const reviews = f.due > 0 ? `, ${f.due} ${f.due === 1 ? 'दोहराना है' : 'दोहराने हैं'}` : '';
  return {
    title: f.streak > 0 ? `🔥 ${streak} दिन का सिलसिला — आज भी जारी रखें` : 'आज का हिंदी अभ्यास',
    body: `आज के लक्ष्य के ${f.left} प्रश्न बाकी${reviews}।`,
    url,
  };
}
