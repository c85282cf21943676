import type { ReportBody } from '../../api/learning';
import { defineTexts } from '../texts';

export type ReportReason = ReportBody['reason'];

/** The report form under an answered question (docs/product.md §7). */
export const reportTexts = defineTexts(
  {
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
  },
  {
    open: 'शिकायत करें',
    legend: 'इस प्रश्न में क्या गलत है?',
    reasons: {
      'wrong-answer': 'उत्तर गलत है',
      typo: 'वर्तनी या टंकण की गलती है',
      unclear: 'प्रश्न स्पष्ट नहीं है',
      other: 'कुछ और',
    },
    note: 'टिप्पणी (वैकल्पिक)',
    send: 'शिकायत भेजें',
    sending: 'भेज रहे हैं…',
    cancel: 'रद्द करें',
    chooseReason: 'कृपया कोई कारण चुनें।',
    already: 'आप इस प्रश्न की शिकायत पहले ही कर चुके हैं।',
    thanks: 'धन्यवाद। प्रबंधक इस प्रश्न को देखेंगे।',
    failed: 'शिकायत भेजी नहीं जा सकी। कृपया फिर प्रयास करें।',
  },
);

export const reportReasonList = Object.keys(reportTexts.en.reasons) as ReportReason[];
