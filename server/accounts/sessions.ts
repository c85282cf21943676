import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../shared/api/auth';
import type { Db, Tx } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from './secrets';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'sopan_session';
/**
 * The session cookie's name: `__Host-` prefixed when the app is served over https, so the browser
 * accepts it only as Secure, for the whole site and from this host alone (ASVS 3.4.4).
 */
export const sessionCookieName = (appUrl: string) =>
  appUrl.startsWith('https://') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
export const SESSION_DAYS = 30;
/** A session unused this long ends (docs/product.md §5); server/db/functions.sql says the same. */
export const SESSION_IDLE_DAYS = 7;
/** An admin's session: 12 hours at most, 30 minutes unused (ASVS 3.3.2 for privileged accounts). */
export const ADMIN_SESSION_HOURS = 12;
export const ADMIN_SESSION_IDLE_MINUTES = 30;
/** The idle clock moves at most this often per session, so a busy learner costs no extra write. */
export const SESSION_TOUCH_MS = 60 * 60_000;
/** How often a session's idle clock moves: hourly, or a sixth of a shorter idle time. */
const touchMs = (idleMinutes: number) => Math.min(SESSION_TOUCH_MS, idleMinutes * 10_000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The cookie value is `userId.token`: the user id keeps the lookup on the learner's shard. An
 * admin's session gets the admin limits, fixed when it starts.
 */
export async function createSession(
  db: Tx,
  userId: string,
  userAgent = '',
  options: { admin?: boolean } = {},
): Promise<{ cookie: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(
    Date.now() + (options.admin ? ADMIN_SESSION_HOURS * 3_600_000 : SESSION_DAYS * 86_400_000),
  );
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    userAgent: userAgent.slice(0, 300),
    idleMinutes: options.admin ? ADMIN_SESSION_IDLE_MINUTES : SESSION_IDLE_DAYS * 1440,
  });
  return { cookie: `${userId}.${token}`, expiresAt };
}

/** Used within its idle time (the column), as of `now`. */
const notIdle = (now: unknown) =>
  sql`${sessions.lastSeenAt} > ${now}::timestamptz - make_interval(mins => ${sessions.idleMinutes})`;

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
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, idleMinutes: sessions.idleMinutes })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, sql.placeholder('userId')),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        notIdle(sql.placeholder('now')),
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
      const now = Date.now();
      const [row] = await query.execute({ ...parsed, now: new Date(now).toISOString() });
      const touch = row && touchMs(row.idleMinutes);
      if (row && touch && row.lastSeenAt.getTime() < now - touch) await touchSession(db, parsed, now, touch);
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

/** Moves the idle clock; the condition keeps parallel calls from writing it twice. */
async function touchSession(db: Tx, key: SessionKey, now: number, touch: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(sessions.userId, key.userId),
        eq(sessions.tokenHash, key.tokenHash),
        lt(sessions.lastSeenAt, new Date(now - touch)),
      ),
    );
}

/** Every session but the one this cookie names (a password change keeps the learner here). */
export async function endOtherSessions(db: Tx, userId: string, keep: SessionKey | undefined): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.tokenHash, keep.tokenHash) : undefined));
}

/** The learner's live sessions, newest use first; `id` is the public id, never the token or its hash. */
export async function listSessions(
  db: Tx,
  userId: string,
  current: SessionKey | undefined,
): Promise<SessionInfo[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date(now)),
        notIdle(new Date(now).toISOString()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    current: !!current && current.userId === userId && r.tokenHash === current.tokenHash,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    userAgent: r.userAgent,
  }));
}

/** Ends one of the learner's own sessions by its public id; false when they have none by that id. */
export async function endSessionById(db: Tx, userId: string, id: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
