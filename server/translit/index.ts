/**
 * Offline Hindi transliteration: typed Latin → ranked Devanagari suggestions.
 *
 * Lexicon first (loose-key lookup, exact then fuzzy, ranked by closeness, frequency and a
 * question-bank boost); a rule-based generator covers words in no lexicon.
 *
 * Multi-word input ("mera gaon"): every word is transliterated; all but the last are replaced
 * by their best candidate and the suggestions vary the last word. Hyphenated words
 * (smaran-patra) are handled the same way with the hyphen kept.
 */
import { readFileSync } from 'node:fs';
import { fromRoot } from '../paths';
import { devanagariTokens, isDevanagariWord } from './devanagari-key';
import { latinTokens, looseKey } from './latin-key';
import { devanagariWordsIn, Lexicon, parseLexiconLine } from './lexicon';
import { BANK_FIT, closeness, score, WEIGHTS } from './rank';
import { generate } from './rules';

export interface Transliterator {
  /** Up to `num` (default 5) suggestions, best first: Devanagari candidates, then the typed text. */
  suggest(text: string, num?: number, options?: SuggestOptions): string[];
  /** Adds words (any text: its Devanagari words are taken) or raises their boost. */
  addWords(words: Iterable<string>, boost?: number): void;
  readonly size: number;
}

export interface SuggestOptions {
  /**
   * Words ranked before the lexicon's whenever they fit the typing (a module's own answers:
   * upsarg's अप, सम्, दुर्); the lexicon's candidates follow in their usual order.
   */
  first?: WordSet;
  /**
   * The stored answers of the module being answered (any typed-answer module): each that fits
   * the typing (within MODULE_FIT) gains MODULE_BOOST, so of two honest readings (bat: बात or
   * बाट) the one this module asks for comes first, while a word read much closer still wins.
   */
  prefer?: WordSet;
}

/** A small set of whole words with their own index, apart from the lexicon (see SuggestOptions). */
export interface WordSet {
  /** Adds the Devanagari words of each text that is one word (an answer like 'सम्'); others are skipped. */
  add(texts: Iterable<string>): void;
  has(word: string): boolean;
  readonly size: number;
}

class Words implements WordSet {
  readonly lex = new Lexicon();

  add(texts: Iterable<string>): void {
    for (const text of texts) {
      const words = devanagariWordsIn(text);
      if (words.length === 1 && words[0] === text.normalize('NFC').trim())
        this.lex.add({ word: words[0], freq: 1, romans: '' });
    }
  }

  has(word: string): boolean {
    return this.lex.idOf(word) !== undefined;
  }

  get size(): number {
    return this.lex.size;
  }
}

/**
 * What the answer box of a module passes with its stored answers: ranked first in a module with
 * `suggest: 'affixes'` (upsarg, pratyay), preferred in any other.
 */
export function moduleOptions(module: { suggest?: 'affixes' }, answers: WordSet): SuggestOptions {
  return module.suggest === 'affixes' ? { first: answers } : { prefer: answers };
}

export function createWordSet(texts: Iterable<string> = []): WordSet {
  const set = new Words();
  set.add(texts);
  return set;
}

/** Thrown for input the engine refuses; the HTTP layer answers 400. */
export class TranslitInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslitInputError';
  }
}

export const MAX_INPUT_LENGTH = 50;
export const DEFAULT_NUM = 5;
const MAX_NUM = 20;
/** Score bonus for question-bank words: about one vowel-length slip. */
export const DEFAULT_BOOST = 0.3;
/** Frequency weight of words that addWords brings in new. */
const ADDED_WORD_FREQ = 5;
/** Candidates scored in full at most; the rest are cut by key distance and frequency. */
const MAX_CANDIDATES = 400;
/**
 * Penalty of a generated spelling that is no lexicon word, on top of its closeness to the
 * typing: a lexicon word read exactly as typed still wins, one needing a slip or two does not.
 */
export const GENERATED_PENALTY = 0.6;
/** Added per unit of the generator's own cost above its best spelling. */
export const GENERATED_SLOPE = 0.2;
/**
 * How far from the typing a word of a `first` set may be and still rank first: one cheap slip
 * (a vowel's length, an aspirate, a dropped a), never a whole letter more or less — "ap" reaches
 * अप, "prati" does not fall back to प्र, and a word that is no affix ("shaam", "baar") keeps its
 * own spelling first. 0.7 (two slips) gained nothing on the affix set and cost the held-out words
 * typed in upsarg 2.4 points of top-1.
 */
