import type { Attempt, PaperList, PaperResult, RunningAttempt } from '../../shared/api/papers';
import { PAPERS_PATH } from '../../shared/first-screens';
import { firstCall } from './at-start';
import { ApiError, api } from './client';

/** The learner's paper calls (docs/product.md §11). Types only from shared/api/papers: zod stays out of the bundle. */
export type { Attempt, PaperList, PaperResult, RunningAttempt };
export type PaperSummary = PaperList['papers'][number];
export type PaperQuestion = RunningAttempt['questions'][number];
export type AnswerState = RunningAttempt['answers'][string];
export type ResultQuestion = PaperResult['questions'][number];

export const getPapers = (signal?: AbortSignal) => api.get<PaperList>(PAPERS_PATH, { signal });
/** The list, answered from start-up when /papers is the first screen (app/routes/first-screen.ts). */
export const getPapersAtStart = firstCall(PAPERS_PATH, getPapers);

/** Starts the learner's attempt, or answers the one already running. */
export const startPaper = (paperId: string) =>
  api.post<RunningAttempt>(`/papers/${encodeURIComponent(paperId)}/start`);

/** The attempt while it runs, or its result once it has ended. */
export const getAttempt = (attemptId: string, signal?: AbortSignal) =>
  api.get<Attempt>(`/attempts/${encodeURIComponent(attemptId)}`, { signal });

export const saveAnswer = (attemptId: string, questionId: string, body: AnswerState) =>
  api.put<{ saved: true; secondsLeft: number }>(
    `/attempts/${encodeURIComponent(attemptId)}/answers/${encodeURIComponent(questionId)}`,
    body,
  );

export const submitAttempt = (attemptId: string) =>
  api.post<PaperResult>(`/attempts/${encodeURIComponent(attemptId)}/submit`);

/** A save after the deadline (and its grace): the server has ended the attempt with what it had. */
export const isLate = (err: unknown) =>
  err instanceof ApiError &&
  err.status === 409 &&
  !!err.body &&
  typeof err.body === 'object' &&
  'late' in err.body &&
  err.body.late === true;
