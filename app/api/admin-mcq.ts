import type { AdminRow } from './admin-questions';
import { api } from './client';
import { useRequest } from './use-request';

/** The spec's MCQ admin page calls (SPEC.md §7.4); adding goes through the registry's add call. */
export const listMcqQuestions = (signal?: AbortSignal) =>
  api.get<{ questions: AdminRow[] }>('/mcq/mcq-questions', { signal });
export const updateMcqQuestion = (id: string, payload: Record<string, unknown>) =>
  api.put<{ message: string; question: AdminRow }>(`/mcq/mcq-questions/${id}`, payload);
export const deleteMcqQuestion = (id: string) => api.delete<{ message: string }>(`/mcq/mcq-questions/${id}`);

export const useMcqQuestions = () => useRequest(listMcqQuestions, []);
