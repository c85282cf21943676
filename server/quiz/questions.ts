import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuizModule } from '../../shared/modules';
import { type adminRowSchema, type QuestionRow, splitRow } from '../../shared/question-rows';
import type { Db, Tx } from '../db/client';
import { containsPattern } from '../db/like';
import { questions } from '../db/schema';

export type StoredQuestion = typeof questions.$inferSelect;

/** The admin view of a stored question: `_id`, the flat fields, `day`, `explanation`, tags and wrong options. */
export function toAdminRow(
  module: QuizModule,
  q: StoredQuestion,
): { _id: string; explanation: string; tags: string[] } & Record<string, unknown> {
  return {
    _id: String(q.id),
    ...q.prompt,
    ...q.answer,
    ...(module.hasDay ? { day: q.day } : {}),
    explanation: q.explanation ?? '',
    tags: q.tags,
    ...(module.ownOptions ? {} : { distractors: q.distractors }),
  };
}

export function toRow(q: StoredQuestion): QuestionRow {
  return { ...q.prompt, ...q.answer, ...(q.day !== null ? { day: q.day } : {}) };
}

const live = (module: QuizModule) => and(eq(questions.module, module.key), isNull(questions.deletedAt));

/** Inserts rows that are not already in the module; answers how many went in. */
export async function insertQuestions(
  db: Tx,
  module: QuizModule,
  rows: QuestionRow[],
  createdBy?: string,
): Promise<StoredQuestion[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    module: module.key,
    ...splitRow(module, row),
    createdBy: createdBy ?? null,
  }));
  const inserted: StoredQuestion[] = [];
  for (let i = 0; i < values.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(questions)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing({
          target: [questions.module, questions.dedupeKey],
          where: sql`deleted_at is null`,
        })
        .returning()),
    );
  }
  return inserted;
}

export async function findByDedupeKey(
  db: Tx,
  module: QuizModule,
  key: string,
): Promise<StoredQuestion | undefined> {
  const [q] = await db
    .select()
    .from(questions)
    .where(and(live(module), eq(questions.dedupeKey, key)));
  return q;
}

export async function findByDedupeKeys(db: Tx, module: QuizModule, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({ key: questions.dedupeKey })
      .from(questions)
      .where(and(live(module), inArray(questions.dedupeKey, keys.slice(i, i + 1000))));
    for (const r of rows) found.add(r.key);
  }
  return found;
}

export async function getQuestion(
  db: Tx,
  module: QuizModule,
  id: number,
): Promise<StoredQuestion | undefined> {
  const [q] = await db
    .select()
    .from(questions)
    .where(and(live(module), eq(questions.id, id)));
  return q;
}

export async function listQuestions(
  db: Db,
  module: QuizModule,
  options: { page: number; pageSize: number; q?: string; reported?: boolean },
) {
  const search = options.q
    ? or(
        ilike(sql<string>`${questions.prompt}::text`, containsPattern(options.q)),
        ilike(sql<string>`${questions.answer}::text`, containsPattern(options.q)),
      )
    : undefined;
  const reported = options.reported
    ? sql`exists (select 1 from question_reports r where r.question_id = ${questions.id} and r.resolved_at is null)`
    : undefined;
  const where = and(live(module), search, reported);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(asc(questions.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function allQuestions(db: Db, module: QuizModule): Promise<StoredQuestion[]> {
  return db.select().from(questions).where(live(module)).orderBy(asc(questions.id));
}

export async function updateQuestion(
  db: Tx,
  module: QuizModule,
  id: number,
  row: QuestionRow,
): Promise<StoredQuestion | undefined> {
  const parts = splitRow(module, row);
  const [q] = await db
    .update(questions)
    .set({ ...parts, updatedAt: new Date() })
    .where(and(live(module), eq(questions.id, id)))
    .returning();
  return q;
}

/** Soft delete: learners' past attempts keep pointing at the question, so progress is never lost. */
export async function deleteQuestion(db: Tx, module: QuizModule, id: number): Promise<boolean> {
  const rows = await db
    .update(questions)
    .set({ deletedAt: new Date() })
    .where(and(live(module), eq(questions.id, id)))
    .returning({ id: questions.id });
  return rows.length > 0;
}

/** Every prompt a module has held, deleted questions included (an upgrade never brings one back). */
export async function dedupeKeysEverHeld(db: Tx, module: QuizModule): Promise<Set<string>> {
  const rows = await db
    .select({ key: questions.dedupeKey })
    .from(questions)
    .where(eq(questions.module, module.key));
  return new Set(rows.map((r) => r.key));
}

/** The modules that have ever had a question (deleted ones count: an admin emptied them on purpose). */
export async function modulesWithQuestions(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ module: questions.module }).from(questions);
  return new Set(rows.map((r) => r.module));
}

export type AdminRow = z.infer<ReturnType<typeof adminRowSchema>>;
