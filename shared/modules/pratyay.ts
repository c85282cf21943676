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
  entryTitle: 'प्रत्यय प्रश्न जोड़ें',
  questionLabel: 'Question',
  answerLabel: 'प्रत्यय',
  invalid: 'Question and options are required.',
  texts: {
    fetchError: 'Error fetching question',
    submitError: 'Error submitting answer',
    addSuccess: 'Question added!',
    addError: 'Error adding question',
    hindiResults: true,
    plainFeedback: true,
  },
});
