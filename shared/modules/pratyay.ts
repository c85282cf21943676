import { questionWithOptions } from './kinds';

export const pratyay = questionWithOptions({
  key: 'pratyay',
  title: 'Pratyay',
  titleHi: 'प्रत्यय',
  icon: '🔡',
  route: '/pratyay',
  entryRoute: '/admin/pratyay-entry',
  api: { fetch: '/pratyay/get', submit: '/pratyay/submit', add: '/pratyay/add', dayDone: 'pratyay' },
  pauseMs: 1200,
  timeKey: 'PRATYAY_TIME_SECONDS',
  limitKey: 'pratyay',
  availabilityKey: 'Pratyay',
  folding: 'vocabulary',
  transliterate: true,
  entryTitle: 'addPratyay',
  questionLabel: 'question',
  answerLabel: 'pratyay',
  invalid: 'Question and options are required.',
  texts: {
    fetchError: 'fetchError',
    submitError: 'submitError',
    addSuccess: 'addedBang',
    addError: 'addError',
    hindiResults: true,
    plainFeedback: true,
  },
});
