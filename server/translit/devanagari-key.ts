/**
 * Devanagari side of the key spaces: a word becomes the fine tokens a careful typist would
 * produce (see latin-key.ts for the alphabet), and from them the same loose key the typed
 * Latin gets.
 */
import { looseKey } from './latin-key';

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'K',
  ग: 'g',
  घ: 'G',
  ङ: 'n',
  च: 'c',
  छ: 'C',
  ज: 'j',
  झ: 'J',
  ञ: 'n',
  ट: 't',
  ठ: 'T',
  ड: 'd',
  ढ: 'D',
  ण: 'n',
  त: 't',
  थ: 'T',
  द: 'd',
  ध: 'D',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'P',
  ब: 'b',
  भ: 'B',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'S',
  ष: 'S',
  स: 's',
  ह: 'h',
  क़: 'k',
  ख़: 'K',
  ग़: 'g',
  ज़: 'z',
  ड़: 'd',
  ढ़: 'D',
  फ़: 'P',
  य़: 'y',
};

/** Sound of a consonant with a nukta (U+093C) written as a separate mark. */
const NUKTA: Readonly<Record<string, string>> = { ज: 'z', फ: 'P', क: 'k', ख: 'K', ग: 'g', ड: 'd', ढ: 'D' };

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'A',
  इ: 'i',
  ई: 'I',
  उ: 'u',
  ऊ: 'U',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ए: 'e',
  ऐ: 'E',
  ओ: 'o',
  औ: 'O',
  ऑ: 'o',
  ऍ: 'e',
  ऎ: 'e',
  ऒ: 'o',
  ॲ: 'e',
};

const MATRAS: Readonly<Record<string, string>> = {
  'ा': 'A',
  'ि': 'i',
  'ी': 'I',
  'ु': 'u',
  'ू': 'U',
  'ृ': 'ri',
  'ॄ': 'ri',
  'े': 'e',
  'ै': 'E',
  'ो': 'o',
  'ौ': 'O',
  'ॉ': 'o',
  'ॅ': 'e',
  'ॆ': 'e',
  'ॊ': 'o',
};

const DEVANAGARI_RE = /^[\u0900-\u097F]+$/;
const HAS_DEVANAGARI_RE = /[\u0900-\u097F]/;

export function isDevanagariWord(s: string): boolean {
  return DEVANAGARI_RE.test(s);
}

export function hasDevanagari(s: string): boolean {
  return HAS_DEVANAGARI_RE.test(s);
}

// Tables indexed by code point − U+0900. Phones are one character each: '@' is an inherent
// a that Hindi may drop, 'R' the vowel ṛ and 'L' ḷ (spelt out as ri/li at the end).
const CONS_AT: Array<string | undefined> = [];
const NUKTA_AT: Array<string | undefined> = [];
const VOWEL_AT: Array<string | undefined> = [];
const MATRA_AT: Array<string | undefined> = [];
const phone = (t: string): string => (t === 'ri' ? 'R' : t === 'li' ? 'L' : t);
for (const [ch, t] of Object.entries(CONSONANTS)) {
  if (ch.length === 1) CONS_AT[ch.charCodeAt(0) - 0x900] = t;
}
for (const [ch, t] of Object.entries(NUKTA)) NUKTA_AT[ch.charCodeAt(0) - 0x900] = t;
for (const [ch, t] of Object.entries(VOWELS)) VOWEL_AT[ch.charCodeAt(0) - 0x900] = phone(t);
for (const [ch, t] of Object.entries(MATRAS)) MATRA_AT[ch.charCodeAt(0) - 0x900] = phone(t);

const VIRAMA_CODE = 0x94d - 0x900;
/** Each class nasal → the consonants of its class (code point − U+0900), the geminate excluded. */
const OWN_CLASS_AT: Array<number[] | undefined> = [];
for (const [nasal, stops] of [
  ['ङ', 'कखगघ'],
  ['ञ', 'चछजझ'],
  ['ण', 'टठडढ'],
  ['न', 'तथदध'],
  ['म', 'पफबभ'],
] as const) {
  OWN_CLASS_AT[nasal.charCodeAt(0) - 0x900] = Array.from(stops, (c) => c.charCodeAt(0) - 0x900);
}
const NUKTA_CODE = 0x93c - 0x900;
const JA = 0x91c - 0x900;
const NYA = 0x91e - 0x900;
const VOWEL_PHONES = new Set(['a', 'A', 'i', 'I', 'u', 'U', 'e', 'E', 'o', 'O', 'R', 'L', '@']);

