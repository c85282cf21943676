import type { AdminRow } from './admin-questions';
import { api } from './client';

/**
 * The spec's MCQ admin page calls (SPEC.md §7.4) for edit and delete; adding goes through the
 * registry's add call, and the page lists a page at a time with the admin list call.
 */
export const updateMcqQuestion = (id: string, payload: Record<string, unknown>) =>
  api.put<{ message: string; question: AdminRow }>(`/mcq/mcq-questions/${id}`, payload);
export const deleteMcqQuestion = (id: string) => api.delete<{ message: string }>(`/mcq/mcq-questions/${id}`);
