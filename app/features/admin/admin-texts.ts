export const adminTexts = {
  deleteQuestion: 'Delete this question?',
  settingsSaved: 'Settings saved.',
  /** The question list's stats (docs/product.md §7). */
  statsLine: (answered: number, correct: number, reports: number) =>
    `${answered} answered · ${correct} correct (${answered === 0 ? 0 : Math.round((correct / answered) * 100)}%) · ${reports} ${reports === 1 ? 'report' : 'reports'}`,
  topWrongLabel: 'Top wrong answers: ',
  topWrong: (answers: string[]) => `Top wrong answers: ${answers.join(', ')}`,
  openReports: 'Open reports',
  reasons: {
    'wrong-answer': 'Wrong answer',
    typo: 'Typo',
    unclear: 'Unclear',
    other: 'Other',
  },
  resolve: 'Resolve',
  resolved: (n: number) => `Resolved ${n} ${n === 1 ? 'report' : 'reports'}.`,
  resolveFailed: 'Could not resolve the reports.',
  reportedOnly: 'Reported only',
  learningLegend: 'Review and daily goal',
  reviewPerDay: 'Reviews per day (free learners)',
  dailyGoal: 'Daily goal (answers a day)',
  learningNote:
    'Pro learners review without a limit. A day counts toward the streak once a learner answers the daily goal, in any modules or review.',
  noReported: 'No question has an open report.',
} as const;
