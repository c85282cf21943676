/** Texts of the quiz screens (SPEC.md §2.7, §4.2, §8); the per-module ones are in the registry. */
export const quizTexts = {
  timeUp: "Time's up! Quiz ended. Here are your results.",
  endOfDay: "That's All for today! Come back tomorrow for more learning and fun",
  lastQuestion: 'This is your last question for today.',
  alreadyAnswered: 'You already answered this question.',
  noAnswers: 'आपने कोई उत्तर नहीं दिया।',
  proEnded: 'Quiz ended. Here are your results.',
  unlimited: 'Unlimited questions for Pro users!',
  limitLine: (limit: number | string, attempted: number) =>
    `Daily Limit: ${limit} | Attempted: ${attempted} of ${limit}`,
  /** Paryayvachi (SPEC.md §5; shared/modules/paryayvachi.ts twoAnswersMessage). */
  twoAnswers: 'Please enter exactly 2 answers.',
  bothParts: 'Please fill in both parts.',
} as const;

export const resultHeaders = {
  en: { question: 'Question', yours: 'Your Answer', correct: 'Correct Answer', verdict: 'Correct/Incorrect' },
  hi: { question: 'प्रश्न', yours: 'आपका उत्तर', correct: 'सही उत्तर', verdict: 'सही/गलत' },
} as const;

export const verdictTexts = {
  en: { right: 'Correct', wrong: 'Incorrect' },
  hi: { right: 'सही', wrong: 'गलत' },
} as const;
