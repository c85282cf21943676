import type { ReportBody } from '../../api/learning';

export type ReportReason = ReportBody['reason'];

/** Texts of the report form (docs/product.md §7); a later issue moves them into the message catalogue. */
export const reportTexts = {
  open: 'Report',
  legend: 'What is wrong with this question?',
  /** In the order the form lists them (shared/api/learning.ts reportReasons). */
  reasons: {
    'wrong-answer': 'The answer is wrong',
    typo: 'There is a typo',
    unclear: 'The question is unclear',
    other: 'Something else',
  } satisfies Record<ReportReason, string>,
  note: 'Note (optional)',
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  chooseReason: 'Please choose a reason.',
  already: 'You already reported this question.',
  thanks: 'Thank you. An admin will look at this question.',
  failed: 'Could not send the report. Please try again.',
} as const;

export const reportReasonList = Object.keys(reportTexts.reasons) as ReportReason[];
