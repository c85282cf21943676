import { z } from 'zod';
import { normalizeAnswer } from '../judging';
import { defineModule, feedback, QuestionId, Text, TextList } from './define';

const invalid = 'Please fill all fields and at least 2 options.';
const row = z
  .object({
    question: Text('Question is required.', 1000),
    options: TextList('At least 2 options are required.', 2).refine(
      (o) => new Set(o.map(normalizeAnswer)).size === o.length,
      'Options must be different from each other.',
    ),
    answer: Text('Answer is required.'),
  })
  .refine((q) => q.options.includes(q.answer), {
    path: ['answer'],
    message: 'The answer must be one of the options.',
  });

export const mcq = defineModule({
  key: 'mcq',
  title: 'MCQ',
  titleHi: 'बहुविकल्पीय प्रश्न',
  icon: '☑️',
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
  row,
  promptFields: ['question', 'options'],
  answerFields: ['answer'],
  add: z.object({ question: Text(invalid, 1000), options: TextList(invalid, 2), answer: Text(invalid) }),
  fromAdd: (p) => row.parse(p),
  submission: z.object({
    mcqId: QuestionId,
    answer: z.string({ message: 'Please pick an option.' }).max(1000),
  }),
  idField: 'mcqId',
  // The chosen option's text must equal the stored answer (SPEC.md §5), after NFC and trimming.
  judge: (r, s) => ({ correct: normalizeAnswer(s.answer) === normalizeAnswer(r.answer) }),
  correctAnswers: (r) => [r.answer],
  answerText: (s) => s.answer,
  folding: 'spelling',
  input: { kind: 'choice', field: 'answer' },
  pauseMs: 1500,
  timeKey: 'MCQ_TIME_SECONDS',
  limitKey: 'mcq',
  availabilityKey: 'MCQ',
  entry: {
    title: 'MCQ Questions',
    fields: [
      { name: 'question', label: 'Question', kind: 'textarea' },
      { name: 'options', label: 'Options', kind: 'list', min: 2, removeLabel: 'Remove' },
      { name: 'answer', label: 'Answer', kind: 'choiceOf', of: 'options' },
    ],
  },
  texts: {
    fetchError: 'Failed to fetch question',
    addSuccess: 'Question added.',
    addError: 'Error adding question.',
    ...feedback.emoji,
  },
});
