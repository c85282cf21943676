/**
 * npm run bench:reminders  (needs DATABASE_URL; a database named sopan_reminders is created and dropped)
 * A day's reminders for 100,000 learners (`-- --learners N` for another count), all due in the
 * same minute — the worst case — each with one device, three days of practice behind them and two
 * answers today. One instance's sender ticks once and posts every reminder through web-push
 * (encryption, VAPID signing, TLS) to a push receiver on loopback. Prints pushes per second and
 * the database time per claim (per claim statement of up to 500 learners, and per learner).
 * Issue 21; figures in docs/decisions/012-reminders.md.
 */
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadEnv } from '../server/env';
import { localDay } from '../server/quiz/day';
import { makePushCertificate } from '../tests/helpers/push-cert';
import { startPushReceiver } from '../tests/helpers/push-receiver';
import { runScratchBench } from './scratch-database';

// NODE_EXTRA_CA_CERTS is read when Node starts: make the certificate, then run again with it.
if (!process.env.PUSH_TEST_CERT) {
  makePushCertificate();
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: process.env,
  });
  process.exit(run.status ?? 1);
}

const flag = process.argv.indexOf('--learners');
const LEARNERS = flag > 0 ? Number(process.argv[flag + 1]) : 100_000;
const TZ = 'Asia/Kolkata';

runScratchBench('sopan_reminders', 'BENCH_KEEP', async ({ database, db, step }) => {
  const receiver = await startPushReceiver({ decrypt: false });
  const device = receiver.device();
  const day = localDay(TZ, new Date());
  const id = (i: string) => sql.raw(`('00000000-0000-4000-8000-' || lpad(to_hex(${i}), 12, '0'))::uuid`);
  await db.execute(sql`insert into users (id, email, password_hash, language)
      select ${id('i')}, 'r' || i || '@bench.local', 'x', case when i % 3 = 0 then 'en' else 'hi' end
      from generate_series(1, ${LEARNERS}) i`);
  await db.execute(sql`insert into daily_activity (user_id, day, answered, correct)
      select ${id('i')}, ${day}::date - d, case when d = 0 then 2 else 10 end, 1
      from generate_series(1, ${LEARNERS}) i, generate_series(0, 3) d`);
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      select ${id('i')}, ${`${receiver.origin}/push/`} || i, ${device.subscription.keys.p256dh},
        ${device.subscription.keys.auth}
      from generate_series(1, ${LEARNERS}) i`);
  await db.execute(sql`insert into reminders (user_id, enabled, minute)
      select ${id('i')}, true, 19 * 60 from generate_series(1, ${LEARNERS}) i`);
  await db.execute(sql`vacuum analyze`);
  step(`${LEARNERS} learners with a reminder at 19:00 and a device each`);

  const env = loadEnv({
    DATABASE_URL: process.env.DATABASE_URL,
    APP_TIMEZONE: TZ,
    PUSH_SERVICES: receiver.origin,
    REMINDERS: 'off',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ env, database, logger: false });
  try {
    const started = performance.now();
    const result = await app.reminders.tick(new Date(`${day}T19:00:00+05:30`));
    const seconds = (performance.now() - started) / 1000;
    const statements = Math.ceil(result.claimed / 500) + 1;
    step(`tick done: ${JSON.stringify({ ...result, claimMs: Math.round(result.claimMs) })}`);
    console.log(
      `\nlearners ${LEARNERS}, pushes ${result.sent} (receiver got ${receiver.count}), failed ${result.failed}`,
    );
    console.log(`whole tick ${seconds.toFixed(1)} s: ${(result.sent / seconds).toFixed(0)} pushes/s`);
    console.log(
      `claims: ${statements} statements, ${(result.claimMs / statements).toFixed(1)} ms each, ` +
        `${((result.claimMs * 1000) / Math.max(1, result.claimed)).toFixed(0)} µs per learner ` +
        `(${((100 * result.claimMs) / 1000 / seconds).toFixed(1)}% of the tick)`,
    );
    const again = await app.reminders.tick(new Date(`${day}T19:01:00+05:30`));
    console.log(`a second tick in the next minute claims ${again.claimed} (at most one a day)`);
  } finally {
    await app.close();
    await receiver.close();
  }
});
