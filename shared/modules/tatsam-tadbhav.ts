import { questionWithAnswers } from './kinds';

/** तत्सम-तद्भव: a tadbhav word → its tatsam form, typed (docs/product.md §9). */
export const tatsamTadbhav = questionWithAnswers({
  key: 'tatsamTadbhav',
  title: 'Tatsam–Tadbhav',
  titleHi: 'तत्सम-तद्भव',
  titleHiAgrees: 'mpl',
  icon: '🌱',
  instruction: 'तत्सम रूप लिखिए',
  paper: { instruction: 'तत्सम रूप चुनिए' },
  // "इसका तत्सम रूप 'अग्नि' है" (or "… 'श्वशुर' और 'श्वसुर'"): every quoted form named as tatsam.
  explanationNames: (e) =>
    [...e.matchAll(/तत्सम रूप(?:ों)? '([^']+)'(?: (?:और|या|तथा) '([^']+)')?/g)].flatMap((m) =>
      m.slice(1).filter((x): x is string => !!x),
    ),
  route: '/tatsam-tadbhav',
  entryRoute: '/admin/tatsam-tadbhav-entry',
  api: {
    fetch: '/tatsam-tadbhav',
    submit: '/tatsam-tadbhav/submit',
    add: '/tatsam-tadbhav/add',
    dayDone: 'tatsam-tadbhav',
  },
  pauseMs: 1500,
  timeKey: 'TATSAM_TADBHAV_TIME_SECONDS',
  limitKey: 'tatsamTadbhav',
  availabilityKey: 'TatsamTadbhav',
  folding: 'vocabulary',
  entryTitle: 'addTadbhav',
  questionLabel: 'tadbhavWord',
  answerLabel: 'tatsamForm',
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedSuccessfully',
    addError: 'addErrorDot',
  },
});
