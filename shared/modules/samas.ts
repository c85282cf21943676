import { questionWithChoices } from './kinds';

/** The six types of compound the exam books teach, in their usual order. */
export const SAMAS_TYPES = ['तत्पुरुष', 'कर्मधारय', 'द्विगु', 'द्वंद्व', 'बहुव्रीहि', 'अव्ययीभाव'] as const;

/** समास: a compound word → its type, one of the six; the explanation gives the विग्रह (docs/product.md §9). */
export const samas = questionWithChoices({
  key: 'samas',
  title: 'Compounds',
  titleHi: 'समास',
  titleHiAgrees: 'm',
  icon: '🧩',
  instruction: 'समास का भेद चुनिए',
  paper: { instruction: 'समास का भेद चुनिए' },
  route: '/samas',
  entryRoute: '/admin/samas-entry',
  api: { fetch: '/samas', submit: '/samas/submit', add: '/samas/add', dayDone: 'samas' },
  choices: SAMAS_TYPES,
  folding: 'spelling',
  pauseMs: 1500,
  timeKey: 'SAMAS_TIME_SECONDS',
  limitKey: 'samas',
  availabilityKey: 'Samas',
  entryTitle: 'addCompound',
  questionLabel: 'compoundWord',
  invalid: 'Please fill all fields.',
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedDot',
    addError: 'addErrorDot',
  },
});
