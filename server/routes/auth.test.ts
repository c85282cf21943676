import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authTexts } from '../../shared/api/auth';
import { PHONE_MESSAGE } from '../../shared/phone';
import { APP_URL, agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { type SmtpSink, startSmtpSink } from '../../tests/helpers/smtp-sink';
import { createSession } from '../accounts/sessions';
import { upsertUser } from '../accounts/users';
import { migrationsFolder } from '../db/client';
import { emailCodes, resetTokens, sessions, users } from '../db/schema';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const details = { password: 'a good password', firstName: 'सीमा', lastName: 'Verma', phone: '9876543210' };
let n = 0;
const freshEmail = () => `Newcomer${++n}.${Date.now()}@Example.com`;

async function countUsers(t: TestApp) {
  return (await t.database.db.select().from(users)).length;
}

/** A client whose e-mail has a verified code: one step before the sign-up call. */
async function verified(t: TestApp, email: string) {
  const c = agent(t.app);
  expect((await c.post('/api/send-otp-email', { email })).body).toEqual({ message: authTexts.otpSent });
  const otp = await sink.codeFor(email.toLowerCase());
  expect(await c.post('/api/verify-otp-email', { email, otp })).toMatchObject({
    status: 200,
    body: { message: 'OTP verified' },
  });
  return c;
}

/** Signs up as a client from before the confirmation was sent: without confirmPassword. */
async function signUp(t: TestApp, email: string) {
  const c = await verified(t, email);
  const res = await c.post('/api/signUp', { email, ...details });
  return { c, res };
}

describeEachDriver(
  'accounts',
  (t) => {
    it('signs up with the e-mailed code (in Hindi when no language is sent) and is logged in', async () => {
      const email = freshEmail();
      const { c, res } = await signUp(t(), email);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        message: 'Signup successful!',
        user: { email: email.toLowerCase(), firstName: 'सीमा', pro: false, admin: false },
      });
      const mail = sink.mailsTo(email).at(-1)!;
      expect(mail.subject).toBe('आपका सोपान पंजीकरण कोड');
      expect(mail.text).toContain('आपका सोपान पंजीकरण कोड');
      expect(mail.text).not.toMatch(/[A-Za-z]{3}/);
      expect(mail.html).toContain('यह 10 मिनट तक मान्य है');
      expect(mail.html).toContain('<html lang="hi">');
      // No language was chosen: the account has none, and the device's decides (docs/product.md §8).
      expect((await c.get('/api/auth/me')).body).toMatchObject({
        email: email.toLowerCase(),
        phone: '+919876543210',
        language: null,
      });
      expect((await c.get('/api/auth/check')).body).toMatchObject({
        isAuthenticated: true,
        user: { email: email.toLowerCase() },
      });
      const [row] = await t().database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
      expect(row!.passwordHash).toMatch(/^\$argon2/);
      expect(await t().database.db.select().from(emailCodes)).toHaveLength(0);
    });

    it('refuses signup without a verified code, and an e-mail that is taken', async () => {
      const c = agent(t().app);
      const email = freshEmail();
      expect(await c.post('/api/signUp', { email, ...details })).toMatchObject({
        status: 400,
        body: { message: authTexts.verifyFirst },
      });
      await c.post('/api/send-otp-email', { email });
      expect(await c.post('/api/signUp', { email, ...details })).toMatchObject({
        status: 400,
        body: { message: authTexts.verifyFirst },
      });
      expect(await countUsers(t())).toBe(0);
      await signUp(t(), freshEmail().replace(/^/, 'x'));
      const taken = (await t().database.db.select().from(users))[0]!.email;
      expect(await c.post('/api/send-otp-email', { email: taken })).toMatchObject({
        status: 409,
        body: { message: authTexts.emailTaken },
      });
      expect(await countUsers(t())).toBe(1);
    });

    it('refuses a sign-up whose confirmation differs, creating no account; a matching one signs up', async () => {
      const email = freshEmail();
      const c = await verified(t(), email);
      expect(
        await c.post('/api/signUp', { email, ...details, confirmPassword: 'a good passw0rd' }),
      ).toMatchObject({ status: 400, body: { error: 'Bad Request', message: 'Passwords do not match' } });
      expect(await c.post('/api/signUp', { email, ...details, confirmPassword: '' })).toMatchObject({
        status: 400,
        body: { message: 'Please confirm your password.' },
      });
      expect(await countUsers(t())).toBe(0);
      expect(c.cookie).toBeUndefined();
      expect(
        await c.post('/api/signUp', { email, ...details, confirmPassword: details.password }),
      ).toMatchObject({ status: 201, body: { user: { email: email.toLowerCase() } } });
      expect(await countUsers(t())).toBe(1);
    });

    it('binds a code to the client that asked for it: a stranger can neither try it nor finish the sign-up (issue 24 items 11, 13)', async () => {
      const learner = agent(t().app);
      const stranger = agent(t().app);
      const email = freshEmail().toLowerCase();
      await learner.post('/api/send-otp-email', { email });
      const otp = await sink.codeFor(email);
      // A stranger's guesses are refused before they count: the learner's five tries stay.
      for (let i = 0; i < 6; i++)
        expect(await stranger.post('/api/verify-otp-email', { email, otp: '000000' })).toMatchObject({
          status: 400,
          body: { message: authTexts.noCode },
        });
      const [row] = await t().database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
      expect(row!.attempts).toBe(0);
      expect((await learner.post('/api/verify-otp-email', { email, otp })).status).toBe(200);
      // The verified address is the learner's client's to use: the stranger cannot sign up with it.
      expect(await stranger.post('/api/signUp', { email, ...details })).toMatchObject({
        status: 400,
        body: { message: authTexts.verifyFirst },
      });
      expect(await countUsers(t())).toBe(0);
      expect((await learner.post('/api/signUp', { email, ...details })).status).toBe(201);
    });

    it('per-e-mail quotas count per requester: a stranger’s reset requests do not use up the learner’s (item 13)', async () => {
      const { user } = await loggedInUser(t(), { email: freshEmail().toLowerCase() });
      const ask = (ip: string) =>
        t().app.inject({
          method: 'POST',
          url: '/api/forgot-password/send-link',
          payload: { email: user.email },
          remoteAddress: ip,
          headers: { 'sec-fetch-site': 'same-origin' },
        });
      // The stranger gets three links sent an hour (the quota), the same answer after that…
      for (let i = 0; i < 5; i++) expect((await ask('10.6.6.6')).statusCode).toBe(200);
      await expect.poll(() => sink.mailsTo(user.email).length).toBe(3);
      // …and the learner, from their own address, still gets theirs.
      expect((await ask('10.1.1.1')).statusCode).toBe(200);
      await expect.poll(() => sink.mailsTo(user.email).length).toBe(4);
    });

    it('counts wrong codes: five tries, then 429; an expired code and an early resend are refused', async () => {
      const c = agent(t().app);
      const email = freshEmail().toLowerCase();
      await c.post('/api/send-otp-email', { email });
      const otp = await sink.codeFor(email);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let left = 4; left >= 0; left--) {
        expect(await c.post('/api/verify-otp-email', { email, otp: wrong })).toMatchObject({
          status: 400,
          body: { message: authTexts.wrongCode(left) },
        });
      }
      const sixth = await c.post('/api/verify-otp-email', { email, otp });
      expect(sixth).toMatchObject({
        status: 429,
        body: { error: 'Too Many Requests', message: authTexts.tooManyTries },
      });
      const resend = await c.post('/api/send-otp-email', { email });
      expect(resend.status).toBe(429);
      expect(resend.body.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);

      await t()
        .database.db.update(emailCodes)
        .set({ sentAt: new Date(Date.now() - 11 * 60_000), expiresAt: new Date(Date.now() - 60_000) });
      expect((await c.post('/api/send-otp-email', { email })).status).toBe(200);
      const fresh = await sink.codeFor(email);
      await t()
        .database.db.update(emailCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await c.post('/api/verify-otp-email', { email, otp: fresh })).toMatchObject({
        status: 400,
        body: { message: authTexts.codeExpired },
      });
      expect(
        await c.post('/api/verify-otp-email', { email: 'never@example.com', otp: '123456' }),
      ).toMatchObject({ status: 400, body: { message: authTexts.noCode } });
      expect(await c.post('/api/verify-otp-email', { email, otp: '12ab' })).toMatchObject({
        status: 400,
        body: { message: 'The code is 6 digits.' },
      });
      expect(await countUsers(t())).toBe(0);
    });

    it('logs in and out; wrong passwords and blank fields are refused', async () => {
      const { user } = await loggedInUser(t(), { email: 'ravi@example.com', password: 'secret password' });
      const c = agent(t().app);
      expect(await c.post('/api/login', { email: '', password: '' })).toMatchObject({
        status: 400,
        body: { message: 'Both fields are required' },
      });
      expect(await c.post('/api/login', { email: 'ravi@example.com', password: 'nope nope' })).toMatchObject({
        status: 401,
        body: { message: authTexts.loginFailed },
      });
      expect(
        await c.post('/api/login', { email: 'nobody@example.com', password: 'nope nope' }),
      ).toMatchObject({ status: 401, body: { message: authTexts.loginFailed } });
      expect(c.cookie).toBeUndefined();
      const ok = await c.post('/api/login', { email: 'RAVI@example.com', password: 'secret password' });
      expect(ok).toMatchObject({
        status: 200,
        body: { message: 'Login successful!', user: { _id: user.id } },
      });
      const session = ([] as string[])
        .concat(ok.headers['set-cookie'] as string | string[])
        .find((c) => c.startsWith('sopan_session='));
      expect(session).toMatch(/HttpOnly/);
      expect(session).toMatch(/SameSite=Lax/);
      expect((await c.get('/api/auth/me')).status).toBe(200);
      await c.post('/api/logout');
      expect(await c.get('/api/auth/me')).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    });

    it('rate-limits logins per account with 429', async () => {
      await loggedInUser(t(), { email: 'target@example.com', password: 'secret password' });
      const c = agent(t().app);
      for (let i = 0; i < 10; i++)
        expect(
          (await c.post('/api/login', { email: 'target@example.com', password: 'wrong guess' })).status,
        ).toBe(401);
      const limited = await c.post('/api/login', {
        email: 'target@example.com',
        password: 'secret password',
      });
      expect(limited).toMatchObject({ status: 429, body: { message: authTexts.tooManyRequests } });
      expect(limited.headers['retry-after']).toBeDefined();
      expect(c.cookie).toBeUndefined();
    });

    it('mails the sign-up code in the language sent with the call, and the account keeps the language signed up with', async () => {
      const email = freshEmail();
      const c = agent(t().app);
      expect((await c.post('/api/send-otp-email', { email, language: 'en' })).status).toBe(200);
      const mail = sink.mailsTo(email.toLowerCase()).at(-1)!;
      expect(mail.subject).toBe('Your Sopan sign-up code');
      expect(mail.text).toMatch(/^Your Sopan sign-up code is \d{6}\. It is valid for 10 minutes\./);
      expect(mail.text).not.toMatch(/[\u0900-\u097f]{2}/);
      expect(await c.post('/api/send-otp-email', { email: freshEmail(), language: 'fr' })).toMatchObject({
        status: 400,
        body: { message: "language must be 'hi' or 'en'." },
      });
      const otp = await sink.codeFor(email.toLowerCase());
      await c.post('/api/verify-otp-email', { email, otp });
      const res = await c.post('/api/signUp', { email, ...details, language: 'en' });
      expect(res).toMatchObject({ status: 201, body: { user: { language: 'en' } } });
    });

    it('keeps the interface language on the account: PUT /auth/me { language } alone, on /auth/me and the bootstrap', async () => {
      const { client, user } = await loggedInUser(t(), { language: 'en' });
      expect((await client.get('/api/auth/me')).body).toMatchObject({ language: 'en' });
      expect(await client.put('/api/auth/me', { language: 'hi' })).toMatchObject({
        status: 200,
        body: { language: 'hi', firstName: 'Asha', email: user.email },
      });
      expect((await client.get('/api/bootstrap')).body).toMatchObject({ user: { language: 'hi' } });
      expect((await client.get('/api/auth/check')).body).toMatchObject({ user: { language: 'hi' } });
      expect(await client.put('/api/auth/me', { language: 'de' })).toMatchObject({ status: 400 });
      // Without a language, the spec's profile fields are all required, as before.
      expect(await client.put('/api/auth/me', { firstName: 'Meera' })).toMatchObject({
        status: 400,
        body: { message: 'Last name is required.' },
      });
      expect(await client.put('/api/auth/me', {})).toMatchObject({ status: 400 });
      // A profile save keeps the language.
      const edit = { firstName: 'Meera', lastName: 'Iyer', phone: '9123456789', email: user.email };
      expect((await client.put('/api/auth/me', edit)).body).toMatchObject({ language: 'hi' });
      // The reset link goes in the account's language.
      await agent(t().app).post('/api/forgot-password/send-link', { email: user.email });
      const reset = await sink.nextMail(user.email, 0);
      expect(reset.subject).toBe('अपना सोपान पासवर्ड बदलें');
      expect(reset.text).toContain('नया पासवर्ड बनाने के लिए');
    });

    it('has no language until the learner chooses: an operator account, an ADMIN_EMAIL one, a sign-up without one', async () => {
      const operator = await upsertUser(t().database.db, {
        email: freshEmail(),
        password: 'a good password',
      });
      const admin = await upsertUser(t().database.db, {
        email: freshEmail(),
        password: 'a good password',
        admin: true,
        firstName: 'Admin',
      });
      expect(operator.user.language).toBeNull();
      expect(admin.user.language).toBeNull();
      const { cookie } = await createSession(t().database.db, operator.user.id, '');
      const c = agent(t().app, cookie);
      expect((await c.get('/api/auth/me')).body).toMatchObject({ language: null });
      expect((await c.get('/api/bootstrap')).body).toMatchObject({ user: { language: null } });
      // Without a choice, a mail follows the browser that asked for it.
      await agent(t().app).post(
        '/api/forgot-password/send-link',
        { email: operator.user.email },
        { 'accept-language': 'en-IN,en;q=0.9' },
      );
      expect((await sink.nextMail(operator.user.email, 0)).subject).toBe('Reset your Sopan password');
      // The first choice is kept.
      expect((await c.put('/api/auth/me', { language: 'en' })).body).toMatchObject({ language: 'en' });
      expect((await c.get('/api/auth/me')).body).toMatchObject({ language: 'en' });
      // A later profile save by the operator's CLI does not undo it.
      const again = await upsertUser(t().database.db, { email: operator.user.email, pro: true });
      expect(again.user).toMatchObject({ language: 'en', pro: true });
    });

    it('migrates the old default away: an account with Hindi from before loses it, English stays', async () => {
      const migration = fs.readFileSync(
        path.join(migrationsFolder, '0017_language_until_chosen.sql'),
        'utf8',
      );
      const update = migration.split('--> statement-breakpoint').at(-1)!;
      const hi = await loggedInUser(t(), { language: 'hi' });
      const en = await loggedInUser(t(), { language: 'en' });
      await t().database.db.execute(sql.raw(update));
      const language = async (id: string) =>
        (await t().database.db.select().from(users).where(eq(users.id, id)))[0]!.language;
      expect(await language(hi.user.id)).toBeNull();
      expect(await language(en.user.id)).toBe('en');
    });

    it('edits the profile but never the e-mail', async () => {
      const { client, user } = await loggedInUser(t());
      const edit = { firstName: 'Meera', lastName: 'Iyer', phone: '9123456789', email: user.email };
      expect(await client.put('/api/auth/me', edit)).toMatchObject({
        status: 200,
        body: { firstName: 'Meera', phone: '+919123456789' },
      });
      expect(
        await client.put('/api/auth/me', { ...edit, firstName: 'X', email: 'other@example.com' }),
      ).toMatchObject({ status: 400, body: { message: authTexts.emailReadOnly } });
      expect(await client.put('/api/auth/me', { ...edit, phone: '98-76' })).toMatchObject({
        status: 400,
        body: { message: PHONE_MESSAGE },
      });
      expect((await client.get('/api/auth/me')).body).toMatchObject({
        firstName: 'Meera',
        email: user.email,
      });
      expect(await agent(t().app).put('/api/auth/me', edit)).toMatchObject({ status: 401 });
    });

    it('stores a phone as written in any usual way as E.164, one form (issue 23 item 7)', async () => {
      const { client, user } = await loggedInUser(t());
      const edit = { firstName: 'Meera', lastName: 'Iyer', email: user.email };
      const stored = async (phone: string) => {
        const res = await client.put('/api/auth/me', { ...edit, phone });
        expect(res.status, phone).toBe(200);
        return (await client.get<{ phone: string }>('/api/auth/me')).body.phone;
      };
      for (const written of [
        '+91 98765 43210',
        '98765 43210',
        '098765-43210',
        '919876543210',
        '0091 (98765) 43210',
      ])
        expect(await stored(written), written).toBe('+919876543210');
      expect(await stored('+44 20 7946 0958')).toBe('+442079460958');
      for (const bad of ['12345', '+91 98765', '98765 4321x', '+0123456789', '1'.repeat(16)])
        expect(await client.put('/api/auth/me', { ...edit, phone: bad }), bad).toMatchObject({
          status: 400,
          body: { message: PHONE_MESSAGE },
        });
    });

    it('refuses names that hide or reorder text, or hold no letter (issue 24 item 16)', async () => {
      const { client } = await loggedInUser(t());
      const edit = { firstName: 'Meera', lastName: 'Iyer', phone: '9123456789' };
      for (const firstName of ['Meera\u202eayhsa', '\u2066Meera\u2069', '\u200b\u200b', '\u200d', '1234'])
        expect(
          await client.put('/api/auth/me', { ...edit, firstName }),
          JSON.stringify(firstName),
        ).toMatchObject({
          status: 400,
          body: { message: 'First name must be written in letters.' },
        });
      expect((await client.get('/api/auth/me')).body).toMatchObject({ firstName: 'Asha' });
      // Devanagari names keep the joiners that shape their conjuncts.
      for (const firstName of ['क्\u200dषमा', 'श्रीमती', 'अर्\u200cजुन'])
        expect((await client.put('/api/auth/me', { ...edit, firstName })).status, firstName).toBe(200);
    });

    it('resets a password by e-mailed link, once, ending other sessions; no account enumeration', async () => {
      const email = freshEmail().toLowerCase();
      const { client, user } = await loggedInUser(t(), { email });
      const c = agent(t().app);
      const unknown = await c.post('/api/forgot-password/send-link', { email: 'ghost@example.com' });
      const known = await c.post('/api/forgot-password/send-link', { email: email });
      expect(unknown).toEqual({ ...known, headers: unknown.headers });
      expect(known.body).toEqual({ message: authTexts.resetSent });
      const link = new RegExp(`${APP_URL}/reset-password/([\\w.-]+)`);
      const mail = await sink.nextMail(email, 0);
      // In the account's language (a test user reads English).
      expect(mail.text).toContain('Open this link within one hour');
      const token = link.exec(mail.text)![1]!;
      const stored = await t().database.db.select().from(resetTokens);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toContain(token.split('.')[1]);

      expect(await c.post('/api/forgot-password/reset', { token, password: 'short' })).toMatchObject({
        status: 400,
        body: { message: 'Password must be at least 12 characters.' },
      });
      expect(
        await c.post('/api/forgot-password/reset', {
          token,
          password: 'brand new secret',
          confirmPassword: 'brand new secrets',
        }),
      ).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
      expect((await client.get('/api/auth/me')).status).toBe(200);
      expect(
        (
          await c.post('/api/forgot-password/reset', {
            token,
            password: 'brand new secret',
            confirmPassword: 'brand new secret',
          })
        ).body,
      ).toEqual({ message: authTexts.resetDone });
      expect(await client.get('/api/auth/me')).toMatchObject({ status: 401 });
      expect(await t().database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
        0,
      );
      expect(await c.post('/api/forgot-password/reset', { token, password: 'another secret' })).toMatchObject(
        { status: 400, body: { message: authTexts.resetInvalid } },
      );
      expect((await c.post('/api/login', { email: email, password: 'brand new secret' })).status).toBe(200);

      await c.post('/api/forgot-password/send-link', { email: email });
      await t().database.db.execute(
        sql`update reset_tokens set expires_at = now() - interval '1 minute' where used_at is null`,
      );
      // Mail 1 is the notice that the password changed.
      const second = link.exec((await sink.nextMail(email, 2)).text)![1]!;
      expect(second).not.toBe(token);
      expect(
        await c.post('/api/forgot-password/reset', { token: second, password: 'third secret!' }),
      ).toMatchObject({ status: 400, body: { message: authTexts.resetInvalid } });
    });

    it('refuses state-changing calls from another origin and changes nothing', async () => {
      const { client } = await loggedInUser(t());
      const before = (await client.get('/api/auth/me')).body;
      const res = await client.put(
        '/api/auth/me',
        { firstName: 'Evil', lastName: 'X', phone: '+44 20 7946 0958' },
        { origin: 'https://evil.example' },
      );
      expect(res).toMatchObject({ status: 403, body: { message: authTexts.crossOrigin } });
      expect((await client.post('/api/logout', {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await client.get('/api/auth/me')).body).toEqual(before);
      expect(
        (
          await client.put(
            '/api/auth/me',
            { firstName: 'Own', lastName: 'X', phone: '+44 20 7946 0958' },
            { origin: APP_URL },
          )
        ).status,
      ).toBe(200);
    });

    it('answers bad input with 400 and the uniform error shape', async () => {
      const c = agent(t().app);
      expect(await c.post('/api/send-otp-email', { email: 'not-an-email' })).toEqual(
        expect.objectContaining({
          status: 400,
          body: { error: 'Bad Request', message: 'Please enter a valid email address.' },
        }),
      );
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json', origin: APP_URL },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error', 'Bad Request');
      const big = await t().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: JSON.stringify({ email: 'a'.repeat(2_000_000) }),
        headers: { 'content-type': 'application/json', origin: APP_URL },
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ error: 'Payload Too Large', message: 'The request body is too large.' });
      expect(await c.get('/api/nothing-here')).toMatchObject({ status: 404, body: { error: 'Not Found' } });
    });
  },
  () => ({ SMTP_URL: sink.url }),
);
