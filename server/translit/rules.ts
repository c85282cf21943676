/**
 * Rule-based Latin → Devanagari generator for words in no lexicon. Each fine token has a few
 * Devanagari readings with a prior cost; a character trigram model trained on the lexicon
 * picks between them (त or ट, ि or ी, स or श) in a small beam.
 */

type Reading = readonly [string, number];

const CONSONANT_READINGS: Readonly<Record<string, readonly Reading[]>> = {
  k: [
    ['क', 0],
    ['क़', 2],
  ],
  K: [
    ['ख', 0],
    ['ख़', 1.5],
  ],
  g: [
    ['ग', 0],
    ['ग़', 2],
  ],
  G: [['घ', 0]],
  c: [
    ['च', 0],
    ['छ', 0.8],
  ],
  C: [
    ['छ', 0],
    ['च', 0.6],
  ],
  j: [
    ['ज', 0],
    ['ज़', 1],
  ],
  J: [['झ', 0]],
  z: [
    ['ज़', 0],
    ['ज', 0.3],
  ],
  t: [
    ['त', 0],
    ['ट', 0.4],
  ],
  T: [
    ['थ', 0],
    ['ठ', 0.4],
  ],
  d: [
    ['द', 0],
    ['ड', 0.4],
    ['ड़', 0.7],
  ],
  D: [
    ['ध', 0],
    ['ढ', 0.6],
    ['ढ़', 0.8],
  ],
  n: [
    ['न', 0],
    ['ण', 0.8],
  ],
  p: [['प', 0]],
  P: [
    ['फ', 0],
    ['फ़', 0.8],
  ],
  b: [['ब', 0]],
  B: [['भ', 0]],
  m: [['म', 0]],
  y: [['य', 0]],
  r: [
    ['र', 0],
    ['ड़', 1.2],
  ],
  l: [['ल', 0]],
  v: [['व', 0]],
  s: [
    ['स', 0],
    ['श', 0.6],
    ['ष', 1],
  ],
  S: [
    ['श', 0],
    ['ष', 0.5],
  ],
  h: [['ह', 0]],
  // Units made of two tokens (see generate): gy and ksh.
  Q: [
    ['ज्ञ', 0],
    ['ग्य', 0.3],
  ],
  X: [
    ['क्ष', 0],
    ['क्श', 1],
  ],
  Y: [
    ['च्छ', 0],
    ['च्च', 0.3],
  ],
};

/** Vowel sign readings after a consonant; '' is the inherent a. */
const MATRA_READINGS: Readonly<Record<string, readonly Reading[]>> = {
  a: [
    ['', 0],
    ['ा', 0.6],
  ],
  A: [
    ['ा', 0],
    ['', 1.2],
  ],
  i: [
    ['ि', 0],
    ['ी', 0.2],
  ],
  I: [
    ['ी', 0],
    ['ि', 0.4],
  ],
  u: [
    ['ु', 0],
    ['ू', 0.3],
  ],
  U: [
    ['ू', 0],
    ['ु', 0.4],
  ],
  e: [
    ['े', 0],
    ['ै', 0.8],
  ],
  E: [
    ['ै', 0],
    ['े', 0.5],
  ],
  o: [
    ['ो', 0],
    ['ौ', 0.8],
  ],
  O: [
    ['ौ', 0],
    ['ो', 0.5],
  ],
};

const FINAL_A: readonly Reading[] = [
  ['ा', 0],
  ['', 0.8],
];
const MEDIAL_A: readonly Reading[] = [
  ['', 0],
  ['ा', 0.3],
];

const VOWEL_READINGS: Readonly<Record<string, readonly Reading[]>> = {
  a: [
    ['अ', 0],
    ['आ', 0.5],
  ],
  A: [['आ', 0]],
  i: [
    ['इ', 0],
    ['ई', 0.5],
  ],
  I: [
    ['ई', 0],
    ['इ', 0.4],
  ],
  u: [
    ['उ', 0],
    ['ऊ', 0.5],
  ],
  U: [
    ['ऊ', 0],
    ['उ', 0.4],
  ],
  e: [
    ['ए', 0],
    ['ऐ', 0.8],
  ],
  E: [
    ['ऐ', 0],
    ['ए', 0.5],
  ],
  o: [
    ['ओ', 0],
    ['औ', 0.8],
  ],
  O: [
    ['औ', 0],
    ['ओ', 0.5],
  ],
};

