import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Missed, Stats } from '../../shared/api/learning';
import { findModule, modules } from '../../shared/modules';
import { promptText } from '../../shared/prompt-text';
import { dailyLimit, type Settings, UNLIMITED } from '../../shared/settings';
import { type Database, queryRows } from '../db/client';
import { questions, reviewCards } from '../db/schema';
import { addDays, today } from '../quiz/day';
import { applyPending, lockLearner } from './cards';
import { streakOf } from './streak';

interface StatsOptions {
  database: Database;
  timeZone: string;
  readSettings: () => Promise<Settings>;
}

const WEEK_DAYS = 7;

/**
 * What a learner sees of their progress (docs/product.md §7): streak, today against the goal,
 * reviews due, each module's day and totals, the last seven days, and the questions missed on
 * a day. Everything comes from the learner's own rows (daily_progress, review_log, cards), so
 * the cost follows their history, not the size of the bank.
 */
export function createStats({ database, timeZone, readSettings }: StatsOptions) {
  const db = database.db;

  async function stats(learner: { id: string; pro: boolean }): Promise<Stats> {
    const settings = await readSettings();
    const day = today(timeZone);
    const [perModule, reviews, due] = await Promise.all([
      queryRows<{ module: string; day: string; answered: number; correct: number; done: boolean }>(
        db,
        sql`select module, day::text as day, answered, correct, done from daily_progress where user_id = ${learner.id}`,
      ),
      queryRows<{ day: string; answered: number; correct: number }>(
        db,
        sql`select day::text as day, count(*)::int as answered, count(*) filter (where correct)::int as correct
            from review_log where user_id = ${learner.id} group by day`,
      ),
      dueCount(learner.id, day),
    ]);
    const byDay = new Map<string, { answered: number; correct: number }>();
    const add = (d: string, answered: number, correct: number) => {
      const t = byDay.get(d) ?? { answered: 0, correct: 0 };
      byDay.set(d, { answered: t.answered + answered, correct: t.correct + correct });
    };
    const moduleStats: Stats['modules'] = Object.fromEntries(
      modules.map((m) => {
        const limit = learner.pro ? UNLIMITED : dailyLimit(settings, m);
        return [
          m.key,
          { today: { answered: 0, correct: 0, limit, done: false }, total: { answered: 0, correct: 0 } },
        ];
      }),
    );
    for (const r of perModule) {
      add(r.day, r.answered, r.correct);
      const m = moduleStats[r.module];
      if (!m) continue;
      m.total.answered += r.answered;
      m.total.correct += r.correct;
      if (r.day === day) {
        m.today.answered = r.answered;
        m.today.correct = r.correct;
        m.today.done =
          !learner.pro && (r.done || (m.today.limit !== UNLIMITED && r.answered >= m.today.limit));
      }
    }
    for (const r of reviews) add(r.day, r.answered, r.correct);
    const todayTotal = byDay.get(day) ?? { answered: 0, correct: 0 };
    const answeredByDay = new Map([...byDay].map(([d, t]) => [d, t.answered]));
    return {
      streak: streakOf(answeredByDay, settings.DAILY_GOAL, day),
      today: { ...todayTotal, goal: settings.DAILY_GOAL },
      review: { due },
      modules: moduleStats,
      week: Array.from({ length: WEEK_DAYS }, (_, i) => {
        const d = addDays(day, i - WEEK_DAYS + 1);
        return { day: d, ...(byDay.get(d) ?? { answered: 0, correct: 0 }) };
      }),
    };
  }

  /** Cards due now, after the ratings waiting from module rounds are applied. */
  async function dueCount(userId: string, day: string): Promise<number> {
    return db.transaction(async (tx) => {
      await lockLearner(tx, userId, day);
      await applyPending(tx, userId);
      const [row] = await tx
        .select({ n: count() })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(
          and(
            eq(reviewCards.userId, userId),
            lte(reviewCards.due, new Date()),
            sql`${questions.deletedAt} is null`,
          ),
        );
      return Number(row?.n ?? 0);
    });
  }

  /** The questions a learner got wrong (or ran out of time on) in module rounds on a day. */
  async function missed(learnerId: string, day: string): Promise<Missed> {
    const rows = await queryRows<{
      module: string;
      question_id: string;
      answer: string | null;
      late: boolean;
      prompt: Record<string, unknown>;
      answers: Record<string, unknown>;
      explanation: string | null;
    }>(
      db,
      sql`select a.module, a.question_id::text as question_id, a.answer, a.late, q.prompt, q.answer as answers,
            q.explanation
          from attempts a join questions q on q.id = a.question_id
          where a.user_id = ${learnerId} and a.answered_day = ${day} and a.correct = false
          order by a.answered_at, a.id`,
    );
    return {
      day,
      rows: rows.flatMap((r) => {
        const module = findModule(r.module);
        if (!module) return [];
        return [
          {
            module: module.key,
            _id: r.question_id,
            prompt: promptText(module, r.prompt),
            yourAnswer: r.answer,
            correctAnswers: module.correctAnswers({ ...r.prompt, ...r.answers }),
            late: r.late,
            explanation: r.explanation,
          },
        ];
      }),
    };
  }

  return { stats, missed };
}

export type StatsService = ReturnType<typeof createStats>;
