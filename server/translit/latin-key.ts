/**
 * Latin side of the two key spaces shared with devanagari-key.ts.
 *
 * "Fine" tokens: one character per sound a phone typist can express. Vowel length,
 * aspiration and ś/s survive here; ranking compares fine tokens.
 *   a A(ā) i I(ī) u U(ū) e E(ai) o O(au)
 *   k K(kh) g G(gh) c(ch) C(chh) j J(jh) z t T(th) d D(dh) n M(nasal mark) p P(ph,f) b B(bh)
 *   m y r l v s S(sh) h
 * "Loose" key: what survives any typing habit (lengths, aspirates, a/ā except word-initially,
 * nasals, doubled letters collapsed); the lexicon is indexed by it.
 */

const DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['chh', 'C'],
  ['ksh', 'kS'],
  ['shh', 'S'],
  ['aa', 'A'],
  ['ee', 'I'],
  ['ii', 'I'],
  ['oo', 'U'],
  ['uu', 'U'],
  ['ai', 'E'],
  ['ei', 'e'],
  ['au', 'O'],
  ['ou', 'O'],
  ['kh', 'K'],
  ['gh', 'G'],
  ['ch', 'c'],
  ['jh', 'J'],
  ['th', 'T'],
  ['dh', 'D'],
  ['ph', 'P'],
  ['bh', 'B'],
  ['sh', 'S'],
];

const SINGLE: Readonly<Record<string, string>> = {
  a: 'a',
  b: 'b',
  c: 'c',
  d: 'd',
  e: 'e',
  f: 'P',
  g: 'g',
  h: 'h',
  i: 'i',
  j: 'j',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  o: 'o',
  p: 'p',
  q: 'k',
  r: 'r',
  s: 's',
  t: 't',
  u: 'u',
  v: 'v',
  w: 'v',
  x: 'kS',
  y: 'y',
  z: 'z',
};

/** Digraphs by first letter, longest first. */
const DIGRAPHS_BY_FIRST = new Map<string, Array<readonly [string, string]>>();
for (const d of DIGRAPHS) {
  const list = DIGRAPHS_BY_FIRST.get(d[0][0] ?? '') ?? [];
  list.push(d);
  list.sort((a, b) => b[0].length - a[0].length);
  DIGRAPHS_BY_FIRST.set(d[0][0] ?? '', list);
}

/** Typed Latin → fine tokens. Letters other than a–z, apostrophes and hyphens are dropped. */
export function latinTokens(text: string): string {
  const s = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < s.length) {
    const ch = s[i] ?? '';
    const digraph = DIGRAPHS_BY_FIRST.get(ch)?.find(([from]) => s.startsWith(from, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
    } else {
      out += SINGLE[ch] ?? '';
      i += 1;
    }
  }
  return out;
}

const LOOSE: Readonly<Record<string, string>> = {
  a: '',
  A: '',
  i: 'i',
  I: 'i',
  u: 'u',
  U: 'u',
  e: 'e',
  E: 'e',
  o: 'o',
  O: 'o',
  k: 'k',
  K: 'k',
  g: 'g',
  G: 'g',
  c: 'c',
  C: 'c',
  j: 'j',
  J: 'j',
  z: 'j',
  t: 't',
  T: 't',
  d: 'd',
  D: 'd',
  n: 'n',
  M: 'n',
  m: 'm',
  p: 'p',
  P: 'p',
  b: 'b',
  B: 'b',
  y: 'y',
  r: 'r',
  l: 'l',
  v: 'v',
  s: 's',
  S: 's',
  h: 'h',
};

/** Fine tokens → loose key. */
export function looseKey(tokens: string): string {
  let out = '';
  let prev = '';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    // A word-initial a/ā is kept: it is all that tells accha (अच्छा) from cha (चा).
    let c = i === 0 && (t === 'a' || t === 'A') ? 'a' : (LOOSE[t] ?? '');
    // m before a labial is how anusvara is often typed (sambandh = संबंध).
    if (c === 'm') {
      const next = LOOSE[tokens[i + 1] ?? ''];
      if (next === 'p' || next === 'b') c = 'n';
    }
    // Only letters that touch collapse (accha, chhutti); kaka keeps both k.
    if (c !== '' && c !== prev) out += c;
    prev = c;
  }
  return out;
}

export function latinKey(text: string): string {
  return looseKey(latinTokens(text));
}