const VIRAMA = '्';
const ANUSVARA = 'ं';

function isVowelToken(t: string | undefined): boolean {
  return t !== undefined && MATRA_READINGS[t] !== undefined;
}

/** Letters of the character model: Devanagari code points, then the word-edge marks. */
const ALPHABET = 131;
const START = 128;
const END = 129;
const OTHER = 130;

function charIndex(c: string): number {
  if (c === '^') return START;
  if (c === '$') return END;
  const code = (c.codePointAt(0) ?? 0) - 0x900;
  return code >= 0 && code < 128 ? code : OTHER;
}

/**
 * Character trigram model with interpolated lower orders over dense typed arrays (a few MB,
 * built in a few ms); '^' and '$' mark word edges.
 */
export class CharModel {
  private readonly uni = new Uint32Array(ALPHABET);
  private readonly bi = new Uint32Array(ALPHABET * ALPHABET);
  private readonly tri = new Uint16Array(ALPHABET * ALPHABET * ALPHABET);
  private readonly ctx1 = new Uint32Array(ALPHABET);
  private readonly ctx2 = new Uint32Array(ALPHABET * ALPHABET);
  private total = 0;

  addWord(word: string): void {
    let p2 = START;
    let p1 = START;
    for (let i = 0; i <= word.length; i++) {
      const c = i < word.length ? charIndex(word[i] ?? '') : END;
      this.uni[c] = (this.uni[c] ?? 0) + 1;
      this.ctx1[p1] = (this.ctx1[p1] ?? 0) + 1;
      const b = p1 * ALPHABET + c;
      this.bi[b] = (this.bi[b] ?? 0) + 1;
      const h = p2 * ALPHABET + p1;
      this.ctx2[h] = (this.ctx2[h] ?? 0) + 1;
      const t = h * ALPHABET + c;
      const cur = this.tri[t] ?? 0;
      if (cur < 0xffff) this.tri[t] = cur + 1;
      this.total++;
      p2 = p1;
      p1 = c;
    }
  }

  /** −ln P(c | p2 p1), all as letter indexes. */
  private cost(p2: number, p1: number, c: number): number {
    const uni = ((this.uni[c] ?? 0) + 0.5) / (this.total + 0.5 * ALPHABET);
    const h1 = this.ctx1[p1] ?? 0;
    const bi = h1 > 0 ? (this.bi[p1 * ALPHABET + c] ?? 0) / h1 : 0;
    const h = p2 * ALPHABET + p1;
    const h2 = this.ctx2[h] ?? 0;
    const tri = h2 > 0 ? (this.tri[h * ALPHABET + c] ?? 0) / h2 : 0;
    return -Math.log(0.7 * tri + 0.25 * bi + 0.05 * uni);
  }

  /** Cost of `added` (Devanagari, or '$' for the word end) written after `prev`. */
  costOf(prev: string, added: string): number {
    let p2 = prev.length >= 2 ? charIndex(prev[prev.length - 2] ?? '') : START;
    let p1 = prev.length >= 1 ? charIndex(prev[prev.length - 1] ?? '') : START;
    let sum = 0;
    for (let i = 0; i < added.length; i++) {
      const c = charIndex(added[i] ?? '');
      sum += this.cost(p2, p1, c);
      p2 = p1;
      p1 = c;
    }
    return sum;
  }
}

interface Hyp {
  out: string;
  /** A consonant was written and its vowel is not decided yet. */
  pending: boolean;
  cost: number;
}

export interface Generated {
  word: string;
  cost: number;
}

/** Weight of the character model against the reading priors. */
const LM_WEIGHT = 1;
const BEAM = 12;

/**
 * Devanagari spellings for fine tokens (see latin-key.ts), cheapest first. `cost` is the
 * priors plus the weighted character-model cost.
 */
