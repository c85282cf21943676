import { adminOverviewSchema, reportInboxSchema } from '../../shared/api/admin-overview';
import { adminOverview, reportInbox } from '../admin/overview';
import type { AppContext, TypedApp } from '../context';
import { today } from '../quiz/day';

/** The admin dashboard (docs/product.md §6): counts, and one inbox of open reports. */
export function adminOverviewRoutes(app: TypedApp, ctx: AppContext): void {
  const config = { auth: 'admin' as const };
  const tags = ['admin'];
  app.get(
    '/admin/overview',
    { config, schema: { tags, response: { 200: adminOverviewSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminOverview(ctx.db, today(ctx.env.APP_TIMEZONE));
    },
  );
  app.get(
    '/admin/reports',
    { config, schema: { tags, response: { 200: reportInboxSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reportInbox(ctx.db);
    },
  );
}
