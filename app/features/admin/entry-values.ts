import { z } from 'zod';
import type { EntryField, QuizModule } from '../../../shared/modules';

/** The entry form's state: one text per field, a list of texts for list fields. */
export type EntryValues = Record<string, string | string[]>;

export interface EntryExtras {
  /** Other accepted answers, comma-separated (modules whose add call takes `alternatives`). */
  alternatives: string;
  /** A typed module's three wrong options for papers, one a line (sentences may hold commas). */
  distractors: string;
  explanation: string;
}

export const noExtras: EntryExtras = { alternatives: '', distractors: '', explanation: '' };

export function emptyValues(fields: readonly EntryField[]): EntryValues {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'list' ? Array.from({ length: f.min }, () => '') : '']),
  );
}

/** Whether the module's add call takes alternative answers (docs/product.md §4: Hindi often has two right forms). */
export function takesAlternatives(module: QuizModule): boolean {
  return module.add instanceof z.ZodObject && 'alternatives' in module.add.shape;
}

/** The entries a choice field offers: the list's non-blank entries, trimmed, each once. */
export function choicesOf(list: string | string[] | undefined): string[] {
  return Array.isArray(list) ? [...new Set(list.map((s) => s.trim()).filter(Boolean))] : [];
}

/**
 * Sets one field; a choice picked from a list follows its entry when that entry is retyped,
 * and is cleared when the entry is removed.
 */
export function setEntryValue(
  fields: readonly EntryField[],
  values: EntryValues,
  name: string,
  value: string | string[],
): EntryValues {
  const next: EntryValues = { ...values, [name]: value };
  const before = values[name];
  if (!Array.isArray(before) || !Array.isArray(value)) return next;
  for (const f of fields) {
    const picked = values[f.name];
    if (f.kind !== 'choiceOf' || f.of !== name || typeof picked !== 'string' || !picked.trim()) continue;
    if (choicesOf(value).includes(picked.trim())) continue;
    const at = before.findIndex((s) => s.trim() === picked.trim());
    next[f.name] = value.length === before.length && at >= 0 ? (value[at] ?? '').trim() : '';
  }
  return next;
}

/** A stored question as the entry form's values (editing on the MCQ admin page). */
export function entryValuesOf(module: QuizModule, row: Record<string, unknown>): EntryValues {
  return Object.fromEntries(
    module.entry.fields.map((f) => {
      const v = row[f.name];
      if (f.kind === 'list') return [f.name, Array.isArray(v) ? v.map(String) : []];
      return [f.name, Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v)];
    }),
  );
}

export const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The add call's payload, before the module's `add` schema checks it. */
export function toPayload(
  module: QuizModule,
  values: EntryValues,
  extras: EntryExtras,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const f of module.entry.fields) {
    const value = values[f.name];
    // A pick whose entry is gone is no answer: the add schema then asks for one.
    payload[f.name] =
      f.kind === 'choiceOf' && !choicesOf(values[f.of]).includes(String(value).trim()) ? '' : value;
  }
  if (takesAlternatives(module) && extras.alternatives.trim())
    payload.alternatives = splitList(extras.alternatives);
  const distractors = extras.distractors
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  if (distractors.length) payload.distractors = distractors;
  if (extras.explanation.trim()) payload.explanation = extras.explanation;
  return payload;
}
