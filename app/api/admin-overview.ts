import type { AdminOverview, ReportInbox } from '../../shared/api/admin-overview';
import { api } from './client';

export type { AdminOverview, ReportInbox };

/** The admin dashboard's counts (docs/product.md §6). */
export const getAdminOverview = (signal?: AbortSignal) =>
  api.get<AdminOverview>('/admin/overview', { signal });
/** Every module's open reports, a question a row, the longest waiting first. */
export const getReportInbox = (signal?: AbortSignal) => api.get<ReportInbox>('/admin/reports', { signal });
