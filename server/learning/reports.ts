import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { QuestionStats, ReportBody } from '../../shared/api/learning';
import type { QuizModule } from '../../shared/modules';
import { type Db, queryRows } from '../db/client';
import { questionReports } from '../db/schema';
import { badRequest, conflict, notFound } from '../http-errors';

export const reportTexts = {
  thanks: 'Thank you. An admin will look at this question.',
  notAnswered: 'Answer this question before reporting it.',
  already: 'You already reported this question.',
  noQuestion: 'No such question.',
};

const TOP_WRONG = 3;

/** A learner's report on a question they answered: once per learner and question. */
export async function reportQuestion(
  db: Db,
  userId: string,
  module: QuizModule,
  questionId: number,
  body: ReportBody,
): Promise<{ message: string }> {
  const [found] = await queryRows<{ answered: boolean | null }>(
    db,
    sql`select exists (select 1 from attempts a where a.user_id = ${userId} and a.question_id = q.id
          and a.answered_at is not null) as answered
        from questions q where q.id = ${questionId} and q.module = ${module.key} and q.deleted_at is null`,
  );
  if (!found) throw notFound(reportTexts.noQuestion);
  if (!found.answered) throw badRequest(reportTexts.notAnswered);
  const inserted = await db
    .insert(questionReports)
    .values({ userId, questionId, module: module.key, reason: body.reason, note: body.note || null })
    .onConflictDoNothing()
    .returning({ questionId: questionReports.questionId });
  if (inserted.length === 0) throw conflict(reportTexts.already);
  return { message: reportTexts.thanks };
}

/** Resolving clears a question's open reports; answers how many it cleared. */
export async function resolveReports(db: Db, module: QuizModule, questionId: number): Promise<number> {
  const resolved = await db
    .update(questionReports)
    .set({ resolvedAt: new Date() })
    .where(
      and(
        eq(questionReports.questionId, questionId),
        eq(questionReports.module, module.key),
        isNull(questionReports.resolvedAt),
      ),
    )
    .returning({ userId: questionReports.userId });
  return resolved.length;
}

/** The admin list's figures per question, from the attempts already recorded and the open reports. */
export async function questionStats(db: Db, ids: number[]): Promise<Map<number, QuestionStats>> {
  const stats = new Map<number, QuestionStats>(
    ids.map((id) => [id, { answered: 0, correct: 0, reports: 0, topWrong: [], openReports: [] }]),
  );
  if (ids.length === 0) return stats;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [answered, wrong, reports] = await Promise.all([
    queryRows<{ question_id: string; answered: number; correct: number }>(
      db,
      // Attempts, and the anonymous counts of erased accounts (answer_tallies).
      sql`select question_id::text as question_id, sum(answered)::int as answered, sum(correct)::int as correct
          from (
            select question_id, count(*) as answered, count(*) filter (where correct) as correct
            from attempts where question_id in (${list}) and answered_at is not null group by question_id
            union all
            select question_id, sum(count), coalesce(sum(count) filter (where correct), 0)
            from answer_tallies where question_id in (${list}) group by question_id
          ) counted group by question_id`,
    ),
    queryRows<{ question_id: string; answer: string; n: number }>(
      db,
      sql`select question_id::text as question_id, answer, n from (
            select question_id, answer, sum(n)::int as n,
              row_number() over (partition by question_id order by sum(n) desc, answer) as rank
            from (
              select question_id, answer, count(*) as n from attempts
              where question_id in (${list}) and answered_at is not null and correct = false and answer is not null
              group by question_id, answer
              union all
              select question_id, answer, count from answer_tallies
              where question_id in (${list}) and correct = false and answer <> ''
            ) wrong group by question_id, answer) ranked
          where rank <= ${TOP_WRONG} order by question_id, n desc, answer`,
    ),
    db
      .select()
      .from(questionReports)
      .where(and(inArray(questionReports.questionId, ids), isNull(questionReports.resolvedAt)))
      .orderBy(questionReports.createdAt),
  ]);
  for (const r of answered) {
    const s = stats.get(Number(r.question_id))!;
    s.answered = r.answered;
    s.correct = r.correct;
  }
  for (const r of wrong) stats.get(Number(r.question_id))!.topWrong.push({ answer: r.answer, count: r.n });
  for (const r of reports) {
    const s = stats.get(r.questionId)!;
    s.reports++;
    s.openReports.push({
      reason: r.reason as QuestionStats['openReports'][number]['reason'],
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return stats;
}
