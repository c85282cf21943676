import { questionWithAnswers } from './kinds';

export const oneWordForMany = questionWithAnswers({
  key: 'oneWordForMany',
  title: 'One Word for Many',
  titleHi: 'अनेक शब्दों के लिए एक शब्द',
  titleHiAgrees: 'm',
  icon: '🎯',
  instruction: 'एक शब्द लिखिए',
  paper: { instruction: 'वाक्यांश के लिए एक शब्द चुनिए' },
  route: '/one-word-for-many',
  entryRoute: '/admin/one-word-for-many-entry',
  api: {
    fetch: '/one-word-for-many',
    submit: '/one-word-for-many/submit',
    add: '/one-word-for-many/add',
    dayDone: 'one-word-for-many',
  },
  pauseMs: 1500,
  timeKey: 'ONE_WORD_FOR_MANY_TIME_SECONDS',
  limitKey: 'oneWordForMany',
  availabilityKey: 'OneWordForMany',
  folding: 'vocabulary',
  entryTitle: 'addOneWord',
  questionLabel: 'phrase',
  answerLabel: 'answer',
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedSuccessfully',
    addError: 'addErrorDot',
  },
});
