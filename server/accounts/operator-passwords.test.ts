/**
 * Issue 24 items 3 and 12: ADMIN_PASSWORD creates the admin account only, and meets the password
 * rule; a password set by the operators' tools ends the account's sessions and reset links.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../../tests/helpers/app';
import { resetTokens, sessions, users } from '../db/schema';
import { ConfigError, loadEnv } from '../env';
import { ensureAdmin } from './ensure-admin';
import { verifyPassword } from './secrets';
import { createSession } from './sessions';
import { upsertUser } from './users';

const silent = { info() {} } as never;
const env = (password?: string) =>
  loadEnv({
    DATA_DIR: '/tmp',
    ADMIN_EMAIL: 'boss@example.com',
    ...(password ? { ADMIN_PASSWORD: password } : {}),
  });

describeEachDriver('ADMIN_EMAIL and ADMIN_PASSWORD', (t) => {
  it('refuses a guessable password with one line naming the variable, and creates nothing', async () => {
    for (const weak of ['password1234', 'boss@example.com', 'qwertyuiopasdf']) {
      const error = await ensureAdmin(t().database.db, env(weak), silent).catch((e: unknown) => e);
      expect(error, weak).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^ADMIN_PASSWORD: This password is too easy to guess\./);
      expect((error as Error).message).not.toContain(weak);
    }
    expect(await t().database.db.select().from(users)).toEqual([]);
  });

  it('sets the password only when it creates the account: a rotation in the app survives a restart', async () => {
    const db = t().database.db;
    await ensureAdmin(db, env('violet kettle orbit 42'), silent);
    const [created] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(created).toMatchObject({ admin: true });
    expect(await verifyPassword(created!.passwordHash, 'violet kettle orbit 42')).toBe(true);
    // The admin changes the password in the app; the next start must not undo it.
    await upsertUser(db, { email: 'boss@example.com', password: 'a rotated and strong passphrase' });
    await ensureAdmin(db, env('violet kettle orbit 42'), silent);
    const [after] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(await verifyPassword(after!.passwordHash, 'a rotated and strong passphrase')).toBe(true);
    expect(await verifyPassword(after!.passwordHash, 'violet kettle orbit 42')).toBe(false);
  });

  it('gives an existing account admin rights without touching its password; no password needed', async () => {
    const db = t().database.db;
    await upsertUser(db, { email: 'boss@example.com', password: 'the learner own passphrase' });
    await ensureAdmin(db, env(), silent);
    const [user] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(user!.admin).toBe(true);
    expect(await verifyPassword(user!.passwordHash, 'the learner own passphrase')).toBe(true);
  });
});

describeEachDriver('npm run user -- --password', (t) => {
  it('a new password from the operator ends every session and spends every reset link (item 12)', async () => {
    const db = t().database.db;
    const { user } = await upsertUser(db, {
      email: 'kiran@example.com',
      password: 'the old long passphrase',
    });
    await createSession(db, user.id);
    await createSession(db, user.id);
    await db
      .insert(resetTokens)
      .values({ userId: user.id, tokenHash: 'x', expiresAt: new Date(Date.now() + 3600_000) });
    // Rights alone change nothing else.
    await upsertUser(db, { email: 'kiran@example.com', pro: true });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);
    await upsertUser(db, { email: 'kiran@example.com', password: 'a brand new passphrase' });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const [link] = await db.select().from(resetTokens).where(eq(resetTokens.userId, user.id));
    expect(link!.usedAt).not.toBeNull();
  });
});
