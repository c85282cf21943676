import { type AppConfig, appConfigSchema } from '../../shared/api/bootstrap';
import type { Settings } from '../../shared/settings';
import {
  moduleAvailabilitySchema,
  quizLimitsSchema,
  quizTimesSchema,
  settingsPatchSchema,
  settingsSchema,
} from '../../shared/settings';
import type { AppContext, TypedApp } from '../context';
import { badRequest } from '../http-errors';
import { patchSettings, SettingsError } from '../settings/store';

/** The answer of GET /config (and the config part of GET /bootstrap). */
export const appConfig = (ctx: AppContext, settings: Settings): AppConfig => ({
  VAKYA_SHUDHI_QUESTIONS_PER_DAY: settings.VAKYA_SHUDHI_QUESTIONS_PER_DAY,
  contact: {
    email: ctx.env.SUPPORT_EMAIL,
    phone: ctx.env.SUPPORT_PHONE,
    address: ctx.env.SUPPORT_ADDRESS,
  },
  allowDesktop: ctx.env.ALLOW_DESKTOP,
});

export function configRoutes(app: TypedApp, ctx: AppContext): void {
  const read = ctx.settings.read;
  const tags = ['config'];
  app.get(
    '/config/quiz',
    { schema: { tags, response: { 200: quizTimesSchema } } },
    async () => (await read()).quizTimes,
  );
  app.get('/config', { schema: { tags, response: { 200: appConfigSchema } } }, async () =>
    appConfig(ctx, await read()),
  );
  app.get(
    '/config/quiz-limits',
    { schema: { tags, response: { 200: quizLimitsSchema } } },
    async () => (await read()).quizLimits,
  );
  app.get(
    '/module-availability',
    { schema: { tags, response: { 200: moduleAvailabilitySchema } } },
    async () => (await read()).moduleAvailability,
  );

  const admin = { auth: 'admin' as const };
  app.get(
    '/admin/settings',
    { config: admin, schema: { tags: ['admin'], response: { 200: settingsSchema } } },
    () => read(),
  );
  app.put(
    '/admin/settings',
    {
      config: admin,
      schema: { tags: ['admin'], body: settingsPatchSchema, response: { 200: settingsSchema } },
    },
    async (request) => {
      try {
        const updated = await patchSettings(ctx.db, request.body);
        ctx.settings.invalidate();
        return updated;
      } catch (err) {
        if (err instanceof SettingsError) throw badRequest(err.message);
        throw err;
      }
    },
  );
}
