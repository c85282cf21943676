import { z } from 'zod';
import { reportReasons } from './learning';

/** GET /api/admin/overview: the admin dashboard's counts (docs/product.md §6). */
export const adminOverviewSchema = z.object({
  /** Accounts that are not admins. */
  learners: z.number().int(),
  /** Learners who practised today, and on any of the last 7 days (APP_TIMEZONE's calendar). */
  activeToday: z.number().int(),
  active7Days: z.number().int(),
  answersToday: z.number().int(),
  /** Live questions per module key. */
  questions: z.record(z.string(), z.number().int()),
  /** Open reports, and the questions they are about. */
  openReports: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /api/admin/reports: one inbox of open reports across modules, a question a row, oldest first. */
export const reportInboxSchema = z.object({
  questions: z.array(
    z.object({
      module: z.string(),
      _id: z.string(),
      /** The question's prompt fields as stored (the module's admin row shows them). */
      prompt: z.record(z.string(), z.unknown()),
      reports: z.array(
        z.object({ reason: z.enum(reportReasons), note: z.string().nullable(), createdAt: z.string() }),
      ),
    }),
  ),
  /** More open reports than the inbox lists (it lists the oldest questions first). */
  more: z.boolean(),
});
export type ReportInbox = z.infer<typeof reportInboxSchema>;
