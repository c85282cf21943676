/**
 * npm run bench:growth  (needs DATABASE_URL; a database named sopan_growth is created and dropped)
 * Loads 1k, then 100k, then 1M questions into one module (antonym), with 10M attempts by 10k
 * learners, and shows that next-question and submit latency stay flat (goal: within 1.5× of the
 * 1k figure), with the EXPLAIN plans of the queries behind them. Shabd shudhi, served by day
 * rather than by a cursor, gets as many questions (ten words a day) and is measured the same way.
 * The learning loop's reads — the next review card (GET /api/review) and the learner's stats
 * (GET /api/me/stats) — are measured at each size too, through the same services the routes
 * call, with every learner holding review cards, a review log and daily progress.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client';
import { createReview } from '../server/learning/review';
import { createStats } from '../server/learning/stats';
import { readSettings } from '../server/settings/store';
import { median, runScratchBench } from './scratch-database';

const NAME = 'sopan_growth';
const LEARNERS = Number(process.env.GROWTH_LEARNERS ?? 10_000);
const ATTEMPTS = Number(process.env.GROWTH_ATTEMPTS ?? 10_000_000);
const SIZES = (process.env.GROWTH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const SAMPLES = 300;

runScratchBench(NAME, 'GROWTH_KEEP', async ({ database, db, step }) => {
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
  const results: { size: number; antonym: Timing; words: Timing; review: number; stats: number }[] = [];
  const learning = { database, timeZone: 'Asia/Kolkata', readSettings: () => readSettings(db) };
  const review = createReview(learning);
  const stats = createStats(learning);
  const timed = async (call: () => Promise<unknown>, samples = 100) => {
    const ms: number[] = [];
    for (let i = 0; i < samples; i++) {
      const s = performance.now();
      await call();
      ms.push(performance.now() - s);
    }
    return median(ms);
  };
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
      // Every learner (the probe too) holds 30 review cards, 100 reviews and 50 days of progress.
      await db.execute(sql`
          insert into review_cards (user_id, question_id, module, due, stability, difficulty, reps, lapses, state, last_review)
          select ('00000000-0000-4000-8000-' || lpad(to_hex(u), 12, '0'))::uuid, q, 'antonym',
                 now() + ((q - 15) || ' hours')::interval, 1.5, 6.4, 2, 1, 2, now() - interval '1 day'
          from generate_series(1, ${LEARNERS + 1}::int) u, generate_series(1, 30) q`);
      await db.execute(sql`
          insert into review_log (user_id, question_id, module, day, answer, correct)
          select ('00000000-0000-4000-8000-' || lpad(to_hex(u), 12, '0'))::uuid, 1 + k % 30, 'antonym',
                 date '2026-01-01' + (k / 2), 'उत्तर', k % 2 = 0
          from generate_series(1, ${LEARNERS + 1}::int) u, generate_series(0, 99) k`);
      await db.execute(sql`
          insert into daily_progress (user_id, module, day, answered, correct)
          select ('00000000-0000-4000-8000-' || lpad(to_hex(u), 12, '0'))::uuid, 'antonym', date '2026-01-01' + d, 10, 6
          from generate_series(1, ${LEARNERS + 1}::int) u, generate_series(0, 49) d
          on conflict do nothing`);
      step('learner state, review cards, review log and daily progress');
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
    const learner = { id: probe, pro: true };
    const reviewMs = await timed(() => review.fetchNext(learner));
    const statsMs = await timed(() => stats.stats(learner));
    results.push({ size, antonym, words, review: reviewMs, stats: statsMs });
    step(`review next p50 ${reviewMs.toFixed(2)} ms, stats p50 ${statsMs.toFixed(2)} ms`);
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
    'review: the next due card': sql`select rc.question_id from review_cards rc join questions q on q.id = rc.question_id
          where rc.user_id = ${learner} and q.deleted_at is null and rc.due <= now() order by rc.due, rc.question_id limit 1`,
    "stats: the learner's daily progress": sql`select module, day, answered, correct, done from daily_progress where user_id = ${learner}`,
    "stats: the learner's reviews per day": sql`select day, count(*) from review_log where user_id = ${learner} group by day`,
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
    '\n| questions per module | attempts | antonym next question p50 ms | antonym submit p50 ms | shabd shudhi next p50 ms | shabd shudhi submit p50 ms | review next p50 ms | stats p50 ms | vs 1k (antonym fetch / submit, shabd shudhi fetch / submit, review, stats) |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    console.log(
      `| ${r.size.toLocaleString('en')} | ${ATTEMPTS.toLocaleString('en')} | ${r.antonym.fetch.toFixed(2)} | ${r.antonym.submit.toFixed(2)} | ${r.words.fetch.toFixed(2)} | ${r.words.submit.toFixed(2)} | ${r.review.toFixed(2)} | ${r.stats.toFixed(2)} | ${ratio(r.antonym.fetch, first.antonym.fetch)} / ${ratio(r.antonym.submit, first.antonym.submit)}, ${ratio(r.words.fetch, first.words.fetch)} / ${ratio(r.words.submit, first.words.submit)}, ${ratio(r.review, first.review)}, ${ratio(r.stats, first.stats)} |`,
    );
  }
});
