import type { ClientModule } from '../registry';
import { api } from './client';

export type Limit = number | 'Unlimited';

/** A served question: its id and prompt fields (word, word1/word2, question, options). */
export type ServedQuestion = { _id: string } & Record<string, string | string[]>;

export type FetchAnswer =
  | { question: ServedQuestion; lastQuestion: boolean; attempted: number; limit: Limit }
  | { endOfDay: true; message: string };

export interface SubmitAnswer {
  correct: boolean;
  correctAnswers: string[];
  alreadyAnswered: boolean;
  lastQuestion: boolean;
  explanation?: string;
}

export const fetchQuestion = (module: ClientModule) => api.get<FetchAnswer>(module.api.fetch);
export const submitAnswer = (module: ClientModule, submission: Record<string, unknown>) =>
  api.post<SubmitAnswer>(module.api.submit, submission);
export const postDayDone = (module: ClientModule) =>
  api.post<{ message: string }>(`/quizday/${module.api.dayDone}/daydone`);
