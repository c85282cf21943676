import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authTexts,
  forgotBody,
  loginBody,
  messageSchema,
  profileBody,
  resetBody,
  sendCodeBody,
  signupBody,
  userSchema,
  verifyCodeBody,
} from '../../shared/api/auth';
import {
  decoyHash,
  hashPassword,
  randomToken,
  sameHash,
  sha256,
  sixDigitCode,
  verifyPassword,
} from '../accounts/secrets';
import { createSession, endAllSessions, endSession, SESSION_COOKIE } from '../accounts/sessions';
import { findUserByEmail, toPublicUser } from '../accounts/users';
import type { AppContext, TypedApp } from '../context';
import type { Tx } from '../db/client';
import { emailCodes, resetTokens, users } from '../db/schema';
import { badRequest, conflict, HttpError, tooMany } from '../http-errors';
import { resetLinkMail, signupCodeMail } from '../mail/templates';
import { hit, type Limit, limits } from '../rate-limit';

const CODE_TTL_MS = 10 * 60_000;
const VERIFIED_TTL_MS = 30 * 60_000;
const RESEND_MS = 60_000;
const MAX_TRIES = 5;
const RESET_TTL_MS = 60 * 60_000;

const withUser = z.object({ user: userSchema, message: z.string() });

/** The account id a reset token starts with: only a well-formed UUID reaches the database. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function authRoutes(app: TypedApp, ctx: AppContext): void {
  const { db, env, mailer } = ctx;
  const secure = env.APP_URL.startsWith('https://');

  async function limit(l: Limit, key: string) {
    const r = await hit(db, l, key);
    if (!r.allowed) throw tooMany(authTexts.tooManyRequests, r.retryAfter);
  }
  async function startSession(reply: FastifyReply, tx: Tx, userId: string) {
    const s = await createSession(tx, userId);
    reply.setCookie(SESSION_COOKIE, s.cookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      expires: s.expiresAt,
    });
  }
  const ip = (request: FastifyRequest) => request.ip;

  app.post(
    '/send-otp-email',
    { schema: { tags: ['auth'], body: sendCodeBody, response: { 200: messageSchema } } },
    async (request) => {
      const { email } = request.body;
      await limit(limits.codePerIp, ip(request));
      if (await findUserByEmail(db, email)) throw conflict(authTexts.emailTaken);
      const [existing] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
      const wait = existing ? existing.sentAt.getTime() + RESEND_MS - Date.now() : 0;
      if (wait > 0) throw tooMany(authTexts.resendWait(Math.ceil(wait / 1000)), wait / 1000);
      await limit(limits.codePerEmail, email);
      const code = sixDigitCode();
      const now = new Date();
      const values = {
        codeHash: sha256(`${email}:${code}`),
        sentAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        attempts: 0,
        verifiedAt: null,
      };
      await db
        .insert(emailCodes)
        .values({ email, ...values })
        .onConflictDoUpdate({ target: emailCodes.email, set: values });
      try {
        await mailer.send(signupCodeMail(email, code));
      } catch (err) {
        request.log.error({ err }, 'signup code mail failed');
        await db.delete(emailCodes).where(eq(emailCodes.email, email));
        throw new HttpError(503, 'We could not send the email right now. Please try again.');
      }
      return { message: authTexts.otpSent };
    },
  );

  app.post(
    '/verify-otp-email',
    { schema: { tags: ['auth'], body: verifyCodeBody, response: { 200: messageSchema } } },
    async (request) => {
      const { email, otp } = request.body;
      await limit(limits.verifyPerIp, ip(request));
      const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
      if (!row) throw badRequest(authTexts.noCode);
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
      return { message: authTexts.otpVerified };
    },
  );

  app.post(
    '/signUp',
    { schema: { tags: ['auth'], body: signupBody, response: { 201: withUser } } },
    async (request, reply) => {
      const body = request.body;
      await limit(limits.signupPerIp, ip(request));
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const [code] = await tx
          .select()
          .from(emailCodes)
          .where(and(eq(emailCodes.email, body.email), gt(emailCodes.expiresAt, new Date())))
          .for('update');
        if (!code?.verifiedAt) throw badRequest(authTexts.verifyFirst);
        const [created] = await tx
          .insert(users)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict(authTexts.emailTaken);
        await tx.delete(emailCodes).where(eq(emailCodes.email, body.email));
        await startSession(reply, tx, created.id);
        return created;
      });
      return reply.code(201).send({ user: toPublicUser(user), message: authTexts.signupSuccess });
    },
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: loginBody, response: { 200: withUser } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limit(limits.loginPerIp, ip(request));
      await limit(limits.loginPerAccount, email);
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !ok) throw new HttpError(401, authTexts.loginFailed);
      await startSession(reply, db, user.id);
      return { user: toPublicUser(user), message: authTexts.loginSuccess };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request, reply) => {
      await endSession(db, request.cookies[SESSION_COOKIE]);
      ctx.sessions.forgetCookie(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: authTexts.loggedOut };
    },
  );

  app.get(
    '/auth/me',
    { config: { auth: 'user' }, schema: { tags: ['auth'], response: { 200: userSchema } } },
    async (request) => toPublicUser(request.user!),
  );

  app.put(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], body: profileBody, response: { 200: userSchema } },
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
      return toPublicUser(updated!);
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
      user: request.user ? toPublicUser(request.user) : null,
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
      if (user && (await hit(db, limits.resetPerEmail, email)).allowed) {
        const token = `${user.id}.${randomToken()}`;
        await db.insert(resetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        mailer
          .send(resetLinkMail(email, `${env.APP_URL}/reset-password/${token}`))
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
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(resetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(resetTokens.userId, userId),
              eq(resetTokens.tokenHash, sha256(token)),
              isNull(resetTokens.usedAt),
              gt(resetTokens.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!row) throw badRequest(authTexts.resetInvalid);
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await endAllSessions(tx, userId);
      });
      ctx.sessions.forgetUser(userId);
      return { message: authTexts.resetDone };
    },
  );
}
