import Papa from 'papaparse';
import type { QuizModule } from '../../shared/modules';
import {
  adminRowSchema,
  csvColumns,
  dedupeKey,
  LIST_SEPARATOR,
  listFields,
  OPTIONAL_COLUMNS,
  type QuestionRow,
} from '../../shared/question-rows';
import type { Db } from '../db/client';
import { findByDedupeKeys, insertQuestions, type StoredQuestion } from './questions';

export interface ImportReport {
  imported: number;
  skipped: { line: number; reason: string }[];
  errors: { line: number; message: string }[];
}

export class ImportFormatError extends Error {}

const MAX_ROWS = 5000;
/** List columns every row may carry beside the module's own (blank cells are no entries). */
const OPTIONAL_LISTS = new Set(['tags', 'distractors']);

/** Reads a CSV (header row, list cells split by '|') or JSON (array of rows) body into numbered rows. */
export function parseImport(module: QuizModule, body: string | unknown): { line: number; data: unknown }[] {
  if (typeof body !== 'string') {
    const list = Array.isArray(body) ? body : (body as { rows?: unknown })?.rows;
    if (!Array.isArray(list))
      throw new ImportFormatError('Send a JSON array of questions, or CSV text with a header row.');
    if (list.length > MAX_ROWS) throw new ImportFormatError(`At most ${MAX_ROWS} questions per import.`);
    return list.map((data, i) => ({ line: i + 1, data }));
  }
  const text = body.replace(/^\ufeff/, '');
  if (text.trim().startsWith('[')) {
    try {
      return parseImport(module, JSON.parse(text));
    } catch (err) {
      if (err instanceof ImportFormatError) throw err;
      throw new ImportFormatError('The JSON could not be read: check brackets, quotes and commas.');
    }
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    // Our export guards cells a spreadsheet would run as a formula with a leading apostrophe: drop it.
    transform: (value) => value.replace(FORMULA_GUARD, ''),
  });
  const columns = csvColumns(module);
  const fields = parsed.meta.fields ?? [];
  const missing = columns.filter((c) => !OPTIONAL_COLUMNS.has(c) && !fields.includes(c));
  if (missing.length)
    throw new ImportFormatError(
      `The CSV header must have the columns ${columns.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  const unknown = fields.filter((f) => !columns.includes(f));
  if (unknown.length)
    throw new ImportFormatError(
      `Unknown CSV columns: ${unknown.join(', ')}. Expected: ${columns.join(', ')}.`,
    );
  if (parsed.data.length > MAX_ROWS) throw new ImportFormatError(`At most ${MAX_ROWS} questions per import.`);
  const lists = listFields(module);
  // Line numbers count the header as line 1; Papa's row index follows the data rows.
  const lineOf = lineNumbers(text);
  return parsed.data.map((record, i) => ({
    line: lineOf[i] ?? i + 2,
    data: Object.fromEntries(
      Object.entries(record).map(([k, v]) => [
        k,
        lists.has(k) || OPTIONAL_LISTS.has(k)
          ? String(v ?? '')
              .split(LIST_SEPARATOR)
              .filter((x) => !OPTIONAL_LISTS.has(k) || x.trim() !== '')
          : k === 'day' && v !== ''
            ? Number(v)
            : v,
      ]),
    ),
  }));
}

/** The file line each data record starts on, allowing for quoted cells that span lines and blank lines. */
function lineNumbers(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let inQuotes = false;
  let atRecordStart = true;
  let headerDone = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (atRecordStart && c !== '\n' && c !== '\r') {
      if (headerDone) starts.push(line);
      atRecordStart = false;
    }
    if (c === '"') inQuotes = !inQuotes;
    else if (c === '\n') {
      line++;
      if (!inQuotes) {
        if (!atRecordStart) headerDone = true;
        atRecordStart = true;
      }
    }
  }
  return starts;
}

/** Validates every row, skips duplicates, and writes all or nothing. */
export async function importQuestions(
  db: Db,
  module: QuizModule,
  rows: { line: number; data: unknown }[],
  createdBy?: string,
): Promise<ImportReport & { inserted: StoredQuestion[] }> {
  const schema = adminRowSchema(module);
  const report: ImportReport = { imported: 0, skipped: [], errors: [] };
  const valid: { line: number; row: QuestionRow; key: string }[] = [];
  const seen = new Map<string, number>();
  for (const { line, data } of rows) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      report.errors.push({
        line,
        message: `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
      });
      continue;
    }
    const row = parsed.data as QuestionRow;
    const key = dedupeKey(module, row);
    const first = seen.get(key);
    if (first !== undefined) {
      report.skipped.push({ line, reason: `Same question as line ${first}.` });
      continue;
    }
    seen.set(key, line);
    valid.push({ line, row, key });
  }
  if (report.errors.length > 0) return { ...report, inserted: [] };
  return db.transaction(async (tx) => {
    const existing = await findByDedupeKeys(
      tx,
      module,
      valid.map((v) => v.key),
    );
    const fresh = valid.filter((v) => {
      if (!existing.has(v.key)) return true;
      report.skipped.push({ line: v.line, reason: 'Already in the question bank.' });
      return false;
    });
    const inserted = await insertQuestions(
      tx,
      module,
      fresh.map((f) => f.row),
      createdBy,
    );
    report.imported = inserted.length;
    report.skipped.sort((a, b) => a.line - b.line);
    return { ...report, inserted };
  });
}

/** A cell starting with = + - @ tab or carriage return runs as a formula in a spreadsheet. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

export function exportCsv(module: QuizModule, rows: Record<string, unknown>[]): string {
  const columns = csvColumns(module);
  // escapeFormulae prefixes such cells with an apostrophe (docs/product.md §5); import takes it off again.
  return Papa.unparse(
    {
      fields: columns,
      data: rows.map((r) =>
        columns.map((c) => (Array.isArray(r[c]) ? (r[c] as string[]).join(LIST_SEPARATOR) : (r[c] ?? ''))),
      ),
    },
    { escapeFormulae: true },
  );
}
