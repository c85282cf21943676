import { PROGRESS_PATH } from '../../shared/first-screens';
import { firstCall } from './at-start';
import { api } from './client';
import { useRequest } from './use-request';

export interface Score {
  correct: number;
  total: number;
}
export interface Progress {
  /** date (YYYY-MM-DD) → module key → one entry per answered question */
  quizProgress: Record<string, Record<string, { questionId: string; correct: boolean }[]>>;
  /** module key → date → score */
  userScore: Record<string, Record<string, Score>>;
  /** Per-day totals, under the key of each module whose registry entry has `progressTotals`. */
  [moduleKey: string]: Record<string, unknown>;
}

export const getProgress = (signal?: AbortSignal) => api.get<Progress>(PROGRESS_PATH, { signal });
const getProgressAtStart = firstCall(PROGRESS_PATH, getProgress);
export const useProgress = (enabled = true) => useRequest(enabled ? getProgressAtStart : null, [enabled]);
