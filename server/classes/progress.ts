import { sql } from 'drizzle-orm';
import { type ClassProgress, MOST_MISSED, STREAK_SHOWN_UP_TO } from '../../shared/api/classes';
import { findModule } from '../../shared/modules';
import { promptText } from '../../shared/prompt-text';
import { type Db, queryRows } from '../db/client';
import { streakOf } from '../learning/streak';
import { addDays } from '../quiz/day';

/** How far back the roster's streaks look (STREAK_SHOWN_UP_TO, and a few days for freezes). */
const STREAK_HORIZON_DAYS = STREAK_SHOWN_UP_TO + 5;

type Tally = { answered: number; correct: number };
const add = (t: Tally | undefined, answered: number, correct: number): Tally => ({
  answered: (t?.answered ?? 0) + answered,
  correct: (t?.correct ?? 0) + correct,
});

/**
 * What a teacher sees of a class over the last `days` days (docs/product.md §12): each member's
 * practice, the class's accuracy per module and its most-missed questions — from the members'
 * own rows (daily_progress, review_log, attempts), so the cost follows the class, not the app.
 */
export async function classProgress(
  db: Db,
  input: {
    classId: string;
    members: { userId: string; name: string }[];
    days: number;
    today: string;
    goal: number;
  },
): Promise<Omit<ClassProgress, 'class'>> {
  const since = addDays(input.today, 1 - input.days);
  const horizon = addDays(input.today, -STREAK_HORIZON_DAYS);
  // The members as an array: the planner then walks each member's own index range.
  const ids = sql`any(array(select user_id from class_members where class_id = ${input.classId}))`;
  const [perModule, perDay, missed, lastDays] = await Promise.all([
    queryRows<{ user_id: string; module: string; answered: number; correct: number }>(
      db,
      sql`select d.user_id::text, d.module, sum(d.answered)::int as answered, sum(d.correct)::int as correct
          from daily_progress d where d.user_id = ${ids} and d.day >= ${since} group by 1, 2`,
    ),
    // Only the days that reached the goal: the others count as missed days, as absent ones do.
    queryRows<{ user_id: string; day: string; answered: number }>(
      db,
      sql`select user_id::text, day::text, sum(n)::int as answered from (
            select d.user_id, d.day, sum(d.answered) as n from daily_progress d
            where d.user_id = ${ids} and d.day >= ${horizon} group by 1, 2
            union all
            select r.user_id, r.day, count(*) from review_log r
            where r.user_id = ${ids} and r.day >= ${horizon} group by 1, 2
          ) x group by 1, 2 having sum(n) >= ${input.goal}`,
    ),
    // answered_day is set only once a question is answered; the index holds all this query reads.
    queryRows<{
      module: string;
      question_id: string;
      answered: number;
      wrong: number;
      prompt: Record<string, unknown>;
      answers: Record<string, unknown>;
    }>(
      db,
      sql`select t.module, t.question_id::text, t.answered, t.wrong, q.prompt, q.answer as answers from (
            select a.module, a.question_id, count(*)::int as answered, count(*) filter (where not a.correct)::int as wrong
            from attempts a where a.user_id = ${ids} and a.answered_day >= ${since}
            group by 1, 2 having count(*) filter (where not a.correct) > 0
            order by wrong desc, answered desc, question_id limit ${MOST_MISSED}
          ) t join questions q on q.id = t.question_id order by t.wrong desc, t.answered desc, t.question_id`,
    ),
    queryRows<{ user_id: string; day: string }>(
      db,
      sql`select l.user_id::text, max(l.last_day)::text as day from learner_modules l where l.user_id = ${ids} group by 1`,
    ),
  ]);
  const lastDay = new Map(lastDays.map((r) => [r.user_id, r.day]));
  const days = new Map<string, Map<string, number>>();
  for (const r of perDay) {
    const mine = days.get(r.user_id) ?? new Map<string, number>();
    mine.set(r.day, r.answered);
    days.set(r.user_id, mine);
  }
  const byMember = new Map<string, Record<string, Tally>>();
  const classModules: Record<string, Tally> = {};
  for (const r of perModule) {
    const mine = byMember.get(r.user_id) ?? {};
    mine[r.module] = add(mine[r.module], r.answered, r.correct);
    byMember.set(r.user_id, mine);
    classModules[r.module] = add(classModules[r.module], r.answered, r.correct);
  }
  return {
    days: input.days,
    since,
    members: input.members.map((m) => {
      const modules = byMember.get(m.userId) ?? {};
      const total = Object.values(modules).reduce(
        (t, x) => add(t, x.answered, x.correct),
        add(undefined, 0, 0),
      );
      const practised = days.get(m.userId) ?? new Map<string, number>();
      return {
        userId: m.userId,
        name: m.name,
        lastActiveAt: lastDay.get(m.userId) ?? null,
        streak: Math.min(STREAK_SHOWN_UP_TO, streakOf(practised, input.goal, input.today).current),
        ...total,
        modules,
      };
    }),
    modules: classModules,
    mostMissed: missed.flatMap((r) => {
      const module = findModule(r.module);
      if (!module) return [];
      return [
        {
          module: r.module,
          questionId: r.question_id,
          prompt: promptText(module, r.prompt),
          answer: module.correctAnswers({ ...r.prompt, ...r.answers })[0] ?? '',
          answered: r.answered,
          wrong: r.wrong,
        },
      ];
    }),
  };
}
