import { sql } from 'drizzle-orm';
import { type ClassProgress, MOST_MISSED, STREAK_SHOWN_UP_TO } from '../../shared/api/classes';
import { findModule, modules } from '../../shared/modules';
import { promptText } from '../../shared/prompt-text';
import { type Db, queryRows } from '../db/client';
import { streakOf } from '../learning/streak';
import { addDays } from '../quiz/day';

/** The registry's modules, as one array parameter. */
const moduleKeys = `{${modules.map((m) => m.key).join(',')}}`;

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
 * own rows (daily_progress, daily_activity, attempts), so the cost follows the class and the
 * window, not the app or the members' history.
 */
export async function classProgress(
  db: Db,
  input: {
    classId: string;
    /** The roster, read beside the practice (one round trip fewer). */
    members: Promise<{ userId: string; name: string }[]>;
    days: number;
    today: string;
    goal: number;
  },
): Promise<Omit<ClassProgress, 'class'>> {
  const since = addDays(input.today, 1 - input.days);
  const horizon = addDays(input.today, -STREAK_HORIZON_DAYS);
  // The members as an array: the planner then walks each member's own index range.
  const ids = sql`any(array(select user_id from class_members where class_id = ${input.classId}))`;
  const [members, perModule, goalDays, missed, lastDays] = await Promise.all([
    input.members,
    // Every module named: one index range per member and module, from the window's first day,
    // so the read follows the window, not the member's history (the key is user, module, day).
    queryRows<{ user_id: string; module: string; answered: number; correct: number }>(
      db,
      sql`select d.user_id::text, d.module, sum(d.answered)::int as answered, sum(d.correct)::int as correct
          from daily_progress d where d.user_id = ${ids} and d.module = any(${moduleKeys}::text[])
            and d.day >= ${since} and d.answered > 0
          group by d.user_id, d.module`,
    ),
    // Only the days that reached the goal (rounds and reviews): the others count as missed days,
    // as absent ones do. One array per member, not a row per day.
    queryRows<{ user_id: string; days: string[] }>(
      db,
      sql`select d.user_id::text, array_agg(d.day::text) as days from daily_activity d
          where d.user_id = ${ids} and d.day >= ${horizon} and d.answered + d.reviewed >= ${input.goal}
          group by d.user_id`,
    ),
    // The ten questions with the most wrong answers (ties by id), from the wrong answers alone
    // (attempts_user_wrong_idx); then each one's answers in the window, by (member, question, day).
    queryRows<{
      module: string;
      question_id: string;
      answered: number;
      wrong: number;
      prompt: Record<string, unknown>;
      answers: Record<string, unknown>;
    }>(
      db,
      sql`with top as (
            select a.module, a.question_id, count(*)::int as wrong from attempts a
            where a.user_id = ${ids} and a.answered_day >= ${since} and a.correct = false
            group by a.module, a.question_id order by wrong desc, a.question_id limit ${MOST_MISSED})
          select t.module, t.question_id::text, t.wrong, q.prompt, q.answer as answers,
            (select count(*)::int from attempts b
             where b.user_id = ${ids} and b.question_id = t.question_id and b.answered_day >= ${since}) as answered
          from top t join questions q on q.id = t.question_id order by t.wrong desc, t.question_id`,
    ),
    queryRows<{ user_id: string; day: string }>(
      db,
      sql`select l.user_id::text, max(l.last_day)::text as day from learner_modules l where l.user_id = ${ids} group by 1`,
    ),
  ]);
  const lastDay = new Map(lastDays.map((r) => [r.user_id, r.day]));
  // streakOf reads a day's answers against the goal: every day here reached it.
  const days = new Map(goalDays.map((r) => [r.user_id, new Map(r.days.map((d) => [d, input.goal]))]));
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
    members: members.map((m) => {
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
