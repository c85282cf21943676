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

function parseCookie(value: string | undefined): { userId: string; tokenHash: string } | undefined {
  if (!value) return undefined;
  const dot = value.indexOf('.');
  const userId = value.slice(0, dot);
  const token = value.slice(dot + 1);
  if (dot < 0 || !UUID.test(userId) || token.length < 20 || token.length > 100) return undefined;
  return { userId, tokenHash: sha256(token) };
}

export function sessionLookup(db: Db) {
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
  return async (cookie: string | undefined): Promise<UserRow | undefined> => {
    const parsed = parseCookie(cookie);
    if (!parsed) return undefined;
    const [row] = await query.execute({ ...parsed, now: new Date() });
    return row?.user;
  };
}

export async function endSession(db: Tx, cookie: string | undefined): Promise<void> {
  const parsed = parseCookie(cookie);
  if (!parsed) return;
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, parsed.userId), eq(sessions.tokenHash, parsed.tokenHash)));
}

export async function endAllSessions(db: Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
