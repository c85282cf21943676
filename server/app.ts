import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { QuizModule } from '../shared/modules';
import { sessionCookieName, sessionLookup } from './accounts/sessions';
import { type AppContext, typed } from './context';
import type { Database } from './db/client';
import type { Env } from './env';
import { HttpError } from './http-errors';
import { createReview } from './learning/review';
import { createStats } from './learning/stats';
import { errorForLog, requestForLog } from './log-redaction';
import { createMailer, type Mailer } from './mail/mailer';
import { schedulePruning } from './maintenance/prune';
import { createPaperAdmin } from './papers/admin';
import { createSitting, schedulePaperSweep } from './papers/sitting';
import { registerAuth, registerCsrfGuard } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input';
import { inlineScriptSources } from './plugins/page-scripts';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp, webRoot } from './plugins/web-app';
import { createReminderSender, type ReminderSender, scheduleReminders } from './push/sender';
import { vapidKeys } from './push/vapid';
import { createEngine } from './quiz/engine';
import type { StoredQuestion } from './quiz/questions';
import { QuietRequestLog } from './request-logging';
import { accountRoutes } from './routes/account';
import { adminOverviewRoutes } from './routes/admin-overview';
import { adminUserRoutes } from './routes/admin-users';
import { authRoutes } from './routes/auth';
import { bootstrapFor, bootstrapRoutes } from './routes/bootstrap';
import { classRoutes } from './routes/classes';
import { configRoutes } from './routes/config';
import { learningRoutes } from './routes/learning';
import { paperRoutes } from './routes/papers';
import { progressRoutes } from './routes/progress';
import { pushRoutes } from './routes/push';
import { questionAdminRoutes } from './routes/questions-admin';
import { quizRoutes } from './routes/quiz';
import { transliterateRoutes } from './routes/transliterate';
import { settingsCache } from './settings/store';
import { createTranslitService } from './translit/service';
import { trustedProxies } from './trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder sender this instance ticks every minute (tests tick it with their own clock). */
    reminders: ReminderSender;
  }
}

export interface BuildOptions {
  env: Env;
  database: Database;
  mailer?: Mailer;
  /** false: no log; otherwise pino options over the defaults (level, secret-free request lines). */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Called with questions an admin added or edited (the transliteration lexicon learns their words). */
  onQuestionsAdded?: (module: QuizModule, rows: StoredQuestion[]) => void;
}

/** Plugins in a visible order: platform (security, docs), then auth, then the API routes, then the web app. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: env.LOG_LEVEL, serializers: { req: requestForLog, err: errorForLog }, ...options.logger },
    bodyLimit: 1024 * 1024,
    logController: new QuietRequestLog(),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.decorate('eventStore', database.db);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDrain(app);
  registerInputGuard(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(webRoot)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sopan API', version: '1.0.0', description: 'Hindi practice for competitive exams.' },
      servers: [{ url: '/api' }],
    },
    transform: jsonSchemaTransform,
  });

  const ctx: AppContext = {
    database,
    db: database.db,
    env,
    settings: settingsCache(database.db),
    // One process is the whole deployment on PGlite, so sessions can be kept in memory there.
    sessions: sessionLookup(database.db, database.kind === 'pglite' ? 60_000 : 0),
    sessionCookie: sessionCookieName(env.APP_URL),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }, app.log),
  };

  // In production the API's map is for admins (issue 24, also worth taking): others get a 404.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: {
      onRequest: async (request) => {
        if (env.API_DOCS === 'public') return;
        const user = await ctx.sessions.lookup(request.cookies[ctx.sessionCookie]);
        if (!user?.admin) throw new HttpError(404, 'Not found.');
      },
    },
  });

  const keys = vapidKeys(database.db, env);
  await app.register(
    async (api) => {
      registerCsrfGuard(api, env.APP_URL);
      registerAuth(api, ctx.sessions, ctx.sessionCookie, env.ADMIN_TOTP);
      // Bodies are JSON; question imports may also be sent as CSV. No text/plain: a form on another
      // site can send that without asking.
      api.removeContentTypeParser('text/plain');
      api.addContentTypeParser('text/csv', { parseAs: 'string' }, (request, body, done) =>
        request.url.split('?')[0]!.endsWith('/import')
          ? done(null, body)
          : done(new HttpError(415, 'Send the body as JSON (content-type application/json).')),
      );
      // Answers that carry a learner's data are never kept by a browser or a proxy cache.
      api.addHook('onSend', (_request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      const r = typed(api);
      const engine = createEngine({
        database,
        timeZone: env.APP_TIMEZONE,
        readSettings: ctx.settings.read,
      });
      authRoutes(r, ctx);
      accountRoutes(r, ctx);
      configRoutes(r, ctx);
      bootstrapRoutes(r, ctx);
      adminUserRoutes(r, ctx);
      adminOverviewRoutes(r, ctx);
      quizRoutes(r, ctx, engine);
      progressRoutes(r, ctx);
      const learning = { database, timeZone: env.APP_TIMEZONE, readSettings: ctx.settings.read };
      learningRoutes(r, ctx, createReview(learning), createStats(learning));
      const translit = createTranslitService({ db: ctx.db, provider: env.TRANSLIT_PROVIDER, log: app.log });
      questionAdminRoutes(r, ctx, (module, rows) => {
        translit.learn(module, rows);
        options.onQuestionsAdded?.(module, rows);
      });
      transliterateRoutes(r, ctx, translit);
      paperRoutes(r, ctx, createSitting(ctx.db), createPaperAdmin(ctx.db));
      classRoutes(r, ctx);
      pushRoutes(r, ctx, keys);
      api.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );

  registerWebApp(app, {
    sessionCookie: ctx.sessionCookie,
    bootstrap: async (cookie) => bootstrapFor(ctx, await ctx.sessions.lookup(cookie)),
  });
  const reminders = createReminderSender({
    db: database.db,
    env,
    readSettings: ctx.settings.read,
    keys,
    log: app.log,
  });
  app.decorate('reminders', reminders);
  scheduleReminders(app, reminders, env.REMINDERS === 'on');
  schedulePruning(app, database.db);
  schedulePaperSweep(app, database.db);
  return app;
}

/**
 * Draining on close (SIGTERM): Fastify answers requests that arrive after closing starts with a
 * 503 and closes idle keep-alive connections, but a connection whose request is still in flight
 * would turn idle afterwards and keep the process alive until the keep-alive timeout (72 s).
 * Responses sent while closing say `Connection: close`, so those connections end with them.
 */
function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
