import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  GRACE_SECONDS,
  type PaperList,
  type PaperResult,
  paperTexts,
  type RunningAttempt,
} from '../../shared/api/papers';
import { type Db, queryRows, type Tx } from '../db/client';
import { paperAttempts, paperScores, papers, reviewPending } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http-errors';
import {
  bankRows,
  findPaper,
  type PaperQuestionRow,
  type PaperRow,
  paperQuestionsOf,
  questionCounts,
  showQuestion,
} from './store';

type AttemptRow = typeof paperAttempts.$inferSelect;
export interface Learner {
  id: string;
}

const GRACE_MS = GRACE_SECONDS * 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;
const secondsLeft = (a: AttemptRow, now: Date) =>
  Math.max(0, Math.ceil((a.deadline.getTime() - now.getTime()) / 1000));
/** Past its deadline and the grace: the attempt has ended, whether or not anyone said so yet. */
const expired = (a: AttemptRow, now: Date) => now.getTime() > a.deadline.getTime() + GRACE_MS;

export const lateError = () => new HttpError(409, paperTexts.late, {}, { late: true });

interface Tally {
  correct: number;
  wrong: number;
  unanswered: number;
  score: number;
}

/** Right, wrong and unanswered over some questions, and the score with negative marking. */
function tally(paper: PaperRow, rows: PaperQuestionRow[], answers: AttemptRow['answers']): Tally {
  let correct = 0;
  let wrong = 0;
  for (const q of rows) {
    const choice = answers[String(q.questionId)]?.choice;
    if (choice === null || choice === undefined) continue;
    if (choice === q.answer) correct++;
    else wrong++;
  }
  const score = round2(correct * paper.marksCorrect - wrong * paper.marksWrong);
  return { correct, wrong, unanswered: rows.length - correct - wrong, score };
}

/**
 * Ends an attempt with what was saved: scored, counted in the paper's score table when it is the
 * learner's first, its wrong answers rated Again for review (docs/product.md §11). Runs once: the
 * row is locked and must still be open.
 */
async function finalize(tx: Tx, attemptId: string, now: Date): Promise<void> {
  const [a] = await tx
    .select()
    .from(paperAttempts)
    .where(and(eq(paperAttempts.id, attemptId), isNull(paperAttempts.submittedAt)))
    .for('update');
  if (!a) return;
  const paper = (await findPaper(tx, a.paperId))!;
  const rows = await paperQuestionsOf(tx, a.paperId);
  const t = tally(paper, rows, a.answers);
  const endedAt = now < a.deadline ? now : a.deadline;
  await tx
    .update(paperAttempts)
    .set({ ...t, submittedAt: endedAt })
    .where(eq(paperAttempts.id, a.id));
  if (a.first)
    await tx
      .insert(paperScores)
      .values({ paperId: a.paperId, score: t.score, attempts: 1 })
      .onConflictDoUpdate({
        target: [paperScores.paperId, paperScores.score],
        set: { attempts: sql`${paperScores.attempts} + 1` },
      });
  const wrong = rows.filter((q) => {
    const choice = a.answers[String(q.questionId)]?.choice;
    return choice !== null && choice !== undefined && choice !== q.answer;
  });
  if (wrong.length)
    await tx.insert(reviewPending).values(
      wrong.map((q) => ({
        userId: a.userId,
        questionId: q.questionId,
        module: q.module,
        correct: false,
        at: endedAt,
      })),
    );
}

/** Ends every attempt past its deadline (of one paper, or all): before ranks are read, and every minute. */
export async function finalizeExpired(db: Db, now: Date, paperId?: number): Promise<number> {
  const open = await db
    .select({ id: paperAttempts.id })
    .from(paperAttempts)
    .where(
      and(
        isNull(paperAttempts.submittedAt),
        lt(paperAttempts.deadline, new Date(now.getTime() - GRACE_MS)),
        paperId === undefined ? undefined : eq(paperAttempts.paperId, paperId),
      ),
    );
  for (const { id } of open) await db.transaction((tx) => finalize(tx, id, now));
  return open.length;
}

/** Every minute, on every instance: attempts whose learner never came back end with what they saved. */
export function schedulePaperSweep(app: FastifyInstance, db: Db, everyMs = 60_000): void {
  const every = setInterval(
    () =>
      finalizeExpired(db, new Date()).catch((err: unknown) =>
        app.log.warn({ err }, 'ending expired paper attempts failed; it runs again later'),
      ),
    everyMs,
  );
  every.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(every);
    done();
  });
}

