import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authTexts,
  changePasswordBody,
  deleteMeBody,
  messageSchema,
  sessionsSchema,
  totpCodeBody,
  totpSetupSchema,
} from '../../shared/api/auth';
import type { Language } from '../../shared/api/language';
import { securityEvent } from '../accounts/events';
import { hashPassword } from '../accounts/secrets';
import { endOtherSessions, endSessionById, listSessions, parseSessionCookie } from '../accounts/sessions';
import { newTotpSecret } from '../accounts/totp';
import { reauthenticate, totpGuard } from '../accounts/totp-guard';
import { spendResetLinks, type UserRow } from '../accounts/users';
import type { AppContext, TypedApp } from '../context';
import { queryRows } from '../db/client';
import { users } from '../db/schema';
import { badRequest, conflict, notFound, tooMany, unauthorized } from '../http-errors';
import { mailLanguage } from '../mail/mail-language';
import { accountDeletedMail, passwordChangedMail, totpChangedMail } from '../mail/templates';
import { hit, limits } from '../rate-limit';
import { requireStrongPassword } from './auth';

const anyRows = z.array(z.record(z.string(), z.unknown()));
/** GET /auth/me/export: everything held about the learner (DPDP Act 2023, §11 right to access). */
export const exportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  sessions: anyRows,
  modules: anyRows,
  dailyProgress: anyRows,
  dailyActivity: anyRows,
  questionsSeen: anyRows,
  attempts: anyRows,
  reviewCards: anyRows,
  reviewPending: anyRows,
  reviewLog: anyRows,
  reviews: anyRows,
  reports: anyRows,
  papers: anyRows,
  resetLinks: anyRows,
  rateLimits: anyRows,
  securityEvents: anyRows,
  knownDevices: anyRows,
  classes: anyRows,
  assignments: anyRows,
  reminder: anyRows,
  reminderDevices: anyRows,
});

/**
 * The learner's own account (docs/product.md §5): change password, sessions, two-step login for
 * admins, and the DPDP Act's export and erasure. Every answer here is personal: no-store.
 */
