import { questionWithChoices } from './kinds';

/** लोकोक्तियाँ: a proverb → its meaning, picked from four (docs/product.md §9). */
export const lokokti = questionWithChoices({
  key: 'lokokti',
  title: 'Proverbs',
  titleHi: 'लोकोक्तियाँ',
  icon: '📜',
  instruction: 'लोकोक्ति का सही अर्थ चुनिए',
  route: '/lokokti',
  entryRoute: '/admin/lokokti-entry',
  api: { fetch: '/lokokti', submit: '/lokokti/submit', add: '/lokokti/add', dayDone: 'lokokti' },
  folding: 'spelling',
  pauseMs: 1500,
  timeKey: 'LOKOKTI_TIME_SECONDS',
  limitKey: 'lokokti',
  availabilityKey: 'Lokokti',
  entryTitle: 'Add a Proverb (लोकोक्ति)',
  questionLabel: 'Proverb',
  invalid: 'Please fill all fields and at least 2 options.',
  texts: {
    fetchError: 'No questions found.',
    addSuccess: 'Question added.',
    addError: 'Error adding question.',
  },
});
