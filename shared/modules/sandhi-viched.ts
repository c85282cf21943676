import { z } from 'zod';
import { ANSWER_MAX, answerTooLong } from '../answer-limit';
import { answerKey } from '../judging';
import { defineModule, feedback, QuestionId, Text } from './define';

const row = z.object({
  word: Text('Word is required.', 100),
  answer1: Text('Answer 1 is required.', 100),
  answer2: Text('Answer 2 is required.', 100),
});
const part = z.string({ message: 'Please type both parts.' }).max(ANSWER_MAX, answerTooLong);

export const sandhiViched = defineModule({
  key: 'sandhiViched',
  title: 'Sandhi Viched',
  titleHi: 'संधि विच्छेद',
  titleHiAgrees: 'm',
  icon: '✂️',
  instruction: 'संधि-विच्छेद कीजिए',
  paper: { instruction: 'सही संधि-विच्छेद चुनिए' },
  route: '/sandhi-viched',
  entryRoute: '/admin/sandhi-viched-entry',
  api: {
    fetch: '/sandhi-viched',
    submit: '/sandhi-viched/submit',
    add: '/sandhi-viched',
    dayDone: 'sandhiviched',
  },
  row,
  promptFields: ['word'],
  answerFields: ['answer1', 'answer2'],
  add: z.object({
    word: Text('Please fill all fields.', 100),
    answer1: Text('Please fill all fields.', 100),
    answer2: Text('Please fill all fields.', 100),
  }),
  fromAdd: (p) => row.parse(p),
  submission: z.object({ sandhiVichedId: QuestionId, answer1: part, answer2: part }),
  idField: 'sandhiVichedId',
  // Both parts, in order (docs/spec.md §5).
  judge: (r, s, folding) => ({
    correct:
      answerKey(s.answer1, folding) !== '' &&
      answerKey(s.answer1, folding) === answerKey(r.answer1, folding) &&
      answerKey(s.answer2, folding) === answerKey(r.answer2, folding),
  }),
  correctAnswers: (r) => [`${r.answer1} + ${r.answer2}`],
  answerText: (s) => `${s.answer1.trim()} + ${s.answer2.trim()}`,
  folding: 'vocabulary',
  input: { kind: 'pair', fields: ['answer1', 'answer2'], labels: ['firstPart', 'secondPart'] },
  pauseMs: 1500,
  timeKey: 'SANDHI_VICHED_TIME_SECONDS',
  limitKey: 'sandhiViched',
  availabilityKey: 'SandhiViched',
  entry: {
    title: 'addSandhiViched',
    fields: [
      { name: 'word', label: 'word', kind: 'text' },
      { name: 'answer1', label: 'answer1', kind: 'text' },
      { name: 'answer2', label: 'answer2', kind: 'text' },
    ],
  },
  texts: {
    fetchError: 'noSandhiVichedQuestions',
    addSuccess: 'sandhiVichedAdded',
    addError: 'entryAddError',
    ...feedback.emoji,
  },
});
