import { questionWithAnswers } from './kinds';

export const vakyaShudhi = questionWithAnswers({
  key: 'vakyaShudhi',
  title: 'Vakya Shudhi',
  titleHi: 'वाक्य शुद्धि',
  icon: '📝',
  route: '/vakya-shudhi',
  entryRoute: '/admin/vakya-shudhi-entry',
  api: {
    fetch: '/vakya-shudhi',
    submit: '/vakya-shudhi/submit',
    add: '/vakya-shudhi/add',
    dayDone: 'vakyashudhi',
  },
  pauseMs: 1200,
  timeKey: 'VAKYA_SHUDHI_TIME_SECONDS',
  limitKey: 'vakyaShudhi',
  limitSetting: 'VAKYA_SHUDHI_QUESTIONS_PER_DAY',
  screen: { limitLine: true },
  progressTotals: true,
  availabilityKey: 'VakyaShudhi',
  folding: 'spelling',
  long: true,
  misspeltPrompt: true,
  entryTitle: 'addVakyaShudhi',
  questionLabel: 'sentenceWithError',
  answerLabel: 'correctedSentence',
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedBang',
    addError: 'addErrorDot',
  },
});
