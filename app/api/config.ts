import type { AppConfig } from '../../shared/api/bootstrap';
import type { ModuleAvailability, QuizLimits, QuizTimes } from '../../shared/settings';
import { firstFromBootstrap } from './bootstrap';
import { api } from './client';
import { useRequest } from './use-request';

export type { AppConfig, ModuleAvailability, QuizLimits, QuizTimes };

export const DEFAULT_TIME_SECONDS = 60;
export const DEFAULT_VAKYA_SHUDHI_PER_DAY = 2;

export const getAppConfig = (signal?: AbortSignal) => api.get<AppConfig>('/config', { signal });
export const getQuizTimes = (signal?: AbortSignal) => api.get<QuizTimes>('/config/quiz', { signal });
export const getQuizLimits = (signal?: AbortSignal) => api.get<QuizLimits>('/config/quiz-limits', { signal });
export const getModuleAvailability = (signal?: AbortSignal) =>
  api.get<ModuleAvailability>('/module-availability', { signal });

// The first screen takes these from GET /api/bootstrap (app/api/bootstrap.ts).
export const getAppConfigAtStart = firstFromBootstrap('config', getAppConfig);
const getQuizTimesAtStart = firstFromBootstrap('quizTimes', getQuizTimes);
const getQuizLimitsAtStart = firstFromBootstrap('quizLimits', getQuizLimits);
const getModuleAvailabilityAtStart = firstFromBootstrap('moduleAvailability', getModuleAvailability);

/** Quiz times handed on by the home screen as navigation state, else loaded from the call (docs/spec.md §2.1). */
export function useQuizTimes(handedOn: QuizTimes | undefined) {
  const loaded = useRequest(handedOn ? null : getQuizTimesAtStart, [handedOn]);
  return handedOn ? { ...loaded, data: handedOn, loading: false } : loaded;
}

export const useQuizLimits = () => useRequest(getQuizLimitsAtStart, []);
export const useModuleAvailability = () => useRequest(getModuleAvailabilityAtStart, []);
