import type { QuestionStats } from '../../shared/api/learning';
import type { ModuleKey } from '../registry';
import { api } from './client';

export type { QuestionStats };

/**
 * An admin row: `_id`, the module's prompt and answer fields, `day` (shabd shudhi), `explanation`,
 * and in the list its `stats` (answers, reports; docs/product.md §7).
 */
export type AdminRow = {
  _id: string;
  explanation: string;
  day?: number | null;
  stats?: QuestionStats;
} & Record<string, string | string[] | number | null | undefined | QuestionStats>;

export interface QuestionPage {
  questions: AdminRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ImportReport {
  imported: number;
  skipped: { line: number; reason: string }[];
  errors: { line: number; message: string }[];
}

const base = (key: ModuleKey) => `/admin/questions/${key}`;

/** The spec's add call for a module (its path is in the registry). */
export const addQuestion = (addPath: string, payload: Record<string, unknown>) =>
  api.post<{ message: string; question: AdminRow }>(addPath, payload);

export const listQuestions = (
  key: ModuleKey,
  query: { page: number; pageSize: number; q: string; reported?: boolean },
  signal?: AbortSignal,
) =>
  api.get<QuestionPage>(
    `${base(key)}?page=${query.page}&pageSize=${query.pageSize}${query.q ? `&q=${encodeURIComponent(query.q)}` : ''}${query.reported ? '&reported=1' : ''}`,
    { signal },
  );
/** Clears a question's open reports. */
export const resolveReports = (key: ModuleKey, id: string) =>
  api.post<{ resolved: number }>(`${base(key)}/${encodeURIComponent(id)}/reports/resolve`);
export const updateQuestion = (key: ModuleKey, id: string, row: Record<string, unknown>) =>
  api.put<AdminRow>(`${base(key)}/${id}`, row);
export const deleteQuestion = (key: ModuleKey, id: string) =>
  api.delete<{ message: string }>(`${base(key)}/${id}`);

/** Sends a CSV or JSON file as it is; the server answers a line-numbered report (also on 400). */
export const importQuestions = (key: ModuleKey, text: string, format: 'csv' | 'json') =>
  api.post<ImportReport>(`${base(key)}/import`, text, {
    contentType: format === 'csv' ? 'text/csv' : 'application/json',
  });

export const exportUrl = (key: ModuleKey, format: 'csv' | 'json') =>
  `/api${base(key)}/export?format=${format}`;
export const templateUrl = (key: ModuleKey, format: 'csv' | 'json') =>
  `/api${base(key)}/template?format=${format}`;
