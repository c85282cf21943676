/**
 * Ranking: a weighted edit distance between the typed fine tokens and a candidate's
 * romanizations, where the slips phone typists make (vowel length, aspiration, s/sh, a
 * dropped inherent a or nasal) cost little, plus word frequency and the question-bank boost.
 */

const PAIR_COSTS: ReadonlyArray<readonly [string, string, number]> = [
  ['a', 'A', 0.3],
  ['i', 'I', 0.3],
  ['u', 'U', 0.3],
  ['e', 'E', 0.3],
  ['o', 'O', 0.3],
  ['k', 'K', 0.3],
  ['g', 'G', 0.3],
  ['c', 'C', 0.3],
  ['j', 'J', 0.3],
  ['t', 'T', 0.3],
  ['d', 'D', 0.3],
  ['p', 'P', 0.3],
  ['b', 'B', 0.3],
  ['s', 'S', 0.3],
  ['z', 'j', 0.2],
  ['n', 'M', 0.08],
  ['m', 'M', 0.25],
  ['i', 'e', 0.6],
  ['I', 'e', 0.5],
  ['u', 'o', 0.6],
  ['U', 'o', 0.5],
  ['a', 'e', 0.7],
  ['a', 'E', 0.6],
  ['A', 'E', 0.6],
  ['v', 'b', 0.7],
  ['d', 'r', 0.5],
  ['D', 'r', 0.6],
  ['y', 'i', 0.6],
  ['y', 'I', 0.6],
  ['v', 'u', 0.6],
  ['v', 'o', 0.6],
];

/** Cost of typing a token that is not in the word, or leaving one out. */
const INDEL_COSTS: Readonly<Record<string, number>> = {
  a: 0.35,
  A: 0.6,
  M: 0.3,
  h: 0.5,
  y: 0.5,
  v: 0.6,
  i: 0.7,
};

const SUB = new Map<string, number>();
for (const [x, y, c] of PAIR_COSTS) {
  SUB.set(x + y, c);
  SUB.set(y + x, c);
}

/**
 * Slips are not symmetric: a typist often drops a vowel's length or an aspirate (nadi for नदी,
 * bai for भाई) or types s for श/ष, but seldom types them where the word has none (kaar is कार,
 * not कर; dhevata is धेवता, not देवता).
 */
export const LONG_FOR_SHORT = 0.5;
export const ASPIRATE_FOR_PLAIN = 0.5;
export const S_FOR_SH = 0.2;
/** A word's last vowel typed short (nadi, raka for राका, kaua for कौआ): the commonest slip of all. */
export const FINAL_SHORT = 0.15;

const LONG_OF: Readonly<Record<string, string>> = { a: 'A', i: 'I', u: 'U' };
const ASPIRATE_OF: Readonly<Record<string, string>> = {
  k: 'K',
  g: 'G',
  c: 'C',
  j: 'J',
  t: 'T',
  d: 'D',
  p: 'P',
  b: 'B',
};

/** Cost of typing `x` where the word has `y`. */
function subCost(x: string, y: string): number {
  if (x === y) return 0;
  if (LONG_OF[y] === x) return LONG_FOR_SHORT;
  if (ASPIRATE_OF[y] === x) return ASPIRATE_FOR_PLAIN;
  if (x === 's' && y === 'S') return S_FOR_SH;
  return SUB.get(x + y) ?? 1;
}

function indelCost(x: string): number {
  return INDEL_COSTS[x] ?? 1;
}

/** Aspirated fine tokens → their plain ones (kh → k): the two halves of a doubled cch, ddh. */
const PLAIN: Readonly<Record<string, string>> = {
  K: 'k',
  G: 'g',
  C: 'c',
  J: 'j',
  T: 't',
  D: 'd',
  P: 'p',
  B: 'b',
};

/** Cost of one half of a doubled consonant (utar for uttar, budhu for buddhu): often typed single. */
export const GEMINATE_INDEL = 0.25;

/**
 * Insert/delete cost of each token of `s`: cheap for a consonant beside its own double
 * (tt, ddh) and for the plain half of an aspirate's double.
 */
function indelCosts(s: string): number[] {
  const out = new Array<number>(s.length);
  for (let i = 0; i < s.length; i++) {
    const x = s[i] ?? '';
    const next = s[i + 1] ?? '';
    const doubled = !'aAiIuUeEoOM'.includes(x) && (next === x || PLAIN[next] === x || s[i - 1] === x);
    // A typed first vowel is never an inherent a left out: ajivan is आजीवन, not जीवन.
    if (i === 0 && (x === 'a' || x === 'A')) out[i] = 1;
    else out[i] = doubled ? Math.min(GEMINATE_INDEL, indelCost(x)) : indelCost(x);
  }
  return out;
}

/**
 * Weighted edit distance from typed fine tokens `a` to a word's `b`; stops early (returning `limit`)
 * once every alignment already costs more than `limit`.
 */
export function tokenDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const n = a.length;
  const m = b.length;
  const aCost = indelCosts(a);
  const bCost = indelCosts(b);
  let prev = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  prev[0] = 0;
  for (let j = 1; j <= m; j++) prev[j] = (prev[j - 1] ?? 0) + (bCost[j - 1] ?? 1);
  for (let i = 1; i <= n; i++) {
    const ai = a[i - 1] ?? '';
    const del = aCost[i - 1] ?? 1;
    cur[0] = (prev[0] ?? 0) + del;
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const bj = b[j - 1] ?? '';
      const v = Math.min(
        (prev[j] ?? 0) + del,
        (cur[j - 1] ?? 0) + (bCost[j - 1] ?? 1),
        (prev[j - 1] ?? 0) + (i === n && j === m && LONG_OF[ai] === bj ? FINAL_SHORT : subCost(ai, bj)),
      );
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit;
    [prev, cur] = [cur, prev];
  }
  return prev[m] ?? 0;
}

/** Weights of the score; lower scores rank first. */
export const WEIGHTS = {
  /** Subtracted per unit of ln(1 + freq). */
  freq: 0.1,
  /** Added to a match through an annotator's romanization, divided by its count. */
  observed: 0.2,
  /** Added per unit of loose-key distance, on top of the token distance. */
  keyDist: 0.2,
} as const;

export interface Romanization {
  tokens: string;
  count: number;
}

/**
 * Closeness of the typed tokens to a word: its own spelling read aloud, or any romanization
 * annotators gave for it (slightly discounted, so a standard spelling whose reading matches
 * the typing exactly beats a misspelling some annotator typed the same way).
 */
export function closeness(typed: string, wordTokens: string, romans: readonly Romanization[]): number {
  let best = tokenDistance(typed, wordTokens);
  for (const r of romans) {
    if (best === 0) break;
    const extra = WEIGHTS.observed / Math.max(1, r.count);
    if (extra >= best) continue;
    const d = tokenDistance(typed, r.tokens, best - extra) + extra;
    if (d < best) best = d;
  }
  return best;
}

/**
 * How close a question-bank word must be to count as fitting the typing (about two slips): then
 * its boost counts twice, so it comes before a word only Dakshina knows (सहचरी before सहचारी for
 * sahachari: the learner is answering the bank's questions), while a bank word far from the
 * typing does not push out the word typed.
 */
export const BANK_FIT = 0.7;

export function score(closenessCost: number, keyDist: number, freq: number, boost: number): number {
  const bank = closenessCost <= BANK_FIT ? 2 * boost : boost;
  return closenessCost + WEIGHTS.keyDist * keyDist - WEIGHTS.freq * Math.log1p(freq) - bank;
}
