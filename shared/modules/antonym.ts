import { z } from 'zod';
import { ANSWER_MAX, answerTooLong } from '../answer-limit';
import { matchesAny } from '../judging';
import { defineModule, feedback, QuestionId, Text, TextList } from './define';

const invalid = 'Please fill both fields';
const row = z.object({
  word: Text('Word is required.', 100),
  antonyms: TextList('At least one antonym is required.', 1),
});

export const antonym = defineModule({
  key: 'antonym',
  title: 'Antonyms',
  titleHi: 'विलोम शब्द',
  titleHiAgrees: 'mpl',
  icon: '↔️',
  instruction: 'विलोम शब्द लिखिए',
  paper: { instruction: 'विलोम शब्द चुनिए' },
  // '…; निषेध का अर्थ है …': the antonym whose meaning the second half gives.
  explanationNames: (e) => [...e.matchAll(/; ([^\s',;]+) का अर्थ/g)].map((m) => m[1]!),
  route: '/antonyms',
  entryRoute: '/admin/antonym-entry',
  api: { fetch: '/antonym-word', submit: '/antonym-word/answer', add: '/admin/antonyms', dayDone: 'antonym' },
  row,
  promptFields: ['word'],
  answerFields: ['antonyms'],
  // docs/spec.md §5: the word is trimmed and lowercased; antonyms split by comma, trimmed, lowercased.
  add: z.object({
    word: Text(invalid, 100).transform((w) => w.toLowerCase()),
    antonyms: z
      .union([
        z.string({ message: invalid }).transform((s) => s.split(',')),
        z.array(z.string(), { message: invalid }),
      ])
      .pipe(TextList(invalid, 1))
      .transform((list) => list.map((a) => a.toLowerCase())),
  }),
  fromAdd: (p) => row.parse(p),
  submission: z.object({
    wordId: QuestionId,
    answer: z.string({ message: 'Please type your answer.' }).max(ANSWER_MAX, answerTooLong),
  }),
  idField: 'wordId',
  judge: (r, s, folding) => ({ correct: matchesAny(s.answer, r.antonyms, folding) }),
  correctAnswers: (r) => r.antonyms,
  answerText: (s) => s.answer,
  folding: 'vocabulary',
  input: { kind: 'text', field: 'answer', label: 'antonym' },
  pauseMs: 1500,
  timeKey: 'ANTONYM_TIME_SECONDS',
  limitKey: 'antonym',
  onDuplicateAdd: 'update',
  screen: { logout: true },
  availabilityKey: 'Antonym',
  entry: {
    title: 'addAntonyms',
    fields: [
      { name: 'word', label: 'word', kind: 'text' },
      { name: 'antonyms', label: 'antonymsCsv', kind: 'csv' },
    ],
  },
  texts: {
    fetchError: 'fetchFailed',
    addSuccess: 'antonymsAdded',
    addError: 'antonymsAddError',
    ...feedback.emoji,
  },
});
