import { questionWithOptions } from './kinds';

export const administrativeVocabulary = questionWithOptions({
  key: 'administrativeVocabulary',
  title: 'Administrative Vocabulary',
  titleHi: 'प्रशासनिक शब्दावली',
  titleHiAgrees: 'f',
  icon: '🏛️',
  instruction: 'हिंदी पर्याय लिखिए',
  paper: { instruction: 'सही हिंदी पर्याय चुनिए' },
  route: '/administrative-vocabulary',
  entryRoute: '/admin/administrative-vocabulary-entry',
  api: {
    fetch: '/administrative-vocabulary',
    submit: '/administrative-vocabulary/submit',
    add: '/administrative-vocabulary/add',
    dayDone: 'administrative-vocabulary',
  },
  pauseMs: 1000,
  timeKey: 'ADMINISTRATIVE_VOCABULARY_TIME_SECONDS',
  limitKey: 'administrativeVocabulary',
  availabilityKey: 'AdministrativeVocabulary',
  folding: 'vocabulary',
  entryTitle: 'addAdministrativeVocabulary',
  questionLabel: 'englishTerm',
  answerLabel: 'hindiEquivalent',
  invalid: 'Please fill all fields.',
  // docs/spec.md §5: every option must be non-blank here; pratyay and upsarg drop blank options.
  refuseBlankOptions: true,
  questionScript: 'any',
  texts: {
    fetchError: 'noQuestions',
    addSuccess: 'addedSuccessfully',
    addError: 'addErrorDot',
  },
});
