import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../db/client';

/** How long a used or expired record is kept before it goes (rate windows are at most a day). */
const KEEP = "interval '1 day'";

/**
 * Deletes what has expired (docs/product.md §5): sessions past their end or idle too long, pending
 * two-step logins, sign-up codes, reset links
 * used or expired, and rate-limit windows long over. Answers how many rows of each went.
 */
export async function pruneExpired(db: Db): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const statements = {
    sessions: sql`delete from sessions
      where expires_at < now() or last_seen_at < now() - make_interval(mins => idle_minutes) returning 1`,
    knownDevices: sql`delete from known_devices where last_used_at < now() - interval '1 year' returning 1`,
    loginChallenges: sql`delete from login_challenges where expires_at < now() returning 1`,
    emailCodes: sql`delete from email_codes where expires_at < now() - ${sql.raw(KEEP)} returning 1`,
    resetTokens: sql`delete from reset_tokens where expires_at < now() or used_at is not null returning 1`,
    rateHits: sql`delete from rate_hits where window_start < now() - ${sql.raw(KEEP)} returning 1`,
    securityEvents: sql`delete from security_events where created_at < now() - interval '180 days' returning 1`,
  };
  for (const [name, statement] of Object.entries(statements))
    removed[name] = (await queryRows<unknown>(db, statement)).length;
  return removed;
}

/** Prunes once soon after start and then every `everyMs`; stops when the app closes. */
export function schedulePruning(app: FastifyInstance, db: Db, everyMs = 60 * 60 * 1000): void {
  const run = () =>
    pruneExpired(db).then(
      (removed) => app.log.info({ removed }, 'expired records pruned'),
      (err: unknown) => app.log.warn({ err }, 'pruning failed; it runs again later'),
    );
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(first);
    clearInterval(every);
    done();
  });
}
