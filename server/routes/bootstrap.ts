import { bootstrapSchema } from '../../shared/api/bootstrap';
import { toPublicUser } from '../accounts/users';
import type { AppContext, TypedApp } from '../context';
import { appConfig } from './config';

/** GET /bootstrap: the first screen's one round trip (docs/product.md §10); the calls it gathers stay. */
export function bootstrapRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    '/bootstrap',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['config'],
        summary: 'The session user (or null) and the configuration the first screen needs',
        response: { 200: bootstrapSchema },
      },
    },
    async (request, reply) => {
      const settings = await ctx.settings.read();
      // It names the learner: no cache, shared or private, may keep it.
      reply.header('cache-control', 'no-store');
      return {
        user: request.user ? toPublicUser(request.user, ctx.env.ADMIN_TOTP) : null,
        config: appConfig(ctx, settings),
        quizTimes: settings.quizTimes,
        quizLimits: settings.quizLimits,
        moduleAvailability: settings.moduleAvailability,
      };
    },
  );
}
