import { z } from 'zod';
import type { EntryField, QuizModule } from '../../../shared/modules';

/** The entry form's state: one text per field, a list of texts for list fields. */
export type EntryValues = Record<string, string | string[]>;

export interface EntryExtras {
  /** Other accepted answers, comma-separated (modules whose add call takes `alternatives`). */
  alternatives: string;
  explanation: string;
}

export const noExtras: EntryExtras = { alternatives: '', explanation: '' };

export function emptyValues(fields: readonly EntryField[]): EntryValues {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'list' ? Array.from({ length: f.min }, () => '') : '']),
  );
}

/** Whether the module's add call takes alternative answers (PRODUCT.md §4: Hindi often has two right forms). */
export function takesAlternatives(module: QuizModule): boolean {
  return module.add instanceof z.ZodObject && 'alternatives' in module.add.shape;
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
  for (const f of module.entry.fields) payload[f.name] = values[f.name];
  if (takesAlternatives(module) && extras.alternatives.trim())
    payload.alternatives = splitList(extras.alternatives);
  if (extras.explanation.trim()) payload.explanation = extras.explanation;
  return payload;
}
