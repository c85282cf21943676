import type { ModuleAvailability, QuizLimits, QuizTimes } from '../../shared/settings';
import { api } from './client';
import { useRequest } from './use-request';

export type { ModuleAvailability, QuizLimits, QuizTimes };

export interface AppConfig {
  VAKYA_SHUDHI_QUESTIONS_PER_DAY: number;
  contact: { email: string; phone: string; address: string };
  allowDesktop: boolean;
}

export const DEFAULT_TIME_SECONDS = 60;
export const DEFAULT_VAKYA_SHUDHI_PER_DAY = 2;

export const getAppConfig = (signal?: AbortSignal) => api.get<AppConfig>('/config', { signal });
export const getQuizTimes = (signal?: AbortSignal) => api.get<QuizTimes>('/config/quiz', { signal });
export const getQuizLimits = (signal?: AbortSignal) => api.get<QuizLimits>('/config/quiz-limits', { signal });
export const getModuleAvailability = (signal?: AbortSignal) =>
  api.get<ModuleAvailability>('/module-availability', { signal });

/** Quiz times handed on by the home screen as navigation state, else loaded from the call (SPEC.md §2.1). */
export function useQuizTimes(handedOn: QuizTimes | undefined) {
  const loaded = useRequest(handedOn ? null : getQuizTimes, [handedOn]);
  return handedOn ? { ...loaded, data: handedOn, loading: false } : loaded;
}

export const useQuizLimits = () => useRequest(getQuizLimits, []);
export const useModuleAvailability = () => useRequest(getModuleAvailability, []);
