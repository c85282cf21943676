/**
 * npm run bench:growth  (needs DATABASE_URL; a database named sopan_growth is created and dropped)
 * Loads 1k, then 100k, then 1M questions into one module (antonym), with 10M attempts by 10k
 * learners, and shows that next-question and submit latency stay flat (goal: within 1.5× of the
 * 1k figure), with the EXPLAIN plans of the queries behind them. Shabd shudhi, served by day
 * rather than by a cursor, gets as many questions (ten words a day) and is measured the same way.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openPostgres, queryRows } from '../server/db/client';

const base = process.env.DATABASE_URL;
if (!base) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}
const NAME = 'sopan_growth';
const LEARNERS = Number(process.env.GROWTH_LEARNERS ?? 10_000);
const ATTEMPTS = Number(process.env.GROWTH_ATTEMPTS ?? 10_000_000);
const SIZES = (process.env.GROWTH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const SAMPLES = 300;

async function admin(q: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(q).finally(() => c.end());
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const url = new URL(base!);
  url.pathname = `/${NAME}`;
  const database = openPostgres(url.toString(), 4);
  const db = database.db;
  const t0 = Date.now();
  const step = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${m}`);
  try {
    await migrateDatabase(database);
    await db.execute(sql`
      insert into users (id, email, password_hash, pro)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'g' || i || '@example.com', 'x', true
      from generate_series(1, ${LEARNERS + 1}::int) i`);
    const probe = `00000000-0000-4000-8000-${(LEARNERS + 1).toString(16).padStart(12, '0')}`;
    await db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at) values (${probe}, 'growth', now() + interval '1 day')`,
    );
    let loaded = 0;
    type Timing = { fetch: number; submit: number };
    const results: { size: number; antonym: Timing; words: Timing }[] = [];
    // The probe learner practises as a pro learner: fetch then submit, SAMPLES times.
    const practise = async (module: string, hasDay: boolean): Promise<Timing> => {
      const fetches: number[] = [];
      const submits: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        let s = performance.now();
        const [f] = await queryRows<{ r: { question: { _id: string } } }>(
          db,
          sql`select sopan_fetch(${probe}, 'growth', ${module}, '2026-11-22', null::int, 65, ${hasDay}) as r`,
        );
        fetches.push(performance.now() - s);
        // The server judges with its cached copy of the question; only the submit statement is timed.
        const id = Number(f!.r.question._id);
        const [q] = await queryRows<{ version: string }>(
          db,
          sql`select sopan_question_version(updated_at)::text as version from questions where id = ${id}`,
        );
        s = performance.now();
        await db.execute(
          sql`select sopan_submit(${probe}, 'growth', ${module}, '2026-11-22', null::int, ${id}::bigint, ${q!.version}::bigint, 'उत्तर', true)`,
        );
        submits.push(performance.now() - s);
      }
      return { fetch: median(fetches), submit: median(submits) };
    };
    for (const size of SIZES) {
      await db.execute(sql`
        insert into questions (module, prompt, answer, dedupe_key)
        select 'antonym', jsonb_build_object('word', 'शब्द' || i), jsonb_build_object('antonyms', jsonb_build_array('विलोम' || i)), 'शब्द' || i
        from generate_series(${loaded + 1}::int, ${size}::int) i`);
      await db.execute(sql`
        insert into questions (module, prompt, answer, day, dedupe_key)
        select 'shabdShudhi', jsonb_build_object('question', 'अशुद्ध' || i), jsonb_build_object('answers', jsonb_build_array('शुद्ध' || i)), 1 + (i - 1) / 10, 'अशुद्ध' || i
        from generate_series(${loaded + 1}::int, ${size}::int) i`);
      loaded = size;
      step(`${size.toLocaleString('en')} questions in each module`);
      if (results.length === 0) {
        // 10M answered attempts (and the learners' per-question state) over the first 1,000 questions.
        const perLearner = Math.ceil(ATTEMPTS / LEARNERS);
        await db.execute(sql`
          insert into attempts (user_id, module, question_id, served_day, deadline, answered_at, answered_day, answer, correct)
          select ('00000000-0000-4000-8000-' || lpad(to_hex(u), 12, '0'))::uuid, 'antonym', 1 + (k % 1000),
                 date '2026-01-01' + (k / 20), now(), now(), date '2026-01-01' + (k / 20), 'उत्तर', k % 3 = 0
          from generate_series(1, ${LEARNERS}::int) u, generate_series(0, ${perLearner - 1}::int) k`);
        step(`${ATTEMPTS.toLocaleString('en')} attempts`);
        await db.execute(sql`
          insert into learner_questions (user_id, question_id, module, last_seen_at, last_correct)
          select ('00000000-0000-4000-8000-' || lpad(to_hex(u), 12, '0'))::uuid, q, 'antonym', now() - (q || ' minutes')::interval, q % 3 = 0
          from generate_series(1, ${LEARNERS}::int) u, generate_series(1, ${Math.min(perLearner, 1000)}::int) q`);
        await db.execute(sql`
          insert into learner_modules (user_id, module, cursor, days_practised, last_day)
          select ('00000000-0000-4000-8000-' || lpad(to_hex(u), 12, '0'))::uuid, 'antonym', 1000, 50, date '2026-01-01'
          from generate_series(1, ${LEARNERS}::int) u`);
        step('learner state');
      }
      await db.execute(sql`analyze`);
      const antonym = await practise('antonym', false);
      // Each size starts the probe afresh in shabd shudhi, so only the bank's size changes.
      for (const table of ['attempts', 'learner_questions', 'learner_modules', 'daily_progress']) {
        await db.execute(
          sql`delete from ${sql.identifier(table)} where user_id = ${probe} and module = 'shabdShudhi'`,
        );
      }
      const words = await practise('shabdShudhi', true);
      results.push({ size, antonym, words });
      step(
        `measured at ${size.toLocaleString('en')} questions: antonym fetch p50 ${antonym.fetch.toFixed(2)} ms, submit p50 ${antonym.submit.toFixed(2)} ms; shabd shudhi fetch p50 ${words.fetch.toFixed(2)} ms, submit p50 ${words.submit.toFixed(2)} ms`,
      );
    }

    const learner = '00000000-0000-4000-8000-000000000001';
    const plans = {
      'next unseen question (authoring-order cursor)': sql`select id from questions where module = 'antonym' and deleted_at is null
          and (module, id) > ('antonym', 1000) order by module, id limit 1`,
      'shabd shudhi: the first unseen word of a day range': sql`select q.id from questions q where q.module = 'shabdShudhi' and q.deleted_at is null
          and q.day between 2 and 2147483647
          and not exists (select 1 from learner_questions lq where lq.user_id = ${probe} and lq.question_id = q.id)
          order by q.module, q.day, q.id limit 1`,
      'repeat: a wrongly answered question, least recent first': sql`select lq.question_id from learner_questions lq join questions q on q.id = lq.question_id and q.deleted_at is null
          where lq.user_id = ${learner} and lq.module = 'antonym' and lq.last_correct = false order by lq.last_seen_at limit 1`,
      'repeat: the least recently seen question': sql`select lq.question_id from learner_questions lq join questions q on q.id = lq.question_id and q.deleted_at is null
          where lq.user_id = ${learner} and lq.module = 'antonym' order by lq.last_seen_at limit 1`,
      'pending question': sql`select id from attempts where user_id = ${learner} and module = 'antonym' and answered_at is null`,
      'submit: the served attempt': sql`select id, deadline from attempts
          where user_id = ${learner} and module = 'antonym' and answered_at is null and question_id = 500`,
      'submit: the verdict of an attempt answered before': sql`select correct from attempts
          where user_id = ${learner} and question_id = 500 and module = 'antonym' order by id desc limit 1`,
    };
    for (const [label, query] of Object.entries(plans)) {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, costs off, timing on) ${query}`,
      );
      console.log(`\n-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    const first = results[0]!;
    const ratio = (now: number, then: number) => `${(now / then).toFixed(2)}×`;
    console.log(
      '\n| questions per module | attempts | antonym next question p50 ms | antonym submit p50 ms | shabd shudhi next p50 ms | shabd shudhi submit p50 ms | vs 1k (antonym fetch / submit, shabd shudhi fetch / submit) |\n|---|---|---|---|---|---|---|',
    );
    for (const r of results) {
      console.log(
        `| ${r.size.toLocaleString('en')} | ${ATTEMPTS.toLocaleString('en')} | ${r.antonym.fetch.toFixed(2)} | ${r.antonym.submit.toFixed(2)} | ${r.words.fetch.toFixed(2)} | ${r.words.submit.toFixed(2)} | ${ratio(r.antonym.fetch, first.antonym.fetch)} / ${ratio(r.antonym.submit, first.antonym.submit)}, ${ratio(r.words.fetch, first.words.fetch)} / ${ratio(r.words.submit, first.words.submit)} |`,
      );
    }
  } finally {
    await database.close();
    if (!process.env.GROWTH_KEEP) await admin(`drop database if exists ${NAME} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
