import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/accounts/sessions';
import { buildApp } from '../../server/app';
import { openPostgres, queryRows } from '../../server/db/client';
import { paperAttempts, users } from '../../server/db/schema';
import { seedStarterBank } from '../../server/quiz/content';
import type { AdminPaper, PaperResult } from '../../shared/api/papers';
import { createTestApp, loggedInUser, type TestApp } from '../helpers/app';
import { postgresUrl } from '../helpers/databases';

const LEARNERS = 500;
const SUBMITS_EACH = 20;
const LIMIT = 10;
const IN_FLIGHT = 100;
const SITTERS = 1000;
const PAPER_QUESTIONS = 10;

/** Two instances on one PostgreSQL, no sticky routing: every learner's calls alternate between them. */
describe.skipIf(!postgresUrl())('many instances on one PostgreSQL', () => {
  let t: TestApp;
  let secondApp: Awaited<ReturnType<typeof buildApp>>;
  let secondDb: ReturnType<typeof openPostgres>;
  const bases: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await seedStarterBank(t.database.db);
    const { client: admin } = await loggedInUser(t, { admin: true });
    await admin.put('/api/admin/settings', { quizLimits: { antonym: LIMIT, mcq: 3 } });
    secondDb = openPostgres(t.database.url!, 10);
    secondApp = await buildApp({ env: t.env, database: secondDb, logger: false });
    for (const app of [t.app, secondApp]) bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }, 120_000);
  afterAll(async () => {
    await secondApp?.close();
    await secondDb?.close();
    await t?.close();
  });

  let retried = 0;
  afterAll(() => {
    if (retried)
      console.info(`many instances: ${retried} calls answered 503 under load and were tried again`);
  });

  /**
   * One call as the app makes it. A 503 ("The database is unavailable right now. Please try again
   * in a few seconds.": no connection came free within its wait on a busy machine) is tried again
   * a few times, as its message asks; what is checked here is that every answer counts once.
   */
  const call = async (instance: number, cookie: string, method: string, path: string, body?: unknown) => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${bases[instance % 2]}/api${path}`, {
        method,
        headers: {
          cookie: `${SESSION_COOKIE}=${cookie}`,
          // A state-changing call says it comes from our own pages (the CSRF rule).
          ...(method === 'GET' ? {} : { origin: t.env.APP_URL }),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = { status: res.status, body: (await res.json()) as Record<string, unknown> };
      if (answer.status !== 503 || attempt === 4) return answer;
      retried++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };

  it('agrees on sessions, limits, day-done and progress', async () => {
    const { client } = await loggedInUser(t);
    const cookie = client.cookie!;
    expect((await call(1, cookie, 'GET', '/auth/me')).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const q = (await call(i, cookie, 'GET', '/mcq/quiz')).body as {
        question: { _id: string; options: string[] };
        lastQuestion: boolean;
      };
      expect(q.lastQuestion).toBe(i === 2);
      expect(
        (
          await call(i + 1, cookie, 'POST', '/mcq/answer', {
            mcqId: q.question._id,
            answer: q.question.options[0],
          })
        ).status,
      ).toBe(200);
    }
    expect((await call(0, cookie, 'GET', '/mcq/quiz')).body).toMatchObject({ endOfDay: true });
    expect((await call(1, cookie, 'GET', '/mcq/quiz')).body).toMatchObject({ endOfDay: true });
    await call(0, cookie, 'GET', '/sandhi');
    expect((await call(1, cookie, 'POST', '/quizday/sandhi/daydone')).status).toBe(200);
    expect((await call(0, cookie, 'GET', '/sandhi')).body).toMatchObject({ endOfDay: true });
    const [a, b] = await Promise.all([
      call(0, cookie, 'GET', '/me/quiz-progress'),
      call(1, cookie, 'GET', '/me/quiz-progress'),
    ]);
    expect(a.body).toEqual(b.body);
    expect(
      Object.values((a.body.userScore as Record<string, Record<string, { total: number }>>).mcq!)[0]!.total,
    ).toBe(3);
    expect((await call(0, cookie, 'POST', '/logout')).status).toBe(200);
    expect((await call(1, cookie, 'GET', '/auth/me')).status).toBe(401);
  });

  it(`${LEARNERS * SUBMITS_EACH} submits over ${LEARNERS} free learners on both instances: each acknowledged answer recorded once, nobody past the limit`, async () => {
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: LEARNERS }, (_, i) => ({ email: `many${i}@example.com`, passwordHash: 'x' })),
      )
      .returning({ id: users.id });
    const learners = await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        cookie: (await createSession(t.database.db, r.id)).cookie,
        acknowledged: 0,
      })),
    );
    const failures: string[] = [];
    let submits = 0;

    async function practise(l: (typeof learners)[number], n: number) {
      let last: string | undefined;
      for (let i = 0; i < SUBMITS_EACH; i++) {
        const fetched = await call(n + i, l.cookie, 'GET', '/antonym-word');
        if (fetched.status !== 200) failures.push(`fetch ${fetched.status}`);
        const id = (fetched.body.question as { _id: string } | undefined)?._id ?? last;
        last = id;
        submits++;
        const res = await call(n + i + 1, l.cookie, 'POST', '/antonym-word/answer', {
          wordId: id,
          answer: 'उत्तर',
        });
        if (res.status !== 200) failures.push(`submit ${res.status}: ${res.body.message}`);
        else if (!res.body.alreadyAnswered) l.acknowledged++;
      }
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < learners.length) {
          const i = next++;
          await practise(learners[i]!, i);
        }
      }),
    );

    expect(failures).toEqual([]);
    expect(submits).toBe(LEARNERS * SUBMITS_EACH);
    const recorded = await queryRows<{
      user_id: string;
      answered: number;
      distinct_q: number;
      counted: number;
    }>(
      t.database.db,
      sql`select a.user_id, count(*)::int as answered, count(distinct a.question_id)::int as distinct_q,
                 max(d.answered)::int as counted
          from attempts a join daily_progress d on d.user_id = a.user_id and d.module = a.module
          where a.module = 'antonym' and a.answered_at is not null and a.user_id in (select id from users where email like 'many%')
          group by a.user_id`,
    );
    expect(recorded).toHaveLength(LEARNERS);
    const byUser = new Map(recorded.map((r) => [r.user_id, r]));
    for (const l of learners) {
      const r = byUser.get(l.id)!;
      expect(r, l.id).toMatchObject({ answered: LIMIT, distinct_q: LIMIT, counted: LIMIT });
      expect(l.acknowledged).toBe(LIMIT);
    }
  }, 300_000);

  it('reviews on both instances: each answer recorded once, free learners stopped at REVIEW_PER_DAY', async () => {
    const PER_DAY = 3;
    const { client: admin } = await loggedInUser(t, { admin: true });
    await admin.put('/api/admin/settings', { REVIEW_PER_DAY: PER_DAY });
    // The other instance reads settings through its 2-second cache.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // The learners of the test above answered ten antonyms wrongly each: ten cards due.
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where email like 'many%' order by email limit 100`,
    );
    expect(rows).toHaveLength(100);
    const failures: string[] = [];
    const acknowledged = new Map<string, number>();
    await Promise.all(
      rows.map(async ({ id }, n) => {
        const cookie = (await createSession(t.database.db, id)).cookie;
        for (let k = 0; k < PER_DAY + 2; k++) {
          const fetched = await call(n + k, cookie, 'GET', '/review');
          const question = fetched.body.question as { _id: string } | undefined;
          if (!question) {
            if (!fetched.body.limitReached) failures.push(`done early: ${JSON.stringify(fetched.body)}`);
            continue;
          }
          const body = { module: 'antonym', wordId: question._id, answer: 'उत्तर' };
          // The same answer sent twice at once, to both instances (a double tap, a retry).
          const answers = await Promise.all(
            [0, 1].map((i) => call(n + k + i, cookie, 'POST', '/review/submit', body)),
          );
          for (const a of answers) {
            if (a.status !== 200) failures.push(`submit ${a.status}: ${a.body.message}`);
            else if (!a.body.alreadyAnswered) acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    const logged = await queryRows<{ user_id: string; n: number }>(
      t.database.db,
      sql`select user_id, count(*)::int as n from review_log group by user_id`,
    );
    expect(logged).toHaveLength(100);
    for (const r of logged) {
      expect(r.n).toBe(PER_DAY);
      expect(acknowledged.get(r.user_id)).toBe(PER_DAY);
    }
  }, 120_000);

  it(`${SITTERS} learners sit one paper at once on both instances: every answer counted once, ranks consistent`, async () => {
    const { client: admin } = await loggedInUser(t, { admin: true });
    const paper = (
      await admin.post<AdminPaper>('/api/admin/papers', {
        title: 'भार परीक्षण',
        exam: 'अभ्यास',
        durationMinutes: 30,
        marksCorrect: 1,
        marksWrong: 0.25,
        sections: [{ title: 'विलोम', module: 'antonym', count: PAPER_QUESTIONS }],
      })
    ).body;
    await admin.post(`/api/admin/papers/${paper._id}/publish`);
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: SITTERS }, (_, i) => ({ email: `sitter${i}@example.com`, passwordHash: 'x' })),
      )
      .returning({ id: users.id });
    const failures: string[] = [];
    /** What each learner last saved, question by question: the attempt must hold exactly this. */
    const meant = new Map<string, Record<string, number>>();
    const results = new Map<string, { score: number; rank: number; of: number }>();
    /** Each attempt's learner, to ask for its result once the whole field has submitted. */
    const cookies = new Map<string, string>();

    async function sit(id: string, n: number) {
      const cookie = (await createSession(t.database.db, id)).cookie;
      const started = await call(n, cookie, 'POST', `/papers/${paper._id}/start`);
      if (started.status !== 200) return failures.push(`start ${started.status}`);
      const attempt = started.body._id as string;
      cookies.set(attempt, cookie);
      const mine: Record<string, number> = {};
      for (const [k, q] of paper.questions.entries()) {
        // A learner's own mix of right and wrong, some answers changed and some sent twice.
        const first = (n + k) % 4;
        const last = k % 3 === 0 ? (first + 1) % 4 : first;
        for (const choice of k % 3 === 0 ? [first, last] : k % 5 === 0 ? [first, first] : [first]) {
          const saved = await call(n + k, cookie, 'PUT', `/attempts/${attempt}/answers/${q._id}`, { choice });
          if (saved.status !== 200) failures.push(`save ${saved.status}: ${saved.body.message}`);
        }
        mine[q._id] = last;
      }
      meant.set(attempt, mine);
      const done = await call(n + 1, cookie, 'POST', `/attempts/${attempt}/submit`);
      if (done.status !== 200) return failures.push(`submit ${done.status}: ${done.body.message}`);
      results.set(attempt, done.body as unknown as { score: number; rank: number; of: number });
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < rows.length) {
          const i = next++;
          await sit(rows[i]!.id, i);
        }
      }),
    );
    expect(failures).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(paperAttempts)
      .where(eq(paperAttempts.paperId, Number(paper._id)));
    expect(stored).toHaveLength(SITTERS);
    for (const a of stored) {
      expect(a.submittedAt).not.toBeNull();
      expect(Object.fromEntries(Object.entries(a.answers).map(([q, v]) => [q, v.choice]))).toEqual(
        meant.get(a.id),
      );
    }
    // Each first attempt counted once in the score table.
    const [counted] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select sum(attempts)::int as n from paper_scores where paper_id = ${Number(paper._id)}`,
    );
    expect(counted!.n).toBe(SITTERS);
    // Every rank agrees with the final field: the field's own standings, from the attempts
    // themselves (not the score table) in one query, against the result call of every attempt.
    const field = await queryRows<{ id: string; score: number; rank: number; below: number; of: number }>(
      t.database.db,
      sql`select id, score::float8 as score,
                 (rank() over (order by score desc))::int as rank,
                 (rank() over (order by score asc) - 1)::int as below,
                 (count(*) over ())::int as of
          from paper_attempts where paper_id = ${Number(paper._id)} and first`,
    );
    expect(field).toHaveLength(SITTERS);
    const scores = stored.map((a) => a.score!);
    const top = Math.max(...scores);
    // As the result call rounds (server/papers/sitting.ts).
    const round2 = (n: number) => Math.round(n * 100) / 100;
    const average = round2(scores.reduce((sum, s) => sum + s, 0) / SITTERS);
    const mismatches: string[] = [];
    let checked = 0;
    let nextResult = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (nextResult < field.length) {
          const i = nextResult++;
          const f = field[i]!;
          const res = await call(i, cookies.get(f.id)!, 'GET', `/attempts/${f.id}`);
          const final = res.body as unknown as PaperResult;
          const meantRank = 1 + scores.filter((s) => s > f.score).length;
          const want = {
            status: 200,
            score: results.get(f.id)!.score,
            rank: f.rank,
            of: SITTERS,
            percentile: round2((100 * f.below) / f.of),
            topScore: top,
            averageScore: average,
            ranked: true,
          };
          const got = {
            status: res.status,
            score: final.score,
            rank: final.rank,
            of: final.of,
            percentile: final.percentile,
            topScore: final.topScore,
            averageScore: final.averageScore,
            ranked: final.ranked,
          };
          if (f.rank !== meantRank || JSON.stringify(got) !== JSON.stringify(want))
            mismatches.push(`${f.id}: ${JSON.stringify(got)} ≠ ${JSON.stringify({ ...want, meantRank })}`);
          checked++;
        }
      }),
    );
    expect(mismatches.length, mismatches.slice(0, 5).join('\n')).toBe(0);
    expect(checked).toBe(SITTERS);
  }, 300_000);
});
