import { z } from 'zod';
import { ANSWER_MAX, answerTooLong } from '../answer-limit';
import { matchesAny } from '../judging';
import { defineModule, feedback, QuestionId, Text, TextList } from './define';

const row = z.object({
  word1: Text('Word 1 is required.', 100),
  word2: Text('Word 2 is required.', 100),
  answers: TextList('Answer is required.', 1),
});

export const sandhi = defineModule({
  key: 'sandhi',
  title: 'Sandhi',
  titleHi: 'संधि',
  titleHiAgrees: 'f',
  icon: '🔗',
  instruction: 'संधि कीजिए',
  paper: { instruction: 'संधि से बना सही शब्द चुनिए' },
  route: '/sandhi',
  entryRoute: '/admin/sandhi-entry',
  api: { fetch: '/sandhi', submit: '/sandhi/submit', add: '/sandhi', dayDone: 'sandhi' },
  row,
  promptFields: ['word1', 'word2'],
  answerFields: ['answers'],
  add: z.object({
    word1: Text('Please fill all fields.', 100),
    word2: Text('Please fill all fields.', 100),
    answer: Text('Please fill all fields.', 100),
    alternatives: z.array(z.string()).max(20).optional(),
  }),
  fromAdd: (p) =>
    row.parse({ ...p, answers: [p.answer, ...((p.alternatives as string[] | undefined) ?? [])] }),
  submission: z.object({
    sandhiId: QuestionId,
    answer: z.string({ message: 'Please type your answer.' }).max(ANSWER_MAX, answerTooLong),
  }),
  idField: 'sandhiId',
  judge: (r, s, folding) => ({ correct: matchesAny(s.answer, r.answers, folding) }),
  correctAnswers: (r) => r.answers,
  answerText: (s) => s.answer,
  folding: 'vocabulary',
  input: { kind: 'text', field: 'answer', label: 'sandhi' },
  pauseMs: null,
  timeKey: 'SANDHI_TIME_SECONDS',
  limitKey: 'sandhi',
  availabilityKey: 'Sandhi',
  entry: {
    title: 'addSandhi',
    fields: [
      { name: 'word1', label: 'word1', kind: 'text' },
      { name: 'word2', label: 'word2', kind: 'text' },
      { name: 'answer', label: 'answer', kind: 'text' },
    ],
  },
  texts: {
    fetchError: 'noSandhiQuestions',
    addSuccess: 'sandhiAdded',
    addError: 'sandhiAddFailed',
    ...feedback.emoji,
  },
});
