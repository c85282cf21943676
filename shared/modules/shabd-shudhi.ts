import { questionWithAnswers } from './kinds';

export const shabdShudhi = questionWithAnswers({
  key: 'shabdShudhi',
  title: 'Shabd Shudhi',
  titleHi: 'शब्द शुद्धि',
  titleHiAgrees: 'f',
  icon: '✏️',
  instruction: 'शुद्ध वर्तनी लिखिए',
  paper: { instruction: 'शुद्ध वर्तनी वाला शब्द चुनिए', hidePrompt: true },
  route: '/shabd-shudhi',
  entryRoute: '/admin/shabd-shudhi-entry',
  api: {
    fetch: '/shabd-shudhi',
    submit: '/shabd-shudhi/submit',
    add: '/shabd-shudhi/add',
    dayDone: 'shabdshudhi',
  },
  pauseMs: 1500,
  timeKey: 'SHABD_SHUDHI_TIME_SECONDS',
  limitKey: 'shabdShudhi',
  availabilityKey: 'ShabdShudhi',
  folding: 'spelling',
  day: true,
  testsSpelling: true,
  entryTitle: 'addShabdShudhi',
  questionLabel: 'misspeltWord',
  answerLabel: 'correctSpelling',
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedBang',
    addError: 'addErrorDot',
  },
});
