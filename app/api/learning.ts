import type { Missed, ReportBody, ReviewFetch, ReviewSubmit, Stats } from '../../shared/api/learning';
import { STATS_PATH } from '../../shared/first-screens';
import type { ClientModule } from '../registry';
import { firstCall } from './at-start';
import { api } from './client';
import { useRequest } from './use-request';

/** The learning loop's calls (docs/product.md §7). Types only from shared/api/learning: zod stays out of the bundle. */
export type { Missed, ReportBody, ReviewFetch, ReviewSubmit, Stats };
export type MissedRow = Missed['rows'][number];
export type ModuleStats = Stats['modules'][string];

export const getReview = (signal?: AbortSignal) => api.get<ReviewFetch>('/review', { signal });

/** The module's own submission (its id field and answer), with the module's key. */
export const submitReview = (module: ClientModule, submission: Record<string, unknown>) =>
  api.post<ReviewSubmit>('/review/submit', { module: module.key, ...submission });

export const getStats = (signal?: AbortSignal) => api.get<Stats>(STATS_PATH, { signal });
const getStatsAtStart = firstCall(STATS_PATH, getStats);
/** Stats for a logged-in learner; no call for a visitor. */
export const useStats = (enabled: boolean) => useRequest(enabled ? getStatsAtStart : null, [enabled]);

export const getMissed = (day: string, signal?: AbortSignal) =>
  api.get<Missed>(`/me/missed?day=${encodeURIComponent(day)}`, { signal });

export const reportQuestion = (moduleKey: string, id: string, body: ReportBody) =>
  api.post<{ message: string }>(
    `/questions/${encodeURIComponent(moduleKey)}/${encodeURIComponent(id)}/report`,
    body,
  );
