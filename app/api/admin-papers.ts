import type { AdminPaper, Blueprint, PaperStats } from '../../shared/api/papers';
import { api } from './client';

export type { AdminPaper, Blueprint, PaperStats };

/** A paper in the admins' list: the paper without its questions, and how many it has. */
export type AdminPaperSummary = Omit<AdminPaper, 'questions'> & { questionCount: number };

const base = '/admin/papers';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The admins' paper calls (docs/product.md §11). */
export const listPapers = (signal?: AbortSignal) =>
  api.get<{ papers: AdminPaperSummary[] }>(base, { signal });
/** Draws a new paper from the blueprint (400 when a section has too few items). */
export const createPaper = (blueprint: Blueprint) => api.post<AdminPaper>(base, blueprint);
export const loadPaper = (id: string, signal?: AbortSignal) => api.get<AdminPaper>(one(id), { signal });
/** A changed section redraws; once learners have started, only the title and exam may change (409). */
export const updatePaper = (id: string, blueprint: Blueprint) => api.put<AdminPaper>(one(id), blueprint);
export const deletePaper = (id: string) => api.delete<{ message: string }>(one(id));
export const replaceQuestion = (id: string, questionId: string) =>
  api.post<AdminPaper>(`${one(id)}/replace`, { questionId });
export const publishPaper = (id: string) => api.post<AdminPaper>(`${one(id)}/publish`);
export const loadPaperStats = (id: string, signal?: AbortSignal) =>
  api.get<PaperStats>(`${one(id)}/stats`, { signal });
