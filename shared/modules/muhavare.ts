import { questionWithChoices } from './kinds';

/** मुहावरे: an idiom → its meaning, picked from four (docs/product.md §9). */
export const muhavare = questionWithChoices({
  key: 'muhavare',
  title: 'Idioms',
  titleHi: 'मुहावरे',
  titleHiAgrees: 'mpl',
  icon: '💬',
  instruction: 'मुहावरे का सही अर्थ चुनिए',
  paper: { instruction: 'मुहावरे का सही अर्थ चुनिए' },
  route: '/muhavare',
  entryRoute: '/admin/muhavare-entry',
  api: { fetch: '/muhavare', submit: '/muhavare/submit', add: '/muhavare/add', dayDone: 'muhavare' },
  folding: 'spelling',
  pauseMs: 1500,
  timeKey: 'MUHAVARE_TIME_SECONDS',
  limitKey: 'muhavare',
  availabilityKey: 'Muhavare',
  entryTitle: 'addIdiom',
  questionLabel: 'idiom',
  invalid: 'Please fill all fields and at least 2 options.',
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedDot',
    addError: 'addErrorDot',
  },
});
