import type { AdminPaper, AdminPaperSummary, PaperStats } from '../api/admin-papers';
import { adminModules } from '../features/admin/admin-module';

/** Two registry modules (whichever come first): tests never name a quiz module. */
export const [moduleA, moduleB] = adminModules;

const question = (id: number, section: number, module: string, answer: number) => ({
  _id: String(id),
  module,
  section,
  instruction: `निर्देश ${id}`,
  prompt: `प्रश्न ${id}`,
  options: [`क${id}`, `ख${id}`, `ग${id}`, `घ${id}`],
  answer,
});

/** A drawn draft: two sections, three questions. */
export const draftPaper: AdminPaper = {
  _id: '7',
  title: 'अभ्यास प्रश्नपत्र 1',
  exam: 'सामान्य हिंदी',
  durationMinutes: 30,
  marksCorrect: 1,
  marksWrong: 0.25,
  sections: [
    { title: 'पहला खंड', module: moduleA!.key, tags: ['दीर्घ'], count: 2 },
    { title: 'दूसरा खंड', module: moduleB!.key, tags: [], count: 1 },
  ],
  questions: [
    question(101, 0, moduleA!.key, 0),
    question(102, 0, moduleA!.key, 2),
    question(201, 1, moduleB!.key, 3),
  ],
  published: false,
  attempts: 0,
};

export const startedPaper: AdminPaper = { ...draftPaper, published: true, attempts: 3 };

export const summary = (paper: AdminPaper): AdminPaperSummary => {
  const { questions, ...rest } = paper;
  return { ...rest, questionCount: questions.length };
};

/** The item analysis of the draft's questions: the second is dubious. */
export const stats: PaperStats = {
  attempts: 10,
  questions: draftPaper.questions.map((q, i) => ({
    _id: q._id,
    module: q.module,
    prompt: q.prompt,
    options: q.options,
    answer: q.answer,
    shareRight: [0.8, 0.3, 0.5][i]!,
    optionCounts: [
      [8, 1, 1, 0],
      [5, 1, 3, 1],
      [2, 2, 1, 5],
    ][i]!,
    discrimination: [0.45, -0.2, 0.1][i]!,
    dubious: i === 1,
  })),
};
