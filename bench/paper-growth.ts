/**
 * npm run bench:papers  (needs DATABASE_URL; a database named sopan_paper_growth is created and dropped)
 * One paper of 40 questions sat 1k, then 100k, then 1M times (first attempts, ended and scored,
 * the score table kept as the server keeps it). At each size: the median time to save an answer
 * (one statement), to read a submitted attempt's result (with rank, percentile, top and
 * average) and to submit a running attempt (score, rank table, review ratings), through the
 * same service the routes call. Goal: each within 1.5× of its 1k figure (docs/product.md §11).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client';
import { createPaperAdmin } from '../server/papers/admin';
import { createSitting } from '../server/papers/sitting';
import { seedStarterBank } from '../server/quiz/content';
import { median, runScratchBench } from './scratch-database';

const NAME = 'sopan_paper_growth';
const SIZES = (process.env.PAPER_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const SAMPLES = 200;
const QUESTIONS = 40;

const uuid = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

async function timed(n: number, f: (i: number) => Promise<unknown>, warmUp = 0): Promise<number> {
  for (let i = 0; i < warmUp; i++) await f(i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f(i);
    times.push(performance.now() - t);
  }
  return median(times);
}

runScratchBench(NAME, undefined, async ({ db, step }) => {
  await seedStarterBank(db);
  const paper = await createPaperAdmin(db).create(
    {
      title: 'growth',
      exam: 'bench',
      durationMinutes: 60,
      marksCorrect: 1,
      marksWrong: 0.25,
      sections: [{ title: 'mcq', module: 'mcq', count: QUESTIONS }],
    },
    null,
  );
  const paperId = Number(paper._id);
  await db.execute(sql`update papers set published_at = now() where id = ${paperId}`);
  const sitting = createSitting(db);
  const maxSize = Math.max(...SIZES);
  const probes = SAMPLES * 2;
  await db.execute(sql`
      insert into users (id, email, password_hash)
      select ${sql.raw(`('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`)}, 'p' || i || '@example.com', 'x'
      from generate_series(1, ${maxSize + probes}::int) i`);
  step(`${maxSize + probes} learners`);
  const results: { size: number; save: number; result: number; submit: number }[] = [];
  let loaded = 0;
  for (const size of SIZES) {
    // Ended first attempts with random answers; the score table as finalize keeps it.
    await db.execute(sql`
        insert into paper_attempts (paper_id, user_id, first, started_at, deadline, submitted_at, answers, score, correct, wrong, unanswered)
        select ${paperId}, ${sql.raw(`('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`)}, true,
               now() - interval '2 hours', now() - interval '1 hour', now() - interval '1 hour',
               (select jsonb_object_agg(q.question_id::text, jsonb_build_object('choice', (random() * 3)::int, 'marked', false))
                  from paper_questions q where q.paper_id = ${paperId} and i > 0),
               s, 0, 0, 0
        from generate_series(${loaded + 1}::int, ${size}::int) i,
             lateral (select round((random() * 50 - 10)::numeric * 4) / 4 as s) r`);
    await db.execute(sql`delete from paper_scores where paper_id = ${paperId}`);
    await db.execute(sql`
        insert into paper_scores (paper_id, score, attempts)
        select paper_id, score, count(*) from paper_attempts
        where paper_id = ${paperId} and first and submitted_at is not null group by paper_id, score`);
    await db.execute(sql`analyze`);
    loaded = size;
    step(`${size} attempts`);

    // Probe learners: each starts a running attempt (the same path as POST /papers/{id}/start).
    const probe = Array.from({ length: SAMPLES }, (_, i) => uuid(maxSize + 1 + ((i + size) % probes)));
    await db.execute(
      sql`delete from paper_attempts where paper_id = ${paperId} and user_id in (${sql.join(
        probe.map((p) => sql`${p}::uuid`),
        sql`, `,
      )})`,
    );
    const started: Awaited<ReturnType<typeof sitting.start>>[] = [];
    for (const id of probe) started.push(await sitting.start({ id }, paperId, new Date()));
    const qs = paper.questions.map((q) => q._id);
    const save = await timed(SAMPLES, (i) =>
      sitting.save({ id: probe[i]! }, started[i]!._id, qs[i % QUESTIONS]!, { choice: i % 4 }, new Date()),
    );
    const submit = await timed(SAMPLES, (i) =>
      sitting.submit({ id: probe[i]! }, started[i]!._id, new Date()),
    );
    const [some] = await queryRows<{ id: string; user_id: string }>(
      db,
      sql`select id, user_id from paper_attempts where paper_id = ${paperId} and user_id = ${uuid(1)}`,
    );
    const result = await timed(SAMPLES, () => sitting.view({ id: some!.user_id }, some!.id, new Date()), 20);
    results.push({ size, save, result, submit });
    // The probes' attempts leave the table as it was: the next size starts from the same field.
    await db.execute(sql`delete from paper_scores where paper_id = ${paperId}`);
    await db.execute(
      sql`delete from paper_attempts where paper_id = ${paperId} and user_id in (${sql.join(
        probe.map((p) => sql`${p}::uuid`),
        sql`, `,
      )})`,
    );
    await db.execute(sql`
        insert into paper_scores (paper_id, score, attempts)
        select paper_id, score, count(*) from paper_attempts
        where paper_id = ${paperId} and first and submitted_at is not null group by paper_id, score`);
  }
  const first = results[0]!;
  console.log('\nattempts   save ms   result ms   submit ms   (ratio to the first size)');
  for (const r of results)
    console.log(
      `${String(r.size).padStart(8)}   ${r.save.toFixed(2).padStart(7)}   ${r.result.toFixed(2).padStart(9)}   ${r.submit
        .toFixed(2)
        .padStart(9)}   (${(r.save / first.save).toFixed(2)}× ${(r.result / first.result).toFixed(2)}× ${(
        r.submit / first.submit
      ).toFixed(2)}×)`,
    );
});
