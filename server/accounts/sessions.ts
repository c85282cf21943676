import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from './secrets';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'sopan_session';
export const SESSION_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cookie value is `userId.token`: the user id keeps the lookup on the learner's shard. */
export async function createSession(db: Tx, userId: string): Promise<{ cookie: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
  return { cookie: `${userId}.${token}`, expiresAt };
}

/** Who a session cookie claims to be: checked against the sessions table wherever it is used. */
export interface SessionKey {
  userId: string;
  tokenHash: string;
}

export function parseSessionCookie(value: string | undefined): SessionKey | undefined {
  if (!value) return undefined;
  const dot = value.indexOf('.');
  const userId = value.slice(0, dot);
  const token = value.slice(dot + 1);
  if (dot < 0 || !UUID.test(userId) || token.length < 20 || token.length > 100) return undefined;
  return { userId, tokenHash: sha256(token) };
}

/**
 * Session lookup. With `cacheMs` > 0 the answers are kept in memory for that long: only for the
 * embedded database, where one process is the whole deployment, so `forgetUser` and
 * `forgetCookie` (called wherever sessions end or a user changes) keep the cache exact. On
 * PostgreSQL other instances may end a session, so every call asks the database.
 */
export function sessionLookup(db: Db, cacheMs = 0) {
  const query = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, sql.placeholder('userId')),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
  const cache = new Map<string, { user: UserRow | undefined; until: number }>();
  return {
    async lookup(cookie: string | undefined): Promise<UserRow | undefined> {
      const parsed = parseSessionCookie(cookie);
      if (!parsed || !cookie) return undefined;
      const hit = cache.get(cookie);
      if (hit && hit.until > Date.now()) return hit.user;
      const [row] = await query.execute({ ...parsed, now: new Date() });
      if (cacheMs > 0 && row) {
        if (cache.size > 50_000) cache.clear();
        cache.set(cookie, { user: row.user, until: Date.now() + cacheMs });
      }
      return row?.user;
    },
    forgetCookie(cookie: string | undefined) {
      if (cookie) cache.delete(cookie);
    },
    forgetUser(userId: string) {
      for (const key of cache.keys()) if (key.startsWith(`${userId}.`)) cache.delete(key);
    },
  };
}
export type SessionLookup = ReturnType<typeof sessionLookup>;

export async function endSession(db: Tx, cookie: string | undefined): Promise<void> {
  const parsed = parseSessionCookie(cookie);
  if (!parsed) return;
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, parsed.userId), eq(sessions.tokenHash, parsed.tokenHash)));
}

export async function endAllSessions(db: Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
