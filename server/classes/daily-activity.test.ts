/**
 * The day totals the teacher's class view reads (daily_activity, docs/decisions/011-classes.md):
 * kept by the answer statements themselves, they must always agree with the answers and reviews
 * recorded — on PGlite and PostgreSQL — be rebuilt the same by migration 0016, and go with the
 * account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getModule } from '../../shared/modules';
import { type Agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { queryRows } from '../db/client';
import { addDays, today } from '../quiz/day';
import { insertQuestions } from '../quiz/questions';

const PASSWORD = 'correct horse battery';
const antonym = getModule('antonym');

type Total = {
  day: string;
  answered: number;
  correct: number;
  reviewed: number;
  reviewedCorrect: number;
};

/** The learner's day totals as kept. */
const kept = (t: TestApp, userId: string) =>
  queryRows<Total>(
    t.database.db,
    sql`select day::text, answered, correct, reviewed, reviewed_correct as "reviewedCorrect"
        from daily_activity where user_id = ${userId} order by day`,
  );

/** The same totals counted from every answer and review the learner gave. */
const counted = (t: TestApp, userId: string) =>
  queryRows<Total>(
    t.database.db,
    sql`select day::text, sum(answered)::int as answered, sum(correct)::int as correct,
          sum(reviewed)::int as reviewed, sum(reviewed_correct)::int as "reviewedCorrect" from (
          select answered_day as day, count(*) as answered, count(*) filter (where correct) as correct,
            0 as reviewed, 0 as reviewed_correct
          from attempts where user_id = ${userId} and answered_at is not null group by 1
          union all
          select day, 0, 0, count(*), count(*) filter (where correct) from review_log
          where user_id = ${userId} group by 1
        ) x group by 1 order by 1`,
  );

/** Serves the next antonym question: its id and its number in quizCases (शब्द{i}). */
async function serve(client: Agent) {
  const { question } = (
    await client.get<{ question?: { _id: string; word: string } }>(`/api${antonym.api.fetch}`)
  ).body;
  if (!question) throw new Error('no question served');
  return { id: question._id, i: Number(question.word.replace('शब्द', '')) };
}

const answer = (id: string, i: number, right: boolean) =>
  right ? quizCases.antonym.right(id, i) : quizCases.antonym.wrong(id);

async function submit(client: Agent, q: { id: string; i: number }, right: boolean) {
  const res = await client.post<{ correct: boolean; late: boolean }>(
    `/api${antonym.api.submit}`,
    answer(q.id, q.i, right),
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** The INSERT of migration 0016 that fills the totals on an existing install. */
function backfillStatement(): string {
  const file = path.join(import.meta.dirname, '../db/migrations/0020_daily_activity.sql');
  const statement = fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .find((s) => s.startsWith('INSERT INTO "daily_activity"'));
  if (!statement) throw new Error('no backfill in migration 0016');
  return statement;
}

describeEachDriver('the day totals of the class view', (t) => {
  it('agree with the answers after rounds, reviews and late answers, are rebuilt the same, and go with the account', async () => {
    await insertQuestions(
      t().database.db,
      antonym,
      Array.from({ length: 8 }, (_, i) => quizCases.antonym.row(i)),
    );
    await insertQuestions(t().database.db, getModule('sandhi'), [quizCases.sandhi.row(1)]);
    const { client, user } = await loggedInUser(t(), { password: PASSWORD });
    const other = await loggedInUser(t());
    const day = today(t().env.APP_TIMEZONE);
    const yesterday = addDays(day, -1);

    // A round: one right, one wrong (which makes a review card).
    expect(await submit(client, await serve(client), true)).toMatchObject({ correct: true });
    expect(await submit(client, await serve(client), false)).toMatchObject({ correct: false });
    // Another module the same day adds to the same day.
    const sandhi = getModule('sandhi');
    const served = await client.get<{ question: { _id: string } }>(`/api${sandhi.api.fetch}`);
    const right = await client.post(
      `/api${sandhi.api.submit}`,
      quizCases.sandhi.right(served.body.question._id, 1),
    );
    expect(right.body).toMatchObject({ correct: true });
    // Served yesterday and left to run out: the next fetch records it wrong, on yesterday.
    await serve(client);
    await t().database.db.execute(
      sql`update attempts set served_day = ${yesterday}, deadline = now() - interval '1 second'
          where user_id = ${user.id} and answered_at is null`,
    );
    // Answered after its deadline: wrong, today, and the day ends.
    const late = await serve(client);
    await t().database.db.execute(
      sql`update attempts set deadline = now() - interval '1 second' where user_id = ${user.id} and answered_at is null`,
    );
    expect(await submit(client, late, true)).toMatchObject({ correct: false, late: true });
    // Reviews: the missed questions, one right and one wrong, on the same day.
    for (const right of [true, false]) {
      const next = (await client.get<{ question?: { _id: string; word: string } }>('/api/review')).body;
      if (!next.question) throw new Error(`no review: ${JSON.stringify(next)}`);
      const { _id: id, word } = next.question;
      const res = await client.post('/api/review/submit', {
        module: 'antonym',
        ...answer(id, Number(word.replace('शब्द', '')), right),
      });
      expect(res.status).toBe(200);
    }
    // Someone else's practice stays theirs.
    await submit(other.client, await serve(other.client), true);

    expect(await kept(t(), user.id)).toEqual([
      { day: yesterday, answered: 1, correct: 0, reviewed: 0, reviewedCorrect: 0 },
      { day, answered: 4, correct: 2, reviewed: 2, reviewedCorrect: 1 },
    ]);
    expect(await kept(t(), user.id)).toEqual(await counted(t(), user.id));
    expect(await kept(t(), other.user.id)).toEqual(await counted(t(), other.user.id));

    // An install upgraded to migration 0016 gets the same totals from its existing rows.
    await t().database.db.execute(sql`delete from daily_activity`);
    await t().database.db.execute(sql.raw(backfillStatement()));
    expect(await kept(t(), user.id)).toEqual(await counted(t(), user.id));
    expect(await kept(t(), other.user.id)).toEqual(await counted(t(), other.user.id));

    // Erasure takes the learner's totals with the account, and nobody else's.
    const erase = await t().app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      payload: { password: PASSWORD },
      headers: { cookie: `sopan_session=${client.cookie}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(erase.statusCode).toBe(200);
    expect(await kept(t(), user.id)).toEqual([]);
    expect(await kept(t(), other.user.id)).toHaveLength(1);
  });
});
