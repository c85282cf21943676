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

export const PROGRESS_PATH = '/me/quiz-progress';
export const getProgress = (signal?: AbortSignal) => api.get<Progress>(PROGRESS_PATH, { signal });
export const useProgress = (enabled = true) => useRequest(enabled ? getProgress : null, [enabled]);
