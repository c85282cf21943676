import { questionWithOptions } from './kinds';

export const pratyay = questionWithOptions({
  key: 'pratyay',
  title: 'Pratyay',
  titleHi: 'प्रत्यय',
  titleHiAgrees: 'm',
  icon: 'प्र',
  instruction: 'प्रत्यय पहचानिए',
  paper: { instruction: 'प्रत्यय चुनिए' },
  // 'अक्ल + मंद; …': the suffix after the plus.
  explanationNames: (e) => [...e.matchAll(/^[^\s+]+ \+ ([^\s;,(]+)/g)].map((m) => m[1]!),
  route: '/pratyay',
  entryRoute: '/admin/pratyay-entry',
  api: { fetch: '/pratyay/get', submit: '/pratyay/submit', add: '/pratyay/add', dayDone: 'pratyay' },
  pauseMs: 1200,
  timeKey: 'PRATYAY_TIME_SECONDS',
  limitKey: 'pratyay',
  availabilityKey: 'Pratyay',
  folding: 'vocabulary',
  suggest: 'affixes',
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
