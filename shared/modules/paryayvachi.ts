import { z } from 'zod';
import { ANSWER_MAX, answerTooLong } from '../answer-limit';
import { answerKey, matchesAny } from '../judging';
import { defineModule, feedback, QuestionId, Text, TextList } from './define';

export const twoAnswersMessage = 'Please enter exactly 2 answers.';
const row = z.object({
  question: Text('Question is required.', 100),
  options: TextList('At least 2 options are required.', 2),
});

export const paryayvachi = defineModule({
  key: 'paryayvachi',
  title: 'Paryayvachi',
  titleHi: 'पर्यायवाची शब्द',
  titleHiAgrees: 'mpl',
  icon: '🔁',
  instruction: 'दो पर्यायवाची शब्द लिखिए',
  paper: { instruction: 'पर्यायवाची शब्द चुनिए' },
  route: '/paryayvachi',
  entryRoute: '/admin/paryayvachi-entry',
  api: {
    fetch: '/paryayvachi',
    submit: '/paryayvachi/submit',
    add: '/paryayvachi/add',
    dayDone: 'paryayvachi',
  },
  row,
  promptFields: ['question'],
  answerFields: ['options'],
  add: z.object({
    question: Text('Question is required.', 100),
    options: TextList('At least 2 options are required.', 2),
  }),
  fromAdd: (p) => row.parse(p),
  submission: z.object({
    id: QuestionId,
    selected: z
      .array(z.string({ message: twoAnswersMessage }).max(ANSWER_MAX, answerTooLong), {
        message: twoAnswersMessage,
      })
      .refine((s) => s.length === 2 && s.every((a) => a.trim() !== ''), twoAnswersMessage),
  }),
  idField: 'id',
  // Two different accepted synonyms (docs/product.md §4); a box repeating the first is wrong.
  judge: (r, s, folding) => {
    const [a = '', b = ''] = s.selected;
    const distinct = answerKey(a, folding) !== answerKey(b, folding);
    const perAnswer = [matchesAny(a, r.options, folding), distinct && matchesAny(b, r.options, folding)];
    return { correct: perAnswer.every(Boolean), perAnswer };
  },
  correctAnswers: (r) => r.options,
  answerText: (s) => s.selected.map((a) => a.trim()).join(', '),
  folding: 'vocabulary',
  input: {
    kind: 'pair',
    fields: ['first', 'second'],
    labels: ['firstSynonym', 'secondSynonym'],
    asList: 'selected',
  },
  pauseMs: 1200,
  timeKey: 'PARYAYVACHI_TIME_SECONDS',
  limitKey: 'paryayvachi',
  availabilityKey: 'Paryayvachi',
  entry: {
    title: 'addParyayvachi',
    fields: [
      { name: 'question', label: 'word', kind: 'text' },
      { name: 'options', label: 'synonyms', kind: 'list', min: 2, removeLabel: 'remove' },
    ],
  },
  texts: {
    fetchError: 'fetchError',
    submitError: 'submitError',
    addSuccess: 'addedBang',
    addError: 'addError',
    ...feedback.plain,
  },
});