export const FIRST_MAX_COST = 0.35;
/**
 * How close a word of the module's own answers (`prefer`) must be to the typing to gain
 * MODULE_BOOST (about two slips, as for a bank word that fits), and that boost (about one slip,
 * as the bank's): the learner is answering one of this module's questions, so its answers are
 * the likelier intent among readings that fit about alike (paryayvachi's काल for "kal", कर्ण for
 * "karna"). On bank-dev 0.3 gained 21 typings; 0.4 two more, but lost two more bank words typed
 * in another module and four more of the dev set typed in the modules (docs/decisions/003).
 */
export const MODULE_FIT = BANK_FIT;
export const MODULE_BOOST = 0.3;

const VALID_RE = /^[A-Za-z'\-\s\u0900-\u097F]*$/;

export const DEFAULT_LEXICON_PATH = fromRoot('server/translit/lexicon/lexicon.tsv');

interface Candidate {
  word: string;
  score: number;
}

class Engine implements Transliterator {
  constructor(private readonly lex: Lexicon) {}

  get size(): number {
    return this.lex.size;
  }

  addWords(words: Iterable<string>, boost = DEFAULT_BOOST): void {
    for (const text of words) {
      for (const word of devanagariWordsIn(text)) {
        this.lex.add({ word, freq: ADDED_WORD_FREQ, romans: '' }, boost);
      }
    }
  }

  suggest(text: string, num = DEFAULT_NUM, options: SuggestOptions = {}): string[] {
    const first = options.first instanceof Words ? options.first : undefined;
    const prefer = options.prefer instanceof Words ? options.prefer : undefined;
    if (typeof text !== 'string') throw new TranslitInputError('text must be a string');
    const typed = text.trim().replace(/\s+/g, ' ');
    if (typed.length > MAX_INPUT_LENGTH) {
      throw new TranslitInputError(`text is longer than ${MAX_INPUT_LENGTH} characters`);
    }
    if (!VALID_RE.test(typed)) {
      throw new TranslitInputError('text may hold only Latin letters, apostrophes, hyphens and Devanagari');
    }
    if (!/[A-Za-z\u0900-\u097F]/.test(typed)) return [];
    const limit = Math.min(MAX_NUM, Math.max(1, Number.isFinite(num) ? Math.floor(num) : DEFAULT_NUM));

    // Words and the separators between them, so "smaran-patra" keeps its hyphen.
    const parts = typed.split(/([\s-]+)/);
    let lastIndex = parts.length - 1;
    while (lastIndex > 0 && !/[A-Za-z\u0900-\u097F]/.test(parts[lastIndex] ?? '')) lastIndex--;
    const lastWord = parts[lastIndex] ?? '';
    let prefix = '';
    for (let i = 0; i < lastIndex; i++) {
      const part = parts[i] ?? '';
      prefix += i % 2 === 1 ? part : (this.candidates(part, 1, first, prefer)[0] ?? part);
    }
    const suffix = parts.slice(lastIndex + 1).join('');

    if (isDevanagariWord(lastWord.replaceAll("'", ''))) {
      return [prefix + lastWord + suffix];
    }
    const slots = limit > 1 ? limit - 1 : 1;
    const out = this.candidates(lastWord, slots, first, prefer).map((w) => prefix + w + suffix);
    if (out.length < limit) out.push(typed);
    return out;
  }

  /**
   * Best Devanagari spellings of one word, at most `n`: the words of `first` that fit the
   * typing, then the lexicon's and the generator's, the words of `prefer` that fit gaining
   * MODULE_BOOST. Devanagari input is kept as is.
   */
  private candidates(word: string, n: number, first?: Words, prefer?: Words): string[] {
    const clean = word.replaceAll("'", '');
    if (clean === '') return [];
    if (isDevanagariWord(clean)) return [clean];
    const tokens = latinTokens(clean);
    if (tokens === '') return [];
    const key = looseKey(tokens);
    const maxDist = key.length <= 3 ? 1 : 2;
    let hits = this.lex.index.lookup(key, maxDist);
    if (hits.length > MAX_CANDIDATES) {
      hits = hits
        .sort((a, b) => a.dist - b.dist || this.lex.freq(b.item) - this.lex.freq(a.item))
        .slice(0, MAX_CANDIDATES);
    }
    const scored = new Map<string, number>();
    const consider = (id: number, keyDist: number): void => {
      const w = this.lex.word(id);
      const c = closeness(tokens, this.lex.tokens(id), this.lex.romanizations(id));
      let s = score(c, keyDist, this.lex.freq(id), this.lex.boost(id));
      if (prefer?.has(w) && c <= MODULE_FIT) s -= MODULE_BOOST;
      const prev = scored.get(w);
      if (prev === undefined || s < prev) scored.set(w, s);
    };
    for (const { item, dist } of hits) consider(item, dist);

    const generated = generate(tokens, this.lex.model, 3);
    const bestGen = generated[0]?.cost ?? 0;
    for (const g of generated) {
      const id = this.lex.idOf(g.word);
      if (id !== undefined) {
        if (!scored.has(g.word)) consider(id, 1);
        continue;
      }
      const c = closeness(tokens, devanagariTokens(g.word), []);
      const s = GENERATED_PENALTY + c + GENERATED_SLOPE * (g.cost - bestGen);
      if (!scored.has(g.word)) scored.set(g.word, s);
    }

    this.preferBankSpelling(scored);
    const ranked: Candidate[] = Array.from(scored, ([w, s]) => ({ word: w, score: s }));
    ranked.sort(byScore);
    const preferred = first ? firstFitting(first, tokens, key, maxDist) : [];
    return [...new Set([...preferred, ...ranked.map((c) => c.word)])].slice(0, n);
  }

  /**
   * Spellings that read the same (चांदनी and चाँदनी, आयुष्मान and आयुष्मान्, ज़ and ज): where one is a
   * question-bank word and another is not, the bank's takes the best score of the group and the
   * others follow it, so a spelling annotators typed often does not hide the bank's.
   */
  private preferBankSpelling(scored: Map<string, number>): void {
    const groups = new Map<string, { bank: string[]; other: string[]; best: number }>();
    for (const [w, s] of scored) {
      const id = this.lex.idOf(w);
      if (id === undefined) continue;
      const key = this.lex.tokens(id).replaceAll('z', 'j');
      let g = groups.get(key);
      if (!g) {
        g = { bank: [], other: [], best: s };
        groups.set(key, g);
      }
      (this.lex.boost(id) > 0 ? g.bank : g.other).push(w);
      if (s < g.best) g.best = s;
    }
    for (const g of groups.values()) {
      if (g.bank.length === 0 || g.other.length === 0) continue;
      let bankBest = Number.POSITIVE_INFINITY;
      for (const w of g.bank) {
        const s = Math.min(scored.get(w) ?? 0, g.best);
        scored.set(w, s);
        if (s < bankBest) bankBest = s;
      }
      for (const w of g.other) scored.set(w, Math.max(scored.get(w) ?? 0, bankBest + 0.001));
    }
  }
}

const byScore = (a: Candidate, b: Candidate) => a.score - b.score || (a.word < b.word ? -1 : 1);

/** The words of a `first` set within FIRST_MAX_COST of the typing, closest first. */
function firstFitting(set: Words, tokens: string, key: string, maxDist: number): string[] {
  const fitting: Candidate[] = [];
  for (const { item, dist } of set.lex.index.lookup(key, maxDist)) {
    const cost = closeness(tokens, set.lex.tokens(item), []) + WEIGHTS.keyDist * dist;
    if (cost <= FIRST_MAX_COST) fitting.push({ word: set.lex.word(item), score: cost });
  }
  return fitting.sort(byScore).map((c) => c.word);
}

/** Loads lexicon.tsv synchronously and builds the index. */
export function loadTransliterator(opts: { lexiconPath?: string } = {}): Transliterator {
  const lex = new Lexicon();
  const text = readFileSync(opts.lexiconPath ?? DEFAULT_LEXICON_PATH, 'utf8');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const entry = parseLexiconLine(text.slice(start, end).replace(/\r$/, ''));
    if (entry) lex.add(entry);
    start = end + 1;
  }
  return new Engine(lex);
}
