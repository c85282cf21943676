/** Texts of the review screen (docs/product.md §7); a later issue moves them into the message catalogue. */
export const reviewTexts = {
  title: 'Review',
  titleHi: 'दोहराव',
  subtitle: 'Your mistakes come back until you know them.',
  left: (n: number) => `${n} left`,
  submit: 'Submit',
  next: 'Next',
  finish: 'Finish',
  loading: 'Loading your next review…',
  caughtUp: 'All caught up!',
  nextDue: (when: string) => `Your next review is due ${when}.`,
  noCards: 'No mistakes to review. Questions you miss in a round come back here.',
  limitReached: "You have used today's free reviews. Come back tomorrow for more!",
  fetchError: 'Could not load your reviews. Please check your connection.',
  submitError: 'Could not send your answer. Please try again.',
  retry: 'Try again',
  home: 'Back to Home',
  /** Home's review tile. */
  tileTitle: 'Review mistakes',
  due: (n: number) => `${n} due`,
  nothingDue: 'Nothing due',
} as const;
