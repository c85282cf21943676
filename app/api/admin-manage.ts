import type { AdminRow } from './admin-questions';
import { api } from './client';

/**
 * A module's own edit and delete calls (registry `api.manage`, the spec's MCQ page calls);
 * adding goes through the registry's add call, and the page lists with the admin list call.
 */
export const updateManagedQuestion = (manage: string, id: string, payload: Record<string, unknown>) =>
  api.put<{ message: string; question: AdminRow }>(`${manage}/${id}`, payload);
export const deleteManagedQuestion = (manage: string, id: string) =>
  api.delete<{ message: string }>(`${manage}/${id}`);