function phones(word: string): string {
  let out = '';
  const n = word.length;
  for (let i = 0; i < n; i++) {
    const code = word.charCodeAt(i) - 0x900;
    let cons = CONS_AT[code];
    // A nasal joined to a consonant of its own class (न्त, म्ब, ण्ड) sounds as the anusvara
    // does, and is typed the same way.
    if (
      cons !== undefined &&
      word.charCodeAt(i + 1) - 0x900 === VIRAMA_CODE &&
      OWN_CLASS_AT[code]?.includes(word.charCodeAt(i + 2) - 0x900)
    ) {
      out += 'M';
      i += 1;
      continue;
    }
    if (cons !== undefined) {
      let j = i + 1;
      if (word.charCodeAt(j) - 0x900 === NUKTA_CODE) {
        cons = NUKTA_AT[code] ?? cons;
        j++;
      }
      // ज्ञ is typed gy/gya by nearly everyone.
      if (
        code === JA &&
        word.charCodeAt(j) - 0x900 === VIRAMA_CODE &&
        word.charCodeAt(j + 1) - 0x900 === NYA
      ) {
        out += 'g';
        cons = 'y';
        j += 2;
      }
      out += cons;
      const next = word.charCodeAt(j) - 0x900;
      const matra = MATRA_AT[next];
      if (next === VIRAMA_CODE) {
        i = j;
      } else if (matra !== undefined) {
        out += matra;
        i = j;
      } else {
        out += '@';
        i = j - 1;
      }
      continue;
    }
    const v = VOWEL_AT[code];
    if (v !== undefined) out += v;
    else if (code === 0x902 - 0x900 || code === 0x901 - 0x900) out += 'M';
    // Visarga: h at the end (अतः), unsaid before a consonant (दुःख is typed dukh).
    else if (code === 0x903 - 0x900) out += i === n - 1 ? 'h' : '';
    else if (code === 0x950 - 0x900) out += 'om';
    // Anything else (avagraha, ZWJ, digits, punctuation) carries no sound a typist types.
  }
  return out;
}

const isVowel = (p: string | undefined): boolean => p !== undefined && VOWEL_PHONES.has(p);

/**
 * Hindi schwa deletion, simplified: the final inherent a goes unless it is the only vowel or
 * ends a conjunct with r, y or v; a medial one goes between VC and CV (कमला → kamlA,
 * समझना → samajhnA).
 */
function deleteSchwas(ph: string, vowelR = 'ri'): string {
  const keep = new Array<boolean>(ph.length).fill(true);
  let vowels = 0;
  for (const p of ph) if (isVowel(p)) vowels++;
  const last = ph.length - 1;
  if (ph[last] === '@' && vowels > 1) {
    const cons = ph[last - 1];
    const beforeCons = ph[last - 2];
    const conjunct = beforeCons !== undefined && !isVowel(beforeCons) && beforeCons !== 'M';
    // मित्र, वाक्य keep a typed final a; शब्द, संबंध lose it.
    if (!conjunct || !(cons === 'r' || cons === 'y' || cons === 'v')) keep[last] = false;
  }
  for (let i = last - 1; i >= 2; i--) {
    if (ph[i] !== '@' || !keep[i]) continue;
    const c1 = ph[i - 1];
    const c2 = ph[i + 1];
    if (c1 === undefined || c2 === undefined || c1 === 'M' || c2 === 'M') continue;
    if (isVowel(c1) || !isVowel(ph[i - 2]) || isVowel(c2) || !isVowel(ph[i + 2]) || !keep[i + 2]) continue;
    keep[i] = false;
    i--;
  }
  let out = '';
  for (let i = 0; i < ph.length; i++) {
    if (!keep[i]) continue;
    const p = ph[i] ?? '';
    out += p === '@' ? 'a' : p === 'R' ? vowelR : p === 'L' ? 'li' : p;
  }
  return out;
}

/** Devanagari word (NFC) → fine tokens as typed (विद्यालय → vidyAlay). */
export function devanagariTokens(word: string): string {
  return deleteSchwas(phones(word));
}

/**
 * Loose keys for a Devanagari word: the key itself and, where the word is nasalised, the key
 * without the nasal, since phone typists often leave it out (nahi for नहीं).
 */
export function devanagariKeys(word: string): string[] {
  const tokens = devanagariTokens(word);
  const key = looseKey(tokens);
  const keys = [key];
  if (tokens.includes('M')) {
    const bare = looseKey(tokens.replaceAll('M', ''));
    if (bare !== key && bare !== '') keys.push(bare);
  }
  for (const v of otherReadings(word)) {
    const k = looseKey(v);
    if (!keys.includes(k)) keys.push(k);
  }
  return keys;
}

/**
 * Other ways a word is commonly typed that its own reading does not give: the vowel ṛ as "ru"
 * (krupa for कृपा, amrut for अमृत) and a vowel followed by ई as "ai" (bhai for भाई, nai for नई).
 */
export function otherReadings(word: string): string[] {
  const ph = phones(word);
  const out: string[] = [];
  if (ph.includes('R')) out.push(deleteSchwas(ph, 'ru'));
  const tokens = devanagariTokens(word);
  const ai = tokens.replace(/[aA][iI]/g, 'E');
  if (ai !== tokens) out.push(ai);
  return out;
}
