import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getModule } from '../../shared/modules';
import { adminRowSchema, type QuestionRow } from '../../shared/question-rows';
import { createTestApp, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { postgresUrl } from '../../tests/helpers/databases';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { SESSION_COOKIE } from '../accounts/sessions';
import { buildApp } from '../app';
import { openPostgres, queryRows } from '../db/client';
import { insertQuestions } from './questions';

/** Two server instances on one PostgreSQL, with no sticky routing: requests alternate between them. */
describe.skipIf(!postgresUrl())('exact counting under concurrency [postgres, two instances]', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDb: ReturnType<typeof openPostgres>;
  const bases: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    secondDb = openPostgres(t.database.url!, 10);
    second = await buildApp({ env: t.env, database: secondDb, logger: false });
    for (const app of [t.app, second]) bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t?.close();
  });

  it('50 parallel fetch+submit loops by one free learner answer exactly the limit, each served question once', async () => {
    const module = getModule('oneWordForMany');
    const rows = Array.from(
      { length: 30 },
      (_, i) => adminRowSchema(module).parse(quizCases.oneWordForMany.row(i + 1)) as QuestionRow,
    );
    const ids = (await insertQuestions(t.database.db, module, rows)).map((q) => String(q.id));
    const { user, client } = await loggedInUser(t);
    const headers = {
      cookie: `${SESSION_COOKIE}=${client.cookie}`,
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    };
    let acknowledged = 0;
    let calls = 0;
    const failures: string[] = [];

    async function loop(worker: number) {
      for (let round = 0; round < 40; round++) {
        const base = bases[(worker + round) % 2];
        calls++;
        const got = await fetch(`${base}/api/one-word-for-many`, { headers });
        if (got.status !== 200) failures.push(`fetch ${got.status}`);
        const fetched = (await got.json()) as { question?: { _id: string }; endOfDay?: boolean };
        if (fetched.endOfDay) return;
        const id = fetched.question!._id;
        const i = ids.indexOf(id) + 1;
        const res = await fetch(`${bases[(worker + round + 1) % 2]}/api/one-word-for-many/submit`, {
          method: 'POST',
          headers,
          body: JSON.stringify(quizCases.oneWordForMany.right(id, i)),
        });
        const body = (await res.json()) as { alreadyAnswered?: boolean; message?: string };
        if (res.status !== 200) failures.push(`submit ${res.status}: ${body.message}`);
        else if (!body.alreadyAnswered) acknowledged++;
      }
    }
    await Promise.all(Array.from({ length: 50 }, (_, w) => loop(w)));

    const [counts] = await queryRows<{ answered: number; attempts: number; distinct_questions: number }>(
      t.database.db,
      sql`select (select answered from daily_progress where user_id = ${user.id} and module = 'oneWordForMany') as answered,
                 count(*)::int as attempts, count(distinct question_id)::int as distinct_questions
          from attempts where user_id = ${user.id}`,
    );
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(50);
    expect(counts).toEqual({ answered: 10, attempts: 10, distinct_questions: 10 });
    expect(acknowledged).toBe(10);
    const answered = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from attempts where user_id = ${user.id} and answered_at is not null`,
    );
    expect(answered[0]!.n).toBe(10);
  });
});
