import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authTexts,
  forgotBody,
  loginBody,
  messageSchema,
  meUpdateBody,
  resetBody,
  sendCodeBody,
  signupBody,
  totpCodeBody,
  totpRequiredSchema,
  userSchema,
  verifyCodeBody,
} from '../../shared/api/auth';
import { securityEvent } from '../accounts/events';
import { isKnownDevice, rememberDevice } from '../accounts/known-devices';
import { passwordProblem, personalWords } from '../accounts/password-strength';
import {
  decoyHash,
  hashPassword,
  randomToken,
  sameHash,
  sha256,
  sixDigitCode,
  verifyPassword,
} from '../accounts/secrets';
import { createSession, endAllSessions, endSession } from '../accounts/sessions';
import { totpGuard } from '../accounts/totp-guard';
import { findUserByEmail, spendResetLinks, toPublicUser } from '../accounts/users';
import { rateKeyForAddress } from '../client-address';
import type { AppContext, TypedApp } from '../context';
import type { Tx } from '../db/client';
import { emailCodes, loginChallenges, resetTokens, users } from '../db/schema';
import { badRequest, conflict, HttpError, tooMany, unauthorized } from '../http-errors';
import { mailLanguage } from '../mail/mail-language';
import { passwordChangedMail, resetLinkMail, signupCodeMail } from '../mail/templates';
import { hit, type Limit, limits, refund } from '../rate-limit';

const CODE_TTL_MS = 10 * 60_000;
const VERIFIED_TTL_MS = 30 * 60_000;
const RESEND_MS = 60_000;
const MAX_TRIES = 5;
const RESET_TTL_MS = 60 * 60_000;
/** The pending login between a right password and the TOTP code (admins with two-step login). */
export const LOGIN_CHALLENGE_COOKIE = 'sopan_login';
const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_TRIES = 5;

const withUser = z.object({ user: userSchema, message: z.string() });

/** The account id a reset token starts with: only a well-formed UUID reaches the database. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Refuses a password the strength estimator can guess, with its reason (docs/product.md §5). */
export async function requireStrongPassword(
  password: string,
  details: Parameters<typeof personalWords>[0],
): Promise<void> {
  const problem = await passwordProblem(password, personalWords(details));
  if (problem) throw badRequest(problem);
}

/** The pending sign-up of the client that verified the code (issue 24 item 11). */
export const SIGNUP_COOKIE = 'sopan_signup';

/** A sign-up code for this e-mail, verified by this client (its cookie) and not yet expired. */
async function verifiedCode(
  db: Tx,
  email: string,
  client: string | undefined,
  lock?: 'lock',
): Promise<boolean> {
  if (!client || client.length > 100) return false;
  const query = db
    .select({ verifiedAt: emailCodes.verifiedAt, clientHash: emailCodes.clientHash })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.expiresAt, new Date())));
  const [code] = await (lock ? query.for('update') : query);
  return !!code?.verifiedAt && !!code.clientHash && sameHash(code.clientHash, sha256(client));
}

const liveResetToken = (userId: string, token: string) =>
  and(
    eq(resetTokens.userId, userId),
    eq(resetTokens.tokenHash, sha256(token)),
    isNull(resetTokens.usedAt),
    gt(resetTokens.expiresAt, new Date()),
  );

