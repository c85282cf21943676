import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './db/client';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit in a fixed window shared by every server instance (the counters live in the
 * database) and says whether the caller is still within the limit.
 */
export async function hit(
  db: Tx,
  limit: Limit,
  key: string,
): Promise<{ allowed: boolean; retryAfter: number; hits: number; windowStart: Date }> {
  const windowMs = limit.windowSeconds * 1000;
  const start = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`
    insert into rate_hits (bucket, key, window_start, hits) values (${limit.bucket}, ${key}, ${start.toISOString()}, 1)
    on conflict (bucket, key, window_start) do update set hits = rate_hits.hits + 1
    returning hits`,
  );
  const hits = Number(row?.hits ?? 0);
  const retryAfter = Math.ceil((start.getTime() + windowMs - Date.now()) / 1000);
  return { allowed: hits <= limit.max, retryAfter, hits, windowStart: start };
}

/**
 * Takes back a hit counted by `hit` (in the window it was counted in): the limits on wrong
 * passwords count every try up front, so parallel guesses cannot slip past, and give a right
 * one back, so a successful login never counts as a failure.
 */
export async function refund(db: Tx, limit: Limit, key: string, windowStart: Date): Promise<void> {
  await db.execute(
    sql`update rate_hits set hits = greatest(hits - 1, 0)
        where bucket = ${limit.bucket} and key = ${key} and window_start = ${windowStart.toISOString()}`,
  );
}

/** Old windows are of no use; removed now and then so the table stays small. */
export async function pruneRateHits(db: Tx): Promise<void> {
  await db.execute(sql`delete from rate_hits where window_start < now() - interval '1 day'`);
}

export const limits = {
  /** Wrong passwords per (account, IP) pair: the owner elsewhere is never locked out by them. */
  loginPerAccountIp: { bucket: 'login:account-ip', max: 10, windowSeconds: 900 },
  loginPerIp: { bucket: 'login:ip', max: 600, windowSeconds: 3600 },
  /** Wrong passwords per account from devices that never logged into it (ASVS 2.2.1). */
  loginPerAccount: { bucket: 'login:account', max: 100, windowSeconds: 3600 },
  codePerEmail: { bucket: 'code:email', max: 5, windowSeconds: 3600 },
  codePerIp: { bucket: 'code:ip', max: 400, windowSeconds: 3600 },
  verifyPerIp: { bucket: 'verify:ip', max: 600, windowSeconds: 3600 },
  resetPerEmail: { bucket: 'reset:email', max: 3, windowSeconds: 3600 },
  resetPerIp: { bucket: 'reset:ip', max: 200, windowSeconds: 3600 },
  signupPerIp: { bucket: 'signup:ip', max: 400, windowSeconds: 3600 },
  /** Wrong passwords typed to confirm a change (password, erasure, admin grants), per account. */
  reauthPerUser: { bucket: 'reauth:user', max: 10, windowSeconds: 900 },
  /** Password changes that got past the current password, per account (none given back). */
  passwordChangePerUser: { bucket: 'password-change:user', max: 5, windowSeconds: 3600 },
  /** Wrong TOTP codes per account, over all its pending logins and the setup calls. */
  totpPerUser: { bucket: 'totp:user', max: 10, windowSeconds: 900 },
  totpPerIp: { bucket: 'totp:ip', max: 200, windowSeconds: 3600 },
} satisfies Record<string, Limit>;
