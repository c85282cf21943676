import type { QuizModule } from '../../shared/modules';
import type { Database, Prepared } from '../db/client';

export interface CachedQuestion {
  /** What judging reads: the prompt and answer fields, and the day. */
  fields: Record<string, unknown>;
  explanation?: string;
  /** The stored version (from updated_at); a submit judged on an older one is refused. */
  version: string;
}

const QUESTION: Prepared = {
  name: 'sopan_question',
  text: `select prompt, answer, day, explanation, sopan_question_version(updated_at)::text as version
         from questions where id = $1 and module = $2`,
};
/** Enough for every question of a large bank; past it the cache starts again. */
const MAX_ENTRIES = 50_000;

interface Row {
  prompt: Record<string, unknown>;
  answer: Record<string, unknown>;
  day: number | null;
  explanation: string | null;
  version: string;
}

/**
 * Questions as judging needs them, kept per instance: a submit then costs one statement. An edit
 * on any instance changes the version, which the submit checks, so no instance judges on an
 * old copy.
 */
export function questionCache(database: Database) {
  const entries = new Map<number, CachedQuestion & { module: string }>();
  return {
    async get(module: QuizModule, id: number, reload = false): Promise<CachedQuestion | undefined> {
      const hit = entries.get(id);
      if (hit && !reload && hit.module === module.key) return hit;
      if (!Number.isSafeInteger(id)) return undefined;
      const [row] = await database.query<Row>(QUESTION, [id, module.key]);
      if (!row) return undefined;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const entry = {
        module: module.key,
        fields: { ...row.prompt, ...row.answer, day: row.day },
        explanation: row.explanation ?? undefined,
        version: row.version,
      };
      entries.set(id, entry);
      return entry;
    },
  };
}
