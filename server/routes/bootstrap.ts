import { type Bootstrap, bootstrapSchema } from '../../shared/api/bootstrap';
import { toPublicUser, type UserRow } from '../accounts/users';
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
      // It names the learner: no cache, shared or private, may keep it.
      reply.header('cache-control', 'no-store');
      return bootstrapFor(ctx, request.user);
    },
  );
}

/** The bootstrap's answer for a session's user (or a visitor): the call's, and the page's (server/plugins/web-app.ts). */
export async function bootstrapFor(ctx: AppContext, user: UserRow | undefined): Promise<Bootstrap> {
  const settings = await ctx.settings.read();
  return {
    user: user ? toPublicUser(user, ctx.env.ADMIN_TOTP) : null,
    config: appConfig(ctx, settings),
    quizTimes: settings.quizTimes,
    quizLimits: settings.quizLimits,
    moduleAvailability: settings.moduleAvailability,
  };
}
