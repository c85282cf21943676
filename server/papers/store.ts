import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AdminPaper, Blueprint } from '../../shared/api/papers';
import { paperTexts } from '../../shared/api/papers';
import { findModule, getModule, type QuizModule } from '../../shared/modules';
import { promptText } from '../../shared/prompt-text';
import type { Tx } from '../db/client';
import { paperAttempts, paperQuestions, papers, questions } from '../db/schema';
import { badRequest } from '../http-errors';
import type { DrawnQuestion, SectionPlan } from './draw';

export type PaperRow = typeof papers.$inferSelect;
export type PaperQuestionRow = typeof paperQuestions.$inferSelect;

/** The blueprint's sections with their modules looked up in the registry (400 for an unknown one). */
export function plansOf(sections: Blueprint['sections']): SectionPlan[] {
  return sections.map((s) => {
    const module = findModule(s.module);
    if (!module) throw badRequest(paperTexts.unknownModule(s.module));
    return { title: s.title, module, tags: [...new Set(s.tags ?? [])], count: s.count };
  });
}

export async function findPaper(tx: Tx, id: number): Promise<PaperRow | undefined> {
  const [paper] = await tx
    .select()
    .from(papers)
    .where(and(eq(papers.id, id), isNull(papers.deletedAt)));
  return paper;
}

export async function paperQuestionsOf(tx: Tx, paperId: number): Promise<PaperQuestionRow[]> {
  return tx
    .select()
    .from(paperQuestions)
    .where(eq(paperQuestions.paperId, paperId))
    .orderBy(asc(paperQuestions.position));
}

export async function attemptCount(tx: Tx, paperId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(paperAttempts).where(eq(paperAttempts.paperId, paperId));
  return row?.n ?? 0;
}

export async function writeQuestions(tx: Tx, paperId: number, drawn: DrawnQuestion[]): Promise<void> {
  await tx.delete(paperQuestions).where(eq(paperQuestions.paperId, paperId));
  if (drawn.length)
    await tx.insert(paperQuestions).values(drawn.map((d, position) => ({ paperId, position, ...d })));
}

/** The bank rows behind a paper's questions (prompt and explanation are read live: corrections show). */
export async function bankRows(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof questions.$inferSelect>();
  const rows = await tx.select().from(questions).where(inArray(questions.id, ids));
  return new Map(rows.map((q) => [q.id, q]));
}

/** A paper question as learners and admins see it: the module's paper instruction and prompt line. */
export function showQuestion(q: PaperQuestionRow, bank: Map<number, typeof questions.$inferSelect>) {
  const module: QuizModule = getModule(q.module as never);
  const stored = bank.get(q.questionId);
  return {
    _id: String(q.questionId),
    module: q.module,
    section: q.section,
    instruction: module.paper.instruction,
    prompt: module.paper.hidePrompt || !stored ? null : promptText(module, stored.prompt),
    options: q.options,
  };
}

export function adminPaperOf(
  paper: PaperRow,
  rows: PaperQuestionRow[],
  bank: Map<number, typeof questions.$inferSelect>,
  attempts: number,
): AdminPaper {
  return {
    _id: String(paper.id),
    title: paper.title,
    exam: paper.exam,
    durationMinutes: paper.durationMinutes,
    marksCorrect: paper.marksCorrect,
    marksWrong: paper.marksWrong,
    sections: paper.sections,
    questions: rows.map((q) => ({ ...showQuestion(q, bank), answer: q.answer })),
    published: paper.publishedAt !== null,
    attempts,
  };
}

/** Whether a bank question is in a published paper (then it may be corrected, not deleted). */
export async function inPublishedPaper(tx: Tx, questionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: papers.id })
    .from(paperQuestions)
    .innerJoin(papers, eq(papers.id, paperQuestions.paperId))
    .where(
      and(eq(paperQuestions.questionId, questionId), isNotNull(papers.publishedAt), isNull(papers.deletedAt)),
    )
    .limit(1);
  return !!row;
}

export const questionCounts = (tx: Tx, ids: number[]) =>
  tx
    .select({ paperId: paperQuestions.paperId, n: sql<number>`count(*)::int` })
    .from(paperQuestions)
    .where(ids.length ? inArray(paperQuestions.paperId, ids) : sql`false`)
    .groupBy(paperQuestions.paperId);
