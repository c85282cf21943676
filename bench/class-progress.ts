/**
 * npm run bench:classes  (needs DATABASE_URL; a database named sopan_class_progress is created and dropped)
 * A class of 200 learners, each with 90 days of answers (20 a day in two modules: daily_progress,
 * daily_activity and attempts rows, as rounds leave them, and 5 reviews a day), among 1,000 other learners with
 * the same history. The teacher's progress view (GET /api/classes/{id}/progress, through the
 * server's own route) for 7 and 30 days: the median of 50 calls. Goal: under 50 ms p50 on
 * PostgreSQL (docs/product.md §12).
 */
import { sql } from 'drizzle-orm';
import { createSession } from '../server/accounts/sessions';
import { buildApp } from '../server/app';
import { queryRows } from '../server/db/client';
import { loadEnv } from '../server/env';
import { seedStarterBank } from '../server/quiz/content';
import { median, runScratchBench } from './scratch-database';

const NAME = 'sopan_class_progress';
const MEMBERS = 200;
const OTHERS = 1000;
const DAYS = 90;
const PER_DAY = 20;
const SAMPLES = 50;

runScratchBench(NAME, 'BENCH_KEEP', async ({ database, db, step }) => {
  await seedStarterBank(db);
  const learners = MEMBERS + OTHERS;
  await db.execute(sql`
      insert into users (id, email, password_hash, first_name, teacher)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'l' || i || '@bench.local', 'x',
             'Learner ' || i, i = 0
      from generate_series(0, ${learners}) i`);
  const teacherId = '00000000-0000-4000-8000-000000000000';
  const [cls] = await queryRows<{ id: string }>(
    db,
    sql`insert into classes (teacher_id, name, join_code) values (${teacherId}, 'Bench class', 'BENCH234') returning id`,
  );
  await db.execute(sql`insert into class_members (class_id, user_id)
      select ${cls!.id}, ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid from generate_series(1, ${MEMBERS}) i`);
  step(`${learners} learners, a class of ${MEMBERS}`);
  // Two modules a day, half the answers each; every fifth wrong.
  await db.execute(sql`
      insert into daily_progress (user_id, module, day, answered, correct)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, m, current_date - d, ${PER_DAY / 2}, ${(PER_DAY / 2) * 0.8}
      from generate_series(1, ${learners}) i, generate_series(0, ${DAYS - 1}) d, unnest(array['antonym', 'sandhi']) m`);
  step('daily_progress');
  await db.execute(sql`
      with pool as (
        select array_agg(id order by id) filter (where module = 'antonym') as antonym,
               array_agg(id order by id) filter (where module = 'sandhi') as sandhi
        from (select id, module, row_number() over (partition by module order by id) as r
              from questions where module in ('antonym', 'sandhi')) q where r <= 100)
      insert into attempts (user_id, module, question_id, served_at, served_day, deadline, answered_at, answered_day, answer, correct)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
             case when n % 2 = 0 then 'antonym' else 'sandhi' end,
             case when n % 2 = 0 then pool.antonym[1 + (i * 7 + d * ${PER_DAY} + n) % 100]
                  else pool.sandhi[1 + (i * 7 + d * ${PER_DAY} + n) % 100] end,
             now() - make_interval(days => d), current_date - d, now() - make_interval(days => d),
             now() - make_interval(days => d), current_date - d, 'x', n % 5 <> 0
      from pool, generate_series(1, ${learners}) i, generate_series(0, ${DAYS - 1}) d, generate_series(1, ${PER_DAY}) n`);
  step('attempts');
  await db.execute(sql`
      insert into review_log (user_id, question_id, module, day, answer, correct)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, q.id, 'antonym', current_date - d, 'x', true
      from generate_series(1, ${learners}) i, generate_series(0, ${DAYS - 1}) d, generate_series(1, 5) n,
           (select id from questions where module = 'antonym' order by id limit 1) q`);
  // The day totals the answer statements keep as they go (migration 0016 fills them the same way).
  await db.execute(sql`
      insert into daily_activity (user_id, day, answered, correct, reviewed, reviewed_correct)
      select user_id, day, sum(answered), sum(correct), sum(reviewed), sum(reviewed_correct) from (
        select user_id, day, answered, correct, 0 as reviewed, 0 as reviewed_correct from daily_progress
        union all
        select user_id, day, 0, 0, count(*), count(*) filter (where correct) from review_log group by 1, 2
      ) x group by 1, 2`);
  // A settled database, as autovacuum keeps one: statistics and the visibility map current.
  await db.execute(sql`vacuum analyze`);
  const [counts] = await queryRows<{ attempts: number; days: number; reviews: number; dayTotals: number }>(
    db,
    sql`select (select count(*) from attempts)::int as attempts,
        (select count(*) from daily_progress)::int as days, (select count(*) from review_log)::int as reviews,
        (select count(*) from daily_activity)::int as "dayTotals"`,
  );
  step(`history: ${JSON.stringify(counts)}`);

  const env = loadEnv({
    DATA_DIR: '/tmp/sopan-bench-classes',
    LOG_LEVEL: 'silent',
    ADMIN_TOTP: 'optional',
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  const { cookie } = await createSession(db, teacherId);
  const figures: Record<string, number> = {};
  for (const days of [7, 30]) {
    const call = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/classes/${cls!.id}/progress?days=${days}`,
        headers: { cookie: `sopan_session=${cookie}` },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res;
    };
    const first = (await call()).json() as { members: unknown[]; mostMissed: unknown[] };
    if (first.members.length !== MEMBERS) throw new Error(`members: ${first.members.length}`);
    for (let i = 0; i < 5; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    figures[`${days} days`] = median(times);
    step(`progress, ${days} days: p50 ${median(times).toFixed(1)} ms (${SAMPLES} calls)`);
  }
  await app.close();
  console.log(JSON.stringify({ members: MEMBERS, others: OTHERS, days: DAYS, ...counts, p50ms: figures }));
});
