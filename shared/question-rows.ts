import { z } from 'zod';
import { answerKey, normalizeAnswer } from './judging';
import type { QuizModule } from './modules';

/** An optional explanation any question may carry (docs/product.md §6). */
export const explanationField = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().max(1000, 'Keep the explanation under 1000 characters.'))
  .optional()
  .nullable();

/** Optional sub-topic tags (the sandhi type, the samas type, an MCQ topic …). */
export const tagsField = z
  .array(
    z
      .string()
      .transform((s) => s.normalize('NFC').trim())
      .pipe(z.string().min(1, 'A tag cannot be blank.').max(40, 'Keep each tag under 40 characters.')),
  )
  .max(10, 'At most 10 tags.')
  .optional();

/** How many wrong options a typed item carries for its choice form in papers (docs/product.md §11). */
export const DISTRACTOR_COUNT = 3;
const distractorsField = z
  .array(
    z
      .string()
      .transform((s) => s.normalize('NFC').trim())
      .pipe(z.string().max(300, 'Keep each wrong option under 300 characters.')),
  )
  .transform((list) => list.filter((s) => s !== ''))
  .optional();

/** A typed module's wrong options: none, or three that differ from each other and from every accepted answer. */
function checkDistractors(module: QuizModule) {
  return (row: { distractors?: string[] }, ctx: z.RefinementCtx) => {
    const wrong = row.distractors ?? [];
    if (wrong.length === 0) return;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['distractors'], message });
    if (module.ownOptions) return issue('This module’s options are its own: it takes no wrong options.');
    if (wrong.length !== DISTRACTOR_COUNT)
      return issue(`Give exactly ${DISTRACTOR_COUNT} wrong options, or none.`);
    const keys = wrong.map((w) => answerKey(w, module.folding));
    if (new Set(keys).size !== keys.length) return issue('The wrong options must differ from each other.');
    const accepted = new Set(module.correctAnswers(row).map((a) => answerKey(a, module.folding)));
    const clash = wrong.find((_, i) => accepted.has(keys[i]!));
    if (clash) issue(`A wrong option is an accepted answer: ${clash}.`);
  };
}

/**
 * The full row an admin edits, imports and exports: the module's fields, the explanation, tags
 * and, for typed modules, the wrong options of its choice form.
 */
export function adminRowSchema(module: QuizModule) {
  return (module.row as unknown as z.ZodObject)
    .and(z.object({ explanation: explanationField, tags: tagsField, distractors: distractorsField }))
    .superRefine(checkDistractors(module));
}

export function addSchema(module: QuizModule) {
  return (module.add as unknown as z.ZodObject)
    .and(z.object({ explanation: explanationField, distractors: distractorsField }))
    .superRefine((payload, ctx) => {
      // The add payload is the spec's shape: the wrong options are checked against it as a row.
      const row = asRow(module, payload);
      if (row) checkDistractors(module)({ ...row, distractors: payload.distractors }, ctx);
    });
}

function asRow(module: QuizModule, payload: Record<string, unknown>): Record<string, unknown> | null {
  try {
    return module.fromAdd(payload);
  } catch {
    return null;
  }
}

export type QuestionRow = Record<string, unknown> & {
  explanation?: string | null;
  day?: number;
  tags?: string[];
  distractors?: string[];
};

/** Splits a validated row into what the learner sees (prompt) and what only the judge sees (answer). */
export function splitRow(module: QuizModule, row: QuestionRow) {
  const pick = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, row[f]]));
  return {
    prompt: pick(module.promptFields),
    answer: pick(module.answerFields),
    day: module.hasDay ? (row.day as number) : null,
    explanation: row.explanation || null,
    tags: [...new Set(row.tags ?? [])],
    distractors: row.distractors ?? [],
    dedupeKey: dedupeKey(module, row),
  };
}

/** The same prompt, written with other spacing or case, is the same question. */
export function dedupeKey(module: QuizModule, row: Record<string, unknown>): string {
  return module.promptFields
    .filter((f) => typeof row[f] === 'string')
    .map((f) => normalizeAnswer(row[f] as string))
    .join('|');
}

/** The CSV columns of a module: its fields in order; list cells hold answers separated by '|'. */
export function csvColumns(module: QuizModule): string[] {
  return [
    ...module.promptFields,
    ...module.answerFields,
    ...(module.hasDay ? ['day'] : []),
    'explanation',
    'tags',
    ...(module.ownOptions ? [] : ['distractors']),
  ];
}

/** Columns an import may leave out. */
export const OPTIONAL_COLUMNS = new Set(['explanation', 'tags', 'distractors']);
export const LIST_SEPARATOR = '|';

const listFieldCache = new WeakMap<QuizModule, Set<string>>();
/** The row fields that hold a list of answers (read from the module's own schema). */
export function listFields(module: QuizModule): Set<string> {
  let fields = listFieldCache.get(module);
  if (!fields) {
    const json = z.toJSONSchema(module.row, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { type?: string }>;
      allOf?: { properties?: Record<string, { type?: string }> }[];
    };
    const properties: Record<string, { type?: string }> =
      json.properties ?? Object.assign({}, ...(json.allOf ?? []).map((a) => a.properties));
    fields = new Set(
      Object.entries(properties)
        .filter(([, p]) => p.type === 'array')
        .map(([k]) => k),
    );
    listFieldCache.set(module, fields);
  }
  return fields;
}
