import { and, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findModule, type QuizModule } from '../../shared/modules';
import type { Db } from '../db/client';
import { questions } from '../db/schema';
import { createWordSet, loadTransliterator, moduleOptions, type Transliterator, type WordSet } from './index';
import { answerTexts, wrongOptions } from './lexicon';

/** The lexicon is big and read-only apart from added words: one per process, loaded on first use. */
let shared: Transliterator | undefined;
const engine = () => {
  shared ??= loadTransliterator();
  return shared;
};

/** The texts of a question whose words the lexicon should learn (never a deliberately misspelt prompt). */
export function questionTexts(
  module: QuizModule,
  q: { prompt: Record<string, unknown>; answer: Record<string, unknown>; explanation?: string | null },
): string[] {
  const out: string[] = [];
  const wrong = wrongOptions(module, { ...q.prompt, ...q.answer });
  const take = (v: unknown) => {
    if (typeof v === 'string') {
      if (!wrong.has(v)) out.push(v);
    } else if (Array.isArray(v)) for (const x of v) take(x);
  };
  if (!module.testsSpelling) take(Object.values(q.prompt));
  take(Object.values(q.answer));
  if (q.explanation) out.push(q.explanation);
  return out;
}

const SYNC_MS = 30_000;
const GOOGLE_TIMEOUT_MS = 1500;

export interface TranslitService {
  /** `module`: the key of the module the learner is answering, whose registry `suggest` may apply. */
  suggest(text: string, num: number, module?: string): Promise<string[]>;
  learn(
    module: QuizModule,
    rows: { prompt: Record<string, unknown>; answer: Record<string, unknown>; explanation?: string | null }[],
  ): void;
}

/**
 * Suggestions from the built-in engine, or from the external input-tools service when
 * TRANSLIT_PROVIDER=google, falling back to the engine on any failure. Words of the question
 * bank join the lexicon at first use and every 30 s after (so every instance learns new
 * questions without a restart); the instance that adds a question learns it at once.
 * A call naming a typed-answer module ranks with that module's stored answers: first in a module
 * with `suggest: 'affixes'` (upsarg, pratyay), by the built-in engine whatever the provider (the
 * external service knows no module); preferred among readings that fit alike in any other.
 */
export function createTranslitService(options: {
  db: Db;
  provider: 'builtin' | 'google';
  log: FastifyBaseLogger;
}): TranslitService {
  let syncedAt: Date | undefined;
  let syncing: Promise<void> | undefined;
  /** Per typed-answer module: its stored answers (kept after a delete until a restart). */
  const answerSets = new Map<string, WordSet>();

  function learnAnswers(module: QuizModule, answer: Record<string, unknown>) {
    if (!module.transliterate) return;
    const set = answerSets.get(module.key) ?? createWordSet();
    answerSets.set(module.key, set);
    set.add(answerTexts(module, answer));
  }

  async function sync() {
    const since = syncedAt;
    const started = new Date();
    const rows = await options.db
      .select({
        module: questions.module,
        prompt: questions.prompt,
        answer: questions.answer,
        explanation: questions.explanation,
      })
      .from(questions)
      .where(
        since
          ? and(gt(questions.updatedAt, since), isNull(questions.deletedAt))
          : isNull(questions.deletedAt),
      );
    for (const r of rows) {
      const module = findModule(r.module);
      if (!module) continue;
      engine().addWords(questionTexts(module, r));
      learnAnswers(module, r.answer);
    }
    syncedAt = started;
  }

  function maybeSync(): Promise<void> | undefined {
    if (syncing) return syncedAt ? undefined : syncing;
    if (syncedAt && Date.now() - syncedAt.getTime() < SYNC_MS) return undefined;
    syncing = sync()
      .catch((err) => options.log.warn({ err }, 'transliteration lexicon sync failed'))
      .finally(() => {
        syncing = undefined;
      });
    // The first sync is awaited so the bank's words rank from the first call; later ones run behind.
    return syncedAt ? undefined : syncing;
  }

  async function google(text: string, num: number): Promise<string[]> {
    const url = new URL('https://inputtools.google.com/request');
    url.search = new URLSearchParams({
      text,
      itc: 'hi-t-i0-und',
      num: String(num),
      cp: '0',
      cs: '1',
      ie: 'utf-8',
      oe: 'utf-8',
    }).toString();
    const res = await fetch(url, { signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`input tools answered ${res.status}`);
    const body = (await res.json()) as [string, [string, string[]][]];
    if (body[0] !== 'SUCCESS') throw new Error('input tools did not succeed');
    const words = body[1]?.[0]?.[1] ?? [];
    return [...new Set([...words.slice(0, num - 1), text])];
  }

  return {
    async suggest(text, num, moduleKey) {
      await maybeSync();
      const module = moduleKey === undefined ? undefined : findModule(moduleKey);
      const answers = moduleKey === undefined ? undefined : answerSets.get(moduleKey);
      const context = module && answers ? moduleOptions(module, answers) : {};
      if (context.first) return engine().suggest(text, num, context);
      if (options.provider === 'google') {
        try {
          return await google(text, num);
        } catch (err) {
          options.log.warn({ err }, 'external transliteration failed; using the built-in engine');
        }
      }
      return engine().suggest(text, num, context);
    },
    learn(module, rows) {
      for (const r of rows) {
        // The lexicon, when loaded (the first sync, which loads it, reads these rows anyway).
        shared?.addWords(questionTexts(module, r));
        learnAnswers(module, r.answer);
      }
    },
  };
}