export function authRoutes(app: TypedApp, ctx: AppContext): void {
  const { db, env, mailer } = ctx;
  const secure = env.APP_URL.startsWith('https://');
  /** The pending sign-up's cookie: sent to the code check and the sign-up, by this client only. */
  const signupCookie = (ttlMs: number) =>
    ({ httpOnly: true, sameSite: 'strict', secure, path: '/api', maxAge: ttlMs / 1000 }) as const;

  async function limit(l: Limit, key: string) {
    const r = await hit(db, l, key);
    if (!r.allowed) throw tooMany(authTexts.tooManyRequests, r.retryAfter);
  }
  const totp = totpGuard(ctx);
  async function startSession(
    reply: FastifyReply,
    tx: Tx,
    user: { id: string; admin: boolean },
    request: FastifyRequest,
  ) {
    const s = await createSession(tx, user.id, request.headers['user-agent'] ?? '', { admin: user.admin });
    reply.setCookie(ctx.sessionCookie, s.cookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      expires: s.expiresAt,
    });
  }
  const ip = (request: FastifyRequest) => rateKeyForAddress(request.ip);

  app.post(
    '/send-otp-email',
    { schema: { tags: ['auth'], body: sendCodeBody, response: { 200: messageSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      const language = mailLanguage(request.body.language, request);
      await limit(limits.codePerIp, ip(request));
      if (await findUserByEmail(db, email)) throw conflict(authTexts.emailTaken);
      const [existing] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
      const wait = existing ? existing.sentAt.getTime() + RESEND_MS - Date.now() : 0;
      if (wait > 0) throw tooMany(authTexts.resendWait(Math.ceil(wait / 1000)), wait / 1000);
      // Per e-mail and requester: a stranger cannot use up a learner's codes (item 13).
      await limit(limits.codePerEmail, `${email} ${ip(request)}`);
      const code = sixDigitCode();
      const client = randomToken();
      const now = new Date();
      const values = {
        codeHash: sha256(`${email}:${code}`),
        sentAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        attempts: 0,
        verifiedAt: null,
        clientHash: sha256(client),
      };
      await db
        .insert(emailCodes)
        .values({ email, ...values })
        .onConflictDoUpdate({ target: emailCodes.email, set: values });
      try {
        await mailer.send(signupCodeMail(email, code, language));
      } catch (err) {
        request.log.error({ err }, 'signup code mail failed');
        await db.delete(emailCodes).where(eq(emailCodes.email, email));
        throw new HttpError(503, 'We could not send the email right now. Please try again.');
      }
      reply.setCookie(SIGNUP_COOKIE, client, signupCookie(CODE_TTL_MS));
      return { message: authTexts.otpSent };
    },
  );

  app.post(
    '/verify-otp-email',
    { schema: { tags: ['auth'], body: verifyCodeBody, response: { 200: messageSchema } } },
    async (request, reply) => {
      const { email, otp } = request.body;
      await limit(limits.verifyPerIp, ip(request));
      const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
      // Only the client that asked for the code may try it: a stranger's guesses neither count
      // against the learner's five tries nor prove the address for anyone else (item 11, 13).
      const client = request.cookies[SIGNUP_COOKIE];
      if (
        !row ||
        !client ||
        client.length > 100 ||
        !row.clientHash ||
        !sameHash(row.clientHash, sha256(client))
      )
        throw badRequest(authTexts.noCode);
      if (row.attempts >= MAX_TRIES) throw tooMany(authTexts.tooManyTries, 60);
      if (row.expiresAt.getTime() < Date.now()) throw badRequest(authTexts.codeExpired);
      if (!sameHash(row.codeHash, sha256(`${email}:${otp}`))) {
        // Counted atomically: parallel wrong guesses cannot exceed the five tries.
        const [after] = await db
          .update(emailCodes)
          .set({ attempts: sql`${emailCodes.attempts} + 1` })
          .where(and(eq(emailCodes.email, email), sql`${emailCodes.attempts} < ${MAX_TRIES}`))
          .returning({ attempts: emailCodes.attempts });
        if (!after) throw tooMany(authTexts.tooManyTries, 60);
        throw badRequest(authTexts.wrongCode(MAX_TRIES - after.attempts));
      }
      await db
        .update(emailCodes)
        .set({ verifiedAt: new Date(), expiresAt: new Date(Date.now() + VERIFIED_TTL_MS) })
        .where(eq(emailCodes.email, email));
      // The sign-up that follows must come from this client too: its cookie now lasts as the proof does.
      reply.setCookie(SIGNUP_COOKIE, client, signupCookie(VERIFIED_TTL_MS));
      return { message: authTexts.otpVerified };
    },
  );

  app.post(
    '/signUp',
    { schema: { tags: ['auth'], body: signupBody, response: { 201: withUser } } },
    async (request, reply) => {
      const body = request.body;
      await limit(limits.signupPerIp, ip(request));
      // The cheap checks first: only a verified e-mail's sign-up reaches the strength estimator.
      const client = request.cookies[SIGNUP_COOKIE];
      if (!(await verifiedCode(db, body.email, client))) throw badRequest(authTexts.verifyFirst);
      await requireStrongPassword(body.password, body);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        if (!(await verifiedCode(tx, body.email, client, 'lock'))) throw badRequest(authTexts.verifyFirst);
        const [created] = await tx
          .insert(users)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
            // No language until the learner chooses one (docs/product.md §8).
            language: body.language ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict(authTexts.emailTaken);
        await tx.delete(emailCodes).where(eq(emailCodes.email, body.email));
        await startSession(reply, tx, created, request);
        reply.clearCookie(SIGNUP_COOKIE, { path: '/api', secure });
        return created;
      });
      return reply
        .code(201)
        .send({ user: toPublicUser(user, env.ADMIN_TOTP), message: authTexts.signupSuccess });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: z.union([withUser, totpRequiredSchema]) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Every try counts up front (parallel guesses cannot slip past) and a right password is
      // given back, so only wrong ones slow down, and only the (account, IP) pair that sent them.
      const pair = `${email} ${ip(request)}`;
      const perIp = await hit(db, limits.loginPerIp, ip(request));
      if (!perIp.allowed) throw tooMany(authTexts.tooManyRequests, perIp.retryAfter);
      const perPair = await hit(db, limits.loginPerAccountIp, pair);
      if (!perPair.allowed) {
        if (perPair.hits === limits.loginPerAccountIp.max + 1) {
          const target = await findUserByEmail(db, email);
          securityEvent(request, 'login.lockout', { userId: target?.id ?? null });
        }
        throw tooMany(authTexts.tooManyRequests, perPair.retryAfter);
      }
      const user = await findUserByEmail(db, email);
      // The account's own ceiling, over every address; a device that has logged in before is
      // never refused by it, so guesses from elsewhere cannot lock the owner out.
      const perAccount =
        user && !(await isKnownDevice(db, request, user.id))
          ? await hit(db, limits.loginPerAccount, user.id)
          : undefined;
      if (perAccount && !perAccount.allowed) {
        if (perAccount.hits === limits.loginPerAccount.max + 1)
          securityEvent(request, 'login.account-ceiling', { userId: user!.id });
        throw tooMany(authTexts.accountLoginCeiling, perAccount.retryAfter);
      }
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !ok) {
        securityEvent(request, 'login.failure', { userId: user?.id ?? null });
        throw new HttpError(401, authTexts.loginFailed);
      }
      await Promise.all([
        refund(db, limits.loginPerIp, ip(request), perIp.windowStart),
        refund(db, limits.loginPerAccountIp, pair, perPair.windowStart),
        perAccount && refund(db, limits.loginPerAccount, user.id, perAccount.windowStart),
      ]);
      if (user.totpEnabled) {
        const token = randomToken();
        await db.insert(loginChallenges).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        });
        reply.setCookie(LOGIN_CHALLENGE_COOKIE, token, {
          httpOnly: true,
          sameSite: 'strict',
          secure,
          path: '/api/login',
          maxAge: CHALLENGE_TTL_MS / 1000,
        });
        securityEvent(request, 'login.totp-required', { userId: user.id });
        return { totpRequired: true as const, message: authTexts.totpRequired };
      }
      await startSession(reply, db, user, request);
      await rememberDevice(db, request, reply, user.id, secure);
      securityEvent(request, 'login.success', { userId: user.id });
      return { user: toPublicUser(user, env.ADMIN_TOTP), message: authTexts.loginSuccess };
    },
  );

  app.post(
    '/login/totp',
    { schema: { tags: ['auth'], body: totpCodeBody, response: { 200: withUser } } },
    async (request, reply) => {
      await limit(limits.totpPerIp, ip(request));
      const token = request.cookies[LOGIN_CHALLENGE_COOKIE];
      if (!token || token.length > 100) throw unauthorized(authTexts.totpNoLogin);
      const tokenHash = sha256(token);
      // Counted atomically: parallel codes cannot exceed the five tries.
      const [challenge] = await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            gt(loginChallenges.expiresAt, new Date()),
            lt(loginChallenges.attempts, CHALLENGE_TRIES),
          ),
        )
        .returning();
      if (!challenge) {
        const [spent] = await db
          .select()
          .from(loginChallenges)
          .where(eq(loginChallenges.tokenHash, tokenHash));
        if (spent && spent.expiresAt.getTime() > Date.now()) throw tooMany(authTexts.totpTooManyTries, 60);
        throw unauthorized(authTexts.totpNoLogin);
      }
      const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
      if (!user?.totpEnabled || !user.totpSecret) throw unauthorized(authTexts.totpNoLogin);
      await totp.accept(request, user, request.body.code);
      await db.transaction(async (tx) => {
        await tx.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
        await startSession(reply, tx, user, request);
      });
      await rememberDevice(db, request, reply, user.id, secure);
      reply.clearCookie(LOGIN_CHALLENGE_COOKIE, { path: '/api/login' });
      securityEvent(request, 'login.success', { userId: user.id, totp: true });
      return { user: toPublicUser(user, env.ADMIN_TOTP), message: authTexts.loginSuccess };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request, reply) => {
      await endSession(db, request.cookies[ctx.sessionCookie]);
      ctx.sessions.forgetCookie(request.cookies[ctx.sessionCookie]);
      reply.clearCookie(ctx.sessionCookie, { path: '/', secure: ctx.env.APP_URL.startsWith('https://') });
      return { message: authTexts.loggedOut };
    },
  );

  app.get(
    '/auth/me',
    { config: { auth: 'user' }, schema: { tags: ['auth'], response: { 200: userSchema } } },
    async (request) => toPublicUser(request.user!, env.ADMIN_TOTP),
  );

  app.put(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], body: meUpdateBody, response: { 200: userSchema } },
    },
    async (request) => {
      const { email, ...fields } = request.body;
      const me = request.user!;
      if (email !== undefined && email.trim().toLowerCase() !== me.email)
        throw badRequest(authTexts.emailReadOnly);
      const [updated] = await db
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      ctx.sessions.forgetUser(me.id);
      return toPublicUser(updated!, env.ADMIN_TOTP);
    },
  );

  app.get(
    '/auth/check',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['auth'],
        response: { 200: z.object({ isAuthenticated: z.boolean(), user: userSchema.nullable() }) },
      },
    },
    async (request) => ({
      isAuthenticated: !!request.user,
      user: request.user ? toPublicUser(request.user, env.ADMIN_TOTP) : null,
    }),
  );

  app.post(
    '/forgot-password/send-link',
    { schema: { tags: ['auth'], body: forgotBody, response: { 200: messageSchema } } },
    async (request) => {
      const { email } = request.body;
      await limit(limits.resetPerIp, ip(request));
      const user = await findUserByEmail(db, email);
      // The same answer, at about the same speed, whether or not the account exists.
      // Per e-mail and requester: a stranger cannot use up a learner's reset links (item 13).
      if (user && (await hit(db, limits.resetPerEmail, `${email} ${ip(request)}`)).allowed) {
        const token = `${user.id}.${randomToken()}`;
        await db.insert(resetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        mailer
          .send(
            resetLinkMail(
              email,
              `${env.APP_URL}/reset-password/${token}`,
              mailLanguage(user.language, request),
            ),
          )
          .catch((err) => request.log.error({ err }, 'reset mail failed'));
      }
      return { message: authTexts.resetSent };
    },
  );

  app.post(
    '/forgot-password/reset',
    { schema: { tags: ['auth'], body: resetBody, response: { 200: messageSchema } } },
    async (request) => {
      const { token, password } = request.body;
      await limit(limits.resetPerIp, ip(request));
      const userId = token.slice(0, token.indexOf('.'));
      if (!UUID.test(userId)) throw badRequest(authTexts.resetInvalid);
      // Only a live link reaches the strength estimator; the transaction below spends it.
      const [live] = await db
        .select({ userId: resetTokens.userId })
        .from(resetTokens)
        .where(liveResetToken(userId, token));
      if (!live) throw badRequest(authTexts.resetInvalid);
      const [owner] = await db.select().from(users).where(eq(users.id, userId));
      await requireStrongPassword(password, owner ?? {});
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(resetTokens)
          .set({ usedAt: new Date() })
          .where(liveResetToken(userId, token))
          .returning();
        if (!row) throw badRequest(authTexts.resetInvalid);
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        // Every other link sent to this account dies with it, and every session ends.
        await spendResetLinks(tx, userId);
        await endAllSessions(tx, userId);
      });
      ctx.sessions.forgetUser(userId);
      securityEvent(request, 'password.reset', { userId });
      if (owner)
        mailer
          .send(passwordChangedMail(owner.email, 'reset', env.APP_URL, mailLanguage(owner.language, request)))
          .catch((err) => request.log.error({ err }, 'password notice mail failed'));
      return { message: authTexts.resetDone };
    },
  );
}
