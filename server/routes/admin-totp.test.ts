/**
 * Issue 24 item 5 (docs/product.md §5, second pass): admins must use two-step login before any
 * admin call answers; turning it on or off ends the account's other sessions; an admin's session
 * lasts 12 hours and ends after 30 minutes unused.
 */
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, expect, it, vi } from 'vitest';
import { authTexts } from '../../shared/api/auth';
import { modules } from '../../shared/modules';
import { agent, describeEachDriver, loggedInUser, rawCall } from '../../tests/helpers/app';
import { createSession } from '../accounts/sessions';
import { sessions } from '../db/schema';

const PASSWORD = 'correct horse battery';

afterEach(() => {
  vi.useRealTimers();
});

describeEachDriver(
  'two-step login required for admins',
  (t) => {
    it('answers no admin call until the admin turns it on; then ends the password-only sessions', async () => {
      const { user, client: older } = await loggedInUser(t(), { admin: true, password: PASSWORD });
      const learner = await loggedInUser(t(), { password: PASSWORD });
      expect(await older.get('/api/admin/users')).toMatchObject({
        status: 403,
        body: { totpSetupRequired: true, message: authTexts.totpSetupRequired },
      });
      // Learners are unaffected, and see no such flag.
      expect((await learner.client.get('/api/auth/me')).body.totpSetupRequired).toBeUndefined();
      expect((await learner.client.get('/api/admin/users')).body.message).toBe(authTexts.notAdmin);

      const client = agent(t().app);
      const login = await client.post<{ user: Record<string, unknown> }>('/api/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ admin: true, totpSetupRequired: true });
      expect((await client.get('/api/bootstrap')).body.user).toMatchObject({ totpSetupRequired: true });
      expect((await client.get('/api/admin/settings')).status).toBe(403);

      const setup = await client.post<{ secret: string }>('/api/auth/totp/setup');
      expect(setup.status).toBe(200);
      const on = await client.post('/api/auth/totp/enable', {
        code: await generate({ secret: setup.body.secret }),
      });
      expect(on.status).toBe(200);
      expect((await client.get('/api/admin/users')).status).toBe(200);
      expect((await client.get('/api/auth/me')).body.totpSetupRequired).toBeUndefined();
      // The session logged in with the password alone has ended; the learner's has not.
      expect((await older.get('/api/auth/me')).status).toBe(401);
      expect((await learner.client.get('/api/auth/me')).status).toBe(200);

      // Turning it off ends the others too, and the admin pages close again.
      const second = agent(
        t().app,
        (await createSession(t().database.db, user.id, '', { admin: true })).cookie,
      );
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
      const off = await client.post('/api/auth/totp/disable', {
        code: await generate({ secret: setup.body.secret }),
      });
      expect(off.status).toBe(200);
      expect((await second.get('/api/auth/me')).status).toBe(401);
      expect((await client.get('/api/admin/users')).body).toMatchObject({ totpSetupRequired: true });
    });

    it('gives an admin a 12-hour session that ends after 30 minutes unused, also for quiz calls', async () => {
      const { user } = await loggedInUser(t(), { admin: true, password: PASSWORD });
      const learner = await loggedInUser(t(), { password: PASSWORD });
      const client = agent(t().app);
      await client.post('/api/login', { email: user.email, password: PASSWORD });
      const [row] = await t().database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.idleMinutes).toBe(30);
      expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000).toBeCloseTo(12, 1);
      const quiz = `/api${modules[0]!.api.fetch}`;
      // The module has no questions here: a 404 says the session passed, a 401 that it did not.
      expect((await client.get(quiz)).status).toBe(404);

      // 31 minutes unused: the session is over, in the server's lookup and in the quiz's SQL.
      await t().database.db.execute(
        sql`update sessions set last_seen_at = now() - interval '31 minutes' where user_id in (${user.id}, ${learner.user.id})`,
      );
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
      expect((await client.get(quiz)).status).toBe(401);
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect((await learner.client.get('/api/auth/me')).status).toBe(200);
      expect((await learner.client.get(quiz)).status).toBe(404);
    });

    it('ends the sessions of a learner made admin, so their next login is an admin session', async () => {
      const admin = await loggedInUser(t(), { admin: true, password: PASSWORD });
      const target = await loggedInUser(t(), { password: PASSWORD });
      await t().database.db.execute(sql`update users set totp_enabled = true where id = ${admin.user.id}`);
      const grant = await rawCall(t(), {
        method: 'PATCH',
        url: `/api/admin/users/${target.user.id}`,
        body: { admin: true, currentPassword: PASSWORD },
        cookies: { sopan_session: admin.client.cookie! },
      });
      expect(grant.status).toBe(200);
      expect((await target.client.get('/api/auth/me')).status).toBe(401);
    });
  },
  () => ({ ADMIN_TOTP: 'required' }),
);
