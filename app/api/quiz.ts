import type { FetchAnswer, SubmitResult, TodayResult } from '../../shared/api/quiz';
import { todayPath } from '../../shared/first-screens';
import type { ClientModule } from '../registry';
import { firstCall } from './at-start';
import { api } from './client';

export type { FetchAnswer, ServedQuestion, TodayResult, TodayRow } from '../../shared/api/quiz';
export type Limit = number | 'Unlimited';
export type SubmitAnswer = SubmitResult;

export const fetchQuestion = (module: ClientModule) => api.get<FetchAnswer>(module.api.fetch);
export const submitAnswer = (module: ClientModule, submission: Record<string, unknown>) =>
  api.post<SubmitAnswer>(module.api.submit, submission);
export const postDayDone = (module: ClientModule) =>
  api.post<{ message: string }>(`/quizday/${module.api.dayDone}/daydone`);
/** Today's answers in the module, from the server: the results, and whether the module is over today. */
export const fetchToday = (module: ClientModule) => api.get<TodayResult>(todayPath(module.key));
/** The same, answered from start-up when the module's screen is the first (app/routes/first-screen.ts). */
export const todayAtStart = (module: ClientModule) =>
  firstCall(todayPath(module.key), () => fetchToday(module));