export function accountRoutes(app: TypedApp, ctx: AppContext): void {
  const { db, env, mailer } = ctx;
  const user = { auth: 'user' as const };
  const setup = { auth: 'admin' as const, totpSetup: true };
  const tags = ['account'];
  const totp = totpGuard(ctx);

  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
  });

  /** The account as it is now: the session lookup may hold a copy up to a minute old. */
  async function fresh(request: FastifyRequest): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, request.user!.id));
    if (!row) throw unauthorized(authTexts.notLoggedIn);
    return row;
  }
  const currentSession = (request: FastifyRequest) => parseSessionCookie(request.cookies[ctx.sessionCookie]);

  app.post(
    '/auth/change-password',
    { config: user, schema: { tags, body: changePasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      const me = await fresh(request);
      await reauthenticate(db, request, me, request.body.currentPassword);
      // Changes count too (a right current password is given back by reauthenticate), so no
      // account can keep the strength estimator busy (decision 007).
      const changes = await hit(db, limits.passwordChangePerUser, me.id);
      if (!changes.allowed) throw tooMany(authTexts.tooManyRequests, changes.retryAfter);
      await requireStrongPassword(request.body.newPassword, me);
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
        await endOtherSessions(tx, me.id, currentSession(request));
        // A reset link sent before the change would undo it: it ends too.
        await spendResetLinks(tx, me.id);
      });
      ctx.sessions.forgetUser(me.id);
      securityEvent(request, 'password.change', { userId: me.id });
      mailer
        .send(passwordChangedMail(me.email, 'changed', env.APP_URL, mailLanguage(me.language, request)))
        .catch((err) => request.log.error({ err }, 'password notice mail failed'));
      return { message: authTexts.passwordChanged };
    },
  );

  app.get(
    '/auth/sessions',
    { config: user, schema: { tags, response: { 200: sessionsSchema } } },
    async (request) => ({ sessions: await listSessions(db, request.user!.id, currentSession(request)) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: user,
      schema: {
        tags,
        params: z.object({ id: z.uuid('Session id must be a UUID.') }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const me = request.user!;
      if (!(await endSessionById(db, me.id, request.params.id))) throw notFound(authTexts.noSuchSession);
      ctx.sessions.forgetUser(me.id);
      securityEvent(request, 'session.end', { userId: me.id, sessionId: request.params.id });
      return { message: authTexts.sessionEnded };
    },
  );

  app.post(
    '/auth/totp/setup',
    { config: setup, schema: { tags, response: { 200: totpSetupSchema } } },
    async (request) => {
      const me = await fresh(request);
      if (me.totpEnabled) throw conflict(authTexts.totpAlreadyOn);
      const created = newTotpSecret(me.email);
      // Kept sealed and not in use until a code from it turns it on; answered this once only.
      await db
        .update(users)
        .set({ totpSecret: totp.seal(created.secret), totpLastStep: null, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      securityEvent(request, 'totp.setup', { userId: me.id });
      return created;
    },
  );

  /**
   * After two-step login is turned on or off: the account's other sessions end (one logged in
   * with the password alone must log in again), the event is logged, a notice mailed.
   */
  async function totpChanged(
    request: FastifyRequest,
    me: { id: string; email: string; language: Language | null },
    on: boolean,
  ) {
    await endOtherSessions(db, me.id, currentSession(request));
    ctx.sessions.forgetUser(me.id);
    securityEvent(request, on ? 'totp.enable' : 'totp.disable', { userId: me.id });
    mailer
      .send(totpChangedMail(me.email, on, env.APP_URL, mailLanguage(me.language, request)))
      .catch((err) => request.log.error({ err }, 'two-step notice mail failed'));
  }

  app.post(
    '/auth/totp/enable',
    { config: setup, schema: { tags, body: totpCodeBody, response: { 200: messageSchema } } },
    async (request) => {
      const me = await fresh(request);
      if (me.totpEnabled) throw conflict(authTexts.totpAlreadyOn);
      await totp.accept(request, me, request.body.code);
      await db.update(users).set({ totpEnabled: true, updatedAt: new Date() }).where(eq(users.id, me.id));
      await totpChanged(request, me, true);
      return { message: authTexts.totpEnabled };
    },
  );

  app.post(
    '/auth/totp/disable',
    { config: user, schema: { tags, body: totpCodeBody, response: { 200: messageSchema } } },
    async (request) => {
      const me = await fresh(request);
      if (!me.totpEnabled) throw badRequest(authTexts.totpNotOn);
      await totp.accept(request, me, request.body.code);
      await db
        .update(users)
        .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      await totpChanged(request, me, false);
      return { message: authTexts.totpDisabled };
    },
  );

  app.get(
    '/auth/me/export',
    { config: user, schema: { tags, response: { 200: exportSchema } } },
    async (request, reply) => {
      const me = await fresh(request);
      const rows = (statement: ReturnType<typeof sql>) =>
        queryRows<Record<string, unknown>>(db, statement).then((r) => JSON.parse(JSON.stringify(r)));
      const id = me.id;
      // Every table that holds this learner's practice, one query each, named as the export shows it.
      const tables = {
        modules: sql`select module, cursor::text as cursor, days_practised as "daysPractised", last_day as "lastDay"
          from learner_modules where user_id = ${id} order by module`,
        dailyProgress: sql`select module, day, answered, correct, done from daily_progress
          where user_id = ${id} order by day, module`,
        dailyActivity: sql`select day, answered, correct, reviewed, reviewed_correct as "reviewedCorrect"
          from daily_activity where user_id = ${id} order by day`,
        questionsSeen: sql`select question_id::text as "questionId", module, last_seen_at as "lastSeenAt",
          last_correct as "lastCorrect" from learner_questions where user_id = ${id} order by last_seen_at`,
        attempts: sql`select id::text as id, module, question_id::text as "questionId", served_at as "servedAt",
          served_day as "servedDay", deadline, answered_at as "answeredAt", answered_day as "answeredDay",
          answer, correct, late from attempts where user_id = ${id} order by id`,
        reviewCards: sql`select question_id::text as "questionId", module, due, stability, difficulty,
          elapsed_days as "elapsedDays", scheduled_days as "scheduledDays", learning_steps as "learningSteps",
          reps, lapses, state, last_review as "lastReview" from review_cards where user_id = ${id}
          order by due`,
        reviewPending: sql`select question_id::text as "questionId", module, correct, at from review_pending
          where user_id = ${id} order by id`,
        reviewLog: sql`select question_id::text as "questionId", module, day, reviewed_at as "reviewedAt", answer,
          correct from review_log where user_id = ${id} order by id`,
        reviews: sql`select day, reviewed from learner_reviews where user_id = ${id}`,
        reports: sql`select question_id::text as "questionId", module, reason, note, created_at as "createdAt",
          resolved_at as "resolvedAt" from question_reports where user_id = ${id} order by created_at`,
        papers: sql`select a.id, a.paper_id::text as "paperId", p.title, a.first as ranked, a.started_at as "startedAt",
          a.submitted_at as "submittedAt", a.answers, a.score, a.correct, a.wrong, a.unanswered
          from paper_attempts a join papers p on p.id = a.paper_id where a.user_id = ${id} order by a.started_at`,
        // Never the link's hash: when it was sent, until when it worked, when it was used.
        resetLinks: sql`select created_at as "sentAt", expires_at as "expiresAt", used_at as "usedAt"
          from reset_tokens where user_id = ${id} order by created_at`,
        // The counters that name this learner: by e-mail, by (e-mail, address), by account.
        rateLimits: sql`select bucket, key, window_start as "windowStart", hits from rate_hits
          where key = ${me.email} or starts_with(key, ${`${me.email} `}) or key = ${id}
          order by window_start, bucket`,
        securityEvents: sql`select event, ip, created_at as at, details from security_events where user_id = ${id} order by created_at`,
        // The devices that logged in (the cookie's hash is not the learner's data; the dates are).
        knownDevices: sql`select created_at as "firstLogin", last_used_at as "lastLogin" from known_devices
          where user_id = ${id} order by created_at`,
        // Classes taught and joined (the teacher by name), and the work set in them.
        classes: sql`select 'teacher' as role, c.name, null as teacher, c.created_at as since from classes c
            where c.teacher_id = ${id}
          union all
          select 'member', c.name, trim(t.first_name || ' ' || t.last_name), m.created_at from class_members m
            join classes c on c.id = m.class_id join users t on t.id = c.teacher_id where m.user_id = ${id}
          order by since`,
        assignments: sql`select a.title, c.name as "className", a.due::text as due, a.items,
            a.paper_id::text as "paperId", a.created_at as "createdAt" from assignments a
          join classes c on c.id = a.class_id
          where c.teacher_id = ${id} or exists (select 1 from class_members m where m.class_id = c.id and m.user_id = ${id})
          order by a.created_at`,
        reminder: sql`select enabled, lpad((minute / 60)::text, 2, '0') || ':' || lpad((minute % 60)::text, 2, '0') as time,
            paused, sent_day::text as "lastSent" from reminders where user_id = ${id}`,
        // Which push service holds each device's subscription, and since when (the endpoint and
        // keys are the device's address and secrets, not something to pass around in a file).
        reminderDevices: sql`select substring(endpoint from '^https://([^/]+)') as "pushService", created_at as since
          from push_subscriptions where user_id = ${id} order by created_at`,
      };
      const practice = Object.fromEntries(
        await Promise.all(Object.entries(tables).map(async ([name, query]) => [name, await rows(query)])),
      );
      securityEvent(request, 'account.export', { userId: id });
      reply.header(
        'content-disposition',
        `attachment; filename="sopan-data-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      return {
        exportedAt: new Date().toISOString(),
        profile: {
          email: me.email,
          firstName: me.firstName,
          lastName: me.lastName,
          phone: me.phone,
          language: me.language,
          pro: me.pro,
          admin: me.admin,
          totpEnabled: me.totpEnabled,
          createdAt: me.createdAt.toISOString(),
          updatedAt: me.updatedAt.toISOString(),
        },
        sessions: await listSessions(db, id, currentSession(request)),
        ...practice,
      };
    },
  );

  app.delete(
    '/auth/me',
    { config: user, schema: { tags, body: deleteMeBody, response: { 200: messageSchema } } },
    async (request, reply) => {
      const me = await fresh(request);
      await reauthenticate(db, request, me, request.body.password);
      if (me.admin) throw badRequest(authTexts.adminCannotDelete);
      await db.transaction(async (tx) => {
        // The answers become anonymous counts per question, without the text typed (it may be
        // a name or a phone number: docs/decisions/007); then the account goes, and with it (ON
        // DELETE CASCADE) its sessions, links, progress, attempts, review cards and log, reports
        // and papers; and the rate-limit records keyed by its e-mail.
        await tx.execute(sql`
          insert into answer_tallies as t (question_id, correct, answer, count)
          select question_id, coalesce(correct, false), '', count(*)::int
          from attempts where user_id = ${me.id} and answered_at is not null
          group by 1, 2
          on conflict (question_id, correct, answer) do update set count = t.count + excluded.count`);
        await tx.execute(
          sql`delete from rate_hits where key = ${me.email} or starts_with(key, ${`${me.email} `}) or key = ${me.id}`,
        );
        await tx.delete(users).where(eq(users.id, me.id));
      });
      ctx.sessions.forgetUser(me.id);
      reply.clearCookie(ctx.sessionCookie, { path: '/', secure: ctx.env.APP_URL.startsWith('https://') });
      securityEvent(request, 'account.delete', { userId: me.id });
      mailer
        .send(accountDeletedMail(me.email, mailLanguage(me.language, request)))
        .catch((err) => request.log.error({ err }, 'account deleted mail failed'));
      return { message: authTexts.accountDeleted };
    },
  );
}
