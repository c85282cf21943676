import { sql } from 'drizzle-orm';
import { modules } from '../../shared/modules';
import { type Db, queryRows } from '../db/client';
import { addDays, localDay } from './day';

export interface Progress {
  quizProgress: Record<string, Record<string, { questionId: string; correct: boolean }[]>>;
  userScore: Record<string, Record<string, { correct: number; total: number }>>;
  /** Per-day totals of the modules with `progressTotals` in the registry, under their keys. */
  [moduleKey: string]: Record<string, unknown>;
}

const totalsModules = modules.filter((m) => m.progressTotals).map((m) => m.key as string);

/** docs/spec.md §3's progress shapes, dates in APP_TIMEZONE; answered questions of the last year. */
export async function learnerProgress(db: Db, userId: string, timeZone: string): Promise<Progress> {
  const since = addDays(localDay(timeZone), -366);
  const [answered, days] = await Promise.all([
    queryRows<{ day: string; module: string; question_id: number; correct: boolean }>(
      db,
      sql`select answered_day::text as day, module, question_id, correct from attempts
          where user_id = ${userId} and answered_day >= ${since} order by answered_at`,
    ),
    queryRows<{ day: string; module: string; answered: number; correct: number }>(
      db,
      sql`select day::text as day, module, answered, correct from daily_progress
          where user_id = ${userId} and answered > 0 order by day`,
    ),
  ]);
  const progress: Progress = {
    quizProgress: {},
    userScore: {},
    ...Object.fromEntries(totalsModules.map((k) => [k, {}])),
  };
  for (const a of answered) {
    const byModule = child(progress.quizProgress, a.day, () => ({}) as Progress['quizProgress'][string]);
    child(byModule, a.module, (): { questionId: string; correct: boolean }[] => []).push({
      questionId: String(a.question_id),
      correct: !!a.correct,
    });
  }
  for (const d of days) {
    child(progress.userScore, d.module, () => ({}) as Progress['userScore'][string])[d.day] = {
      correct: d.correct,
      total: d.answered,
    };
    if (totalsModules.includes(d.module))
      (progress[d.module] as Record<string, unknown>)[d.day] = { total: d.answered };
  }
  return progress;
}

function child<T>(parent: Record<string, T>, key: string, make: () => T): T {
  let value = parent[key];
  if (value === undefined) {
    value = make();
    parent[key] = value;
  }
  return value;
}