export function createSitting(db: Db) {
  async function ownAttempt(learner: Learner, attemptId: string): Promise<AttemptRow> {
    const [a] = await db
      .select()
      .from(paperAttempts)
      .where(and(eq(paperAttempts.id, attemptId), eq(paperAttempts.userId, learner.id)));
    if (!a) throw notFound(paperTexts.attemptNotFound);
    return a;
  }

  async function running(a: AttemptRow, now: Date): Promise<RunningAttempt> {
    const paper = (await findPaper(db, a.paperId))!;
    const rows = await paperQuestionsOf(db, a.paperId);
    const bank = await bankRows(
      db,
      rows.map((q) => q.questionId),
    );
    return {
      _id: a.id,
      paperId: String(a.paperId),
      title: paper.title,
      status: 'running',
      secondsLeft: secondsLeft(a, now),
      marksCorrect: paper.marksCorrect,
      marksWrong: paper.marksWrong,
      sections: paper.sections.map((s) => ({ title: s.title })),
      questions: rows.map((q) => showQuestion(q, bank)),
      answers: a.answers,
    };
  }

  async function result(a: AttemptRow): Promise<PaperResult> {
    const paper = (await findPaper(db, a.paperId))!;
    const rows = await paperQuestionsOf(db, a.paperId);
    const bank = await bankRows(
      db,
      rows.map((q) => q.questionId),
    );
    const score = a.score ?? 0;
    const [standing] = await queryRows<{
      above: number;
      below: number;
      total: number;
      top: number;
      sum: number;
    }>(
      db,
      sql`select coalesce(sum(attempts) filter (where score > ${score}), 0)::int as above,
                 coalesce(sum(attempts) filter (where score < ${score}), 0)::int as below,
                 coalesce(sum(attempts), 0)::int as total,
                 coalesce(max(score), 0)::float8 as top,
                 coalesce(sum(score * attempts), 0)::float8 as sum
          from paper_scores where paper_id = ${a.paperId}`,
    );
    const total = Number(standing?.total ?? 0);
    const questions = rows.map((q) => {
      const yourChoice = a.answers[String(q.questionId)]?.choice ?? null;
      return {
        ...showQuestion(q, bank),
        yourChoice,
        correctChoice: q.answer,
        correct: yourChoice === q.answer,
        explanation: bank.get(q.questionId)?.explanation ?? null,
      };
    });
    // Mistakes first, then unanswered, then right ones; paper order within each.
    const order = (q: (typeof questions)[number]) => (q.correct ? 2 : q.yourChoice === null ? 1 : 0);
    return {
      _id: a.id,
      paperId: String(a.paperId),
      title: paper.title,
      status: 'submitted',
      correct: a.correct ?? 0,
      wrong: a.wrong ?? 0,
      unanswered: a.unanswered ?? rows.length,
      score,
      maxScore: round2(rows.length * paper.marksCorrect),
      ranked: a.first,
      rank: 1 + Number(standing?.above ?? 0),
      of: total,
      percentile: total ? round2((100 * Number(standing?.below ?? 0)) / total) : 0,
      topScore: round2(Number(standing?.top ?? 0)),
      averageScore: total ? round2(Number(standing?.sum ?? 0) / total) : 0,
      sections: paper.sections.map((s, i) => ({
        title: s.title,
        ...tally(
          paper,
          rows.filter((q) => q.section === i),
          a.answers,
        ),
      })),
      questions: [...questions].sort((x, y) => order(x) - order(y)),
    };
  }

  /** The attempt as it stands: running, or (once submitted or past its deadline) its result. */
  async function view(learner: Learner, attemptId: string, now: Date): Promise<RunningAttempt | PaperResult> {
    let a = await ownAttempt(learner, attemptId);
    if (!a.submittedAt && !expired(a, now)) return running(a, now);
    if (!a.submittedAt) {
      await finalizeExpired(db, now, a.paperId);
      a = await ownAttempt(learner, attemptId);
    }
    return result(a);
  }

  return {
    view,

    async list(learner: Learner, now: Date): Promise<PaperList> {
      const published = await db
        .select()
        .from(papers)
        .where(isNotNull(papers.publishedAt))
        .orderBy(desc(papers.publishedAt), desc(papers.id));
      const ids = published.map((p) => p.id);
      const [counts, mine] = await Promise.all([
        questionCounts(db, ids),
        ids.length
          ? db
              .select()
              .from(paperAttempts)
              .where(and(eq(paperAttempts.userId, learner.id), inArray(paperAttempts.paperId, ids)))
              .orderBy(desc(paperAttempts.startedAt))
          : Promise.resolve([]),
      ]);
      const countOf = new Map(counts.map((c) => [c.paperId, Number(c.n)]));
      return {
        papers: published.map((p) => {
          const latest = mine.find((a) => a.paperId === p.id);
          const ended = latest && (latest.submittedAt || expired(latest, now));
          return {
            _id: String(p.id),
            title: p.title,
            exam: p.exam,
            durationMinutes: p.durationMinutes,
            marksCorrect: p.marksCorrect,
            marksWrong: p.marksWrong,
            questionCount: countOf.get(p.id) ?? 0,
            sections: p.sections.map((s) => ({ title: s.title, count: s.count })),
            attempt: latest
              ? {
                  _id: latest.id,
                  status: ended ? ('submitted' as const) : ('running' as const),
                  ...(latest.score !== null ? { score: latest.score } : {}),
                }
              : null,
          };
        }),
      };
    },

    /** Starts the learner's attempt, or answers the running one (docs/product.md §11). */
    async start(learner: Learner, paperId: number, now: Date): Promise<RunningAttempt> {
      const paper = await findPaper(db, paperId);
      if (!paper?.publishedAt) throw notFound(paperTexts.notFound);
      await finalizeExpired(db, now, paperId);
      const deadline = new Date(now.getTime() + paper.durationMinutes * 60_000);
      // One running attempt per learner and paper (a unique index): a second tap, or a second
      // instance, finds the first one's.
      await queryRows(
        db,
        sql`insert into paper_attempts (paper_id, user_id, first, started_at, deadline)
            select ${paperId}, ${learner.id},
                   not exists (select 1 from paper_attempts where paper_id = ${paperId} and user_id = ${learner.id}),
                   ${now.toISOString()}, ${deadline.toISOString()}
            on conflict do nothing`,
      );
      const [a] = await db
        .select()
        .from(paperAttempts)
        .where(
          and(
            eq(paperAttempts.paperId, paperId),
            eq(paperAttempts.userId, learner.id),
            isNull(paperAttempts.submittedAt),
          ),
        );
      return running(a!, now);
    },

    /**
     * Saves one answer in one statement: only the learner's own open attempt, before its deadline
     * and grace, and only a question of its paper. Otherwise says why (404, 400, 409 late).
     */
    async save(
      learner: Learner,
      attemptId: string,
      questionId: string,
      body: { choice: number | null; marked?: boolean | undefined },
      now: Date,
    ): Promise<{ saved: true; secondsLeft: number }> {
      const [saved] = await queryRows<{ deadline: string }>(
        db,
        sql`update paper_attempts a
            set answers = a.answers || jsonb_build_object(${questionId}::text, jsonb_build_object(
              'choice', ${body.choice}::int,
              'marked', coalesce(${body.marked ?? null}::boolean, (a.answers -> ${questionId}::text ->> 'marked')::boolean, false)))
            where a.id = ${attemptId} and a.user_id = ${learner.id} and a.submitted_at is null
              and a.deadline + make_interval(secs => ${GRACE_SECONDS}) >= ${now.toISOString()}::timestamptz
              and exists (select 1 from paper_questions q where q.paper_id = a.paper_id and q.question_id = ${questionId}::bigint)
            returning a.deadline`,
      );
      if (saved)
        return {
          saved: true,
          secondsLeft: Math.max(0, Math.ceil((new Date(saved.deadline).getTime() - now.getTime()) / 1000)),
        };
      const a = await ownAttempt(learner, attemptId);
      if (a.submittedAt || expired(a, now)) {
        if (!a.submittedAt) await finalizeExpired(db, now, a.paperId);
        throw lateError();
      }
      throw badRequest(paperTexts.notInPaper);
    },

    async submit(learner: Learner, attemptId: string, now: Date): Promise<PaperResult> {
      const a = await ownAttempt(learner, attemptId);
      if (!a.submittedAt) await db.transaction((tx) => finalize(tx, a.id, now));
      return result(await ownAttempt(learner, attemptId));
    },
  };
}
export type Sitting = ReturnType<typeof createSitting>;
