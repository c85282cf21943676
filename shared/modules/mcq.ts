import { questionWithChoices } from './kinds';

export const mcq = questionWithChoices({
  key: 'mcq',
  title: 'MCQ',
  titleHi: 'बहुविकल्पीय प्रश्न',
  titleHiAgrees: 'mpl',
  icon: '☑️',
  instruction: 'सही विकल्प चुनिए',
  paper: { instruction: 'सही विकल्प चुनिए' },
  route: '/mcq',
  entryRoute: '/admin/mcq',
  api: {
    fetch: '/mcq/quiz',
    submit: '/mcq/answer',
    add: '/mcq/mcq-questions',
    dayDone: 'mcq',
    manage: '/mcq/mcq-questions',
  },
  adminPage: 'manage',
  idField: 'mcqId',
  folding: 'spelling',
  pauseMs: 1500,
  timeKey: 'MCQ_TIME_SECONDS',
  limitKey: 'mcq',
  availabilityKey: 'MCQ',
  // General questions may quote English (docs/product.md §8): the only typed-free module.
  script: 'any',
  entryTitle: 'mcqQuestions',
  questionLabel: 'question',
  invalid: 'Please fill all fields and at least 2 options.',
  texts: {
    fetchError: 'fetchFailed',
    addSuccess: 'addedDot',
    addError: 'addErrorDot',
  },
});
