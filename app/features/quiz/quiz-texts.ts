/** Texts of the quiz screens (docs/spec.md §2.7, §4.2, §8); the per-module ones are in the registry. */
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
  /** Paryayvachi (docs/spec.md §5; shared/modules/paryayvachi.ts twoAnswersMessage). */
  twoAnswers: 'Please enter exactly 2 answers.',
  bothParts: 'Please fill in both parts.',
  /** A late answer is never called "Incorrect" beside an answer that may be identical (docs/product.md §3). */
  lateAnswer: (correctAnswers: string[]) =>
    `⏱ Time ran out for this question. Correct answer: ${correctAnswers.join(', ')}`,
  /** The start screen of a free learner's timed module: the spec's rule, said before it bites. */
  clockEndsRound: 'If the clock runs out, the round ends for today.',
  partlyRight: (right: number, total: number) => `${right} of ${total} right`,
  holdHint: 'Tap to keep this on screen',
  next: 'Next Question',
  finish: 'Finish',
  score: "Today's score",
  share: 'Share',
  shareText: (correct: number, total: number, moduleTitle: string) =>
    `I scored ${correct}/${total} in ${moduleTitle} on Sopan`,
  copied: 'Copied to the clipboard.',
  copyFailed: (text: string) => `Copy this to share: ${text}`,
} as const;

/** '7 / 10 · 70%' (docs/product.md §7: the results open with the score). */
export function scoreText(correct: number, total: number): string {
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  return `${correct} / ${total} · ${percent}%`;
}

export const resultHeaders = {
  en: { question: 'Question', yours: 'Your Answer', correct: 'Correct Answer', verdict: 'Correct/Incorrect' },
  hi: { question: 'प्रश्न', yours: 'आपका उत्तर', correct: 'सही उत्तर', verdict: 'सही/गलत' },
} as const;

export const verdictTexts = {
  en: { right: 'Correct', wrong: 'Incorrect', late: 'Time ran out', noAnswer: 'No answer', why: 'Why?' },
  hi: { right: 'सही', wrong: 'गलत', late: 'समय समाप्त', noAnswer: 'कोई उत्तर नहीं', why: 'क्यों?' },
} as const;
