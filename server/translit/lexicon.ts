/**
 * The word store: Devanagari words with frequency weight, question-bank boost and the
 * romanizations people typed for them, indexed by loose key.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modules, type QuizModule } from '../../shared/modules';
import { devanagariKeys, devanagariTokens, otherReadings } from './devanagari-key';
import { FuzzyIndex } from './fuzzy-index';
import { latinKey, latinTokens } from './latin-key';
import type { Romanization } from './rank';
import { CharModel } from './rules';

/**
 * One line of lexicon.tsv: `word<TAB>freq[<TAB>roman:count,roman:count…]`. The romanizations
 * stay as text until the word is first a candidate.
 */
export interface LexiconLine {
  word: string;
  freq: number;
  romans: string;
}

export function parseLexiconLine(line: string): LexiconLine | undefined {
  if (line === '' || line.startsWith('#')) return undefined;
  const [word, freqText, romans] = line.split('\t');
  if (!word) return undefined;
  const freq = Number(freqText);
  return { word, freq: Number.isFinite(freq) && freq > 0 ? freq : 1, romans: romans ?? '' };
}

/** `roman:count,…` → pairs; a missing count is 1. */
export function parseRomans(text: string): Array<{ roman: string; count: number }> {
  const out: Array<{ roman: string; count: number }> = [];
  if (text === '') return out;
  for (const part of text.split(',')) {
    const colon = part.indexOf(':');
    const roman = colon === -1 ? part : part.slice(0, colon);
    const count = colon === -1 ? 1 : Number(part.slice(colon + 1));
    if (roman !== '') out.push({ roman, count: Number.isFinite(count) && count > 0 ? count : 1 });
  }
  return out;
}

/** Devanagari words inside any text: runs of Devanagari letters and signs. */
export function devanagariWordsIn(text: string): string[] {
  return text.normalize('NFC').match(/[\u0900-\u0963\u0971-\u097F]+/g) ?? [];
}

/**
 * Fields of the question-bank files that are wrong on purpose: the misspelt prompt of shabd
 * shudhi and the faulty sentence of vakya shudhi. Their words must not join the lexicon.
 */
export const WRONG_BY_DESIGN: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  modules.filter((m) => m.testsSpelling).map((m) => [`${m.key}.json`, m.promptFields]),
);

/**
 * The answers a question stores (the strings of the module's answer fields, in a content row or
 * a stored `answer`): what a module with `suggest: 'affixes'` ranks first.
 */
export function answerTexts(module: QuizModule, answer: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const field of module.answerFields) collectStrings(answer[field], [], out);
  return out;
}

function collectStrings(value: unknown, skip: readonly string[], out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, skip, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!skip.includes(k)) collectStrings(v, skip, out);
  }
}

/**
 * The wrong options of a choice module's row (a spelling question offers आशिर्वाद beside
 * आशीर्वाद): they must not teach the lexicon either.
 */
export function wrongOptions(module: QuizModule | undefined, row: Record<string, unknown>): Set<string> {
  if (!module?.ownOptions) return new Set();
  try {
    return new Set(module.ownOptions(row).wrong);
  } catch {
    return new Set();
  }
}

/** Devanagari words of every content/*.json question file, in file order, with repeats. */
export function questionBankWords(contentDir: string): string[] {
  if (!existsSync(contentDir)) return [];
  const words: string[] = [];
  for (const file of readdirSync(contentDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const module = modules.find((m) => `${m.key}.json` === file);
    const data = JSON.parse(readFileSync(join(contentDir, file), 'utf8')) as unknown;
    const texts: string[] = [];
    // Distractors are wrong answers, some misspelt on purpose (विद्यालाय, परीक्शा).
    const skip = [...(WRONG_BY_DESIGN[file] ?? []), 'distractors'];
    for (const row of Array.isArray(data) ? data : [data]) {
      const wrong = wrongOptions(module, row as Record<string, unknown>);
      const own: string[] = [];
      collectStrings(row, skip, own);
      texts.push(...own.filter((t) => !wrong.has(t)));
    }
    for (const t of texts) words.push(...devanagariWordsIn(t));
  }
  return words;
}

/**
 * Per typed-answer module (registry `transliterate`: the answer box sends its key): the stored
 * answers of its content/*.json questions, as the server reads them from the bank.
 */
export function moduleAnswers(contentDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of modules.filter((m) => m.transliterate)) {
    const file = join(contentDir, `${m.key}.json`);
    if (!existsSync(file)) continue;
    const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    out.set(
      m.key,
      rows.flatMap((r) => answerTexts(m, r)),
    );
  }
  return out;
}

/** A common other reading (ṛ as ru, आई as ai) counts as if this many annotators had typed it. */
const OTHER_READING_COUNT = 4;

export class Lexicon {
  readonly index = new FuzzyIndex();
  readonly model = new CharModel();
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly freqs: number[] = [];
  private readonly boosts: number[] = [];
  private readonly romanText: string[] = [];
  // Filled on first use: most words are never a candidate.
  private readonly tokenCache: Array<string | undefined> = [];
  private readonly romanCache: Array<Romanization[] | undefined> = [];

  get size(): number {
    return this.words.length;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  word(id: number): string {
    return this.words[id] ?? '';
  }

  freq(id: number): number {
    return this.freqs[id] ?? 1;
  }

  boost(id: number): number {
    return this.boosts[id] ?? 0;
  }

  tokens(id: number): string {
    let t = this.tokenCache[id];
    if (t === undefined) {
      t = devanagariTokens(this.word(id));
      this.tokenCache[id] = t;
    }
    return t;
  }

  romanizations(id: number): Romanization[] {
    let r = this.romanCache[id];
    if (r === undefined) {
      r = parseRomans(this.romanText[id] ?? '').map(({ roman, count }) => ({
        tokens: latinTokens(roman),
        count,
      }));
      for (const tokens of otherReadings(this.word(id))) r.push({ tokens, count: OTHER_READING_COUNT });
      this.romanCache[id] = r;
    }
    return r;
  }

  /** Adds a word or merges into the existing entry (higher freq and boost win). */
  add(entry: LexiconLine, boost = 0): number {
    const existing = this.ids.get(entry.word);
    if (existing !== undefined) {
      this.freqs[existing] = Math.max(this.freq(existing), entry.freq);
      this.boosts[existing] = Math.max(this.boost(existing), boost);
      if (entry.romans !== '') {
        const old = this.romanText[existing] ?? '';
        this.romanText[existing] = old === '' ? entry.romans : `${old},${entry.romans}`;
        this.romanCache[existing] = undefined;
        this.indexRomans(entry.romans, existing);
      }
      return existing;
    }
    const id = this.words.length;
    this.ids.set(entry.word, id);
    this.words.push(entry.word);
    this.freqs.push(entry.freq);
    this.boosts.push(boost);
    this.romanText.push(entry.romans);
    for (const key of devanagariKeys(entry.word)) if (key !== '') this.index.add(key, id);
    this.indexRomans(entry.romans, id);
    this.model.addWord(entry.word);
    return id;
  }

  private indexRomans(romans: string, id: number): void {
    for (const { roman } of parseRomans(romans)) {
      const key = latinKey(roman);
      if (key !== '') this.index.add(key, id);
    }
  }
}