export function generate(tokens: string, model: CharModel, count = 3): Generated[] {
  // "ri" becomes one unit R so that it can be read as the vowel ṛ (कृपा) or as रि; gy, ksh
  // and cch become Q, X and Y, each one letter or a fixed pair in Devanagari (ज्ञ, क्ष, च्छ).
  const units = Array.from(
    tokens
      .replaceAll('ri', 'R')
      .replaceAll('gy', 'Q')
      .replaceAll('kS', 'X')
      .replace(/c[cC]|cC/g, 'Y'),
  );
  let beam: Hyp[] = [{ out: '', pending: false, cost: 0 }];
  const extend = (next: Hyp[], h: Hyp, add: string, prior: number, pending: boolean): void => {
    const lm = add === '' ? 0 : model.costOf(h.out, add);
    next.push({ out: h.out + add, pending, cost: h.cost + prior + LM_WEIGHT * lm });
  };
  for (let i = 0; i < units.length; i++) {
    const t = units[i] ?? '';
    const nextTok = units[i + 1];
    const next: Hyp[] = [];
    for (const h of beam) {
      const matras = MATRA_READINGS[t];
      if (matras !== undefined) {
        // A typed word-final a is nearly always ā (लड़का, पिता); elsewhere the model decides.
        const readings = t === 'a' && nextTok === undefined ? FINAL_A : t === 'a' ? MEDIAL_A : matras;
        if (h.pending) for (const [m, c] of readings) extend(next, h, m, c, false);
        else for (const [v, c] of VOWEL_READINGS[t] ?? []) extend(next, h, v, c, false);
        continue;
      }
      if (t === 'R') {
        if (h.pending) {
          extend(next, h, 'ृ', 0.5, false);
          extend(next, h, `${VIRAMA}रि`, 0, false);
          extend(next, h, `${VIRAMA}री`, 0.5, false);
        } else {
          extend(next, h, 'रि', 0, false);
          extend(next, h, 'री', 0.5, false);
          if (h.out === '') extend(next, h, 'ऋ', 0.6, false);
        }
        continue;
      }
      const cons = CONSONANT_READINGS[t];
      if (cons === undefined) continue;
      // A nasal after a vowel and before a consonant or the end is usually anusvara.
      const nasalLetter = t === 'n' || (t === 'm' && (nextTok === 'p' || nextTok === 'b' || nextTok === 'B'));
      if (nasalLetter && !h.pending && h.out !== '' && !isVowelToken(nextTok) && nextTok !== 'R') {
        extend(next, h, ANUSVARA, nextTok === undefined ? 0.2 : 0.1, false);
      }
      // chh between vowels is usually the geminate च्छ (अच्छा, बच्चे is typed with cch).
      if (t === 'C' && !h.pending && h.out !== '') extend(next, h, 'च्छ', 0.3, true);
      const joins: Reading[] = h.pending
        ? [
            [VIRAMA, 0.15],
            ['', 0.5],
          ]
        : [['', 0]];
      for (const [join, jc] of joins) {
        for (const [c, cc] of cons) extend(next, h, join + c, jc + cc, true);
      }
    }
    beam = prune(next);
  }
  const done = new Map<string, number>();
  for (const h of beam) {
    const finals: Reading[] = h.pending
      ? [
          ['', 0],
          [VIRAMA, 1],
        ]
      : [['', 0]];
    for (const [f, fc] of finals) {
      const word = h.out + f;
      const cost = h.cost + fc + LM_WEIGHT * model.costOf(word, '$');
      const prev = done.get(word);
      if (word !== '' && (prev === undefined || cost < prev)) done.set(word, cost);
    }
  }
  return Array.from(done, ([word, cost]) => ({ word, cost }))
    .sort((a, b) => a.cost - b.cost)
    .slice(0, count);
}

function prune(hyps: Hyp[]): Hyp[] {
  const best = new Map<string, Hyp>();
  for (const h of hyps) {
    const k = `${h.out}|${h.pending ? 1 : 0}`;
    const cur = best.get(k);
    if (cur === undefined || h.cost < cur.cost) best.set(k, h);
  }
  return Array.from(best.values())
    .sort((a, b) => a.cost - b.cost)
    .slice(0, BEAM);
}
