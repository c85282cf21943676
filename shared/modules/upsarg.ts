import { questionWithOptions } from './kinds';

export const upsarg = questionWithOptions({
  key: 'upsarg',
  title: 'Upsarg',
  titleHi: 'उपसर्ग',
  titleHiAgrees: 'm',
  icon: 'उ',
  instruction: 'उपसर्ग पहचानिए',
  paper: { instruction: 'उपसर्ग चुनिए' },
  // 'प्रति + दिन; …': the prefix before the plus.
  explanationNames: (e) => [...e.matchAll(/^([^\s+]+) \+/g)].map((m) => m[1]!),
  route: '/upsarg',
  entryRoute: '/admin/upsarg-entry',
  api: { fetch: '/upsarg', submit: '/upsarg/submit', add: '/upsarg/add', dayDone: 'upsarg' },
  pauseMs: null,
  timeKey: 'UPSARG_TIME_SECONDS',
  limitKey: 'upsarg',
  availabilityKey: 'Upsarg',
  folding: 'vocabulary',
  suggest: 'affixes',
  entryTitle: 'addUpsarg',
  questionLabel: 'question',
  answerLabel: 'upsarg',
  invalid: 'Question and options are required.',
  questionRepeat: 1,
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedBang',
    addError: 'addError',
    hindiResults: true,
  },
});
