/**
 * Writes the question-bank typing sets of the transliteration eval:
 *   server/translit/eval/bank-dev.tsv   (for tuning the engine)
 *   server/translit/eval/bank-test.tsv  (held out: only ever scored, never tuned on)
 *
 *   npm run make:translit-eval
 *
 * Words: every question-bank field value that is one Devanagari word (antonyms, synonyms,
 * sandhi results, tatsam forms, administrative terms…), never a deliberately misspelt prompt, a
 * distractor, a choice question's wrong option or an affix. Each is split into dev or test by a hash of the word, so the two sets
 * share no word. Each word is typed the ways people type Hindi in Latin letters, by rules of this
 * file alone (it reads nothing of server/translit, so tuning the engine cannot shape the set):
 * long vowels doubled or typed short, aspirates kept or typed plain, doubled consonants single,
 * श/ष as s, ऋ as ru, anusvara as the other nasal, व as w, inherent a kept or dropped. ज्ञ is gy and
 * ण is n throughout, as everyone types them. A slip typing that is the plain typing of another
 * bank word (kala: कला, not काला) is left out: no engine can tell what was meant.
 * eval/bank-hand.tsv (typings written by hand) joins the test set.
 *
 * Lines: typed<TAB>expected<TAB>kind<TAB>modules. Same bank, same files. `modules` names the modules
 * whose learners type the word as an answer (a typed-answer module, `transliterate` in the
 * registry, whose stored answers hold the word as a whole value), comma-separated in registry
 * order, or `-` when none does (a word only ever shown in a prompt, a spelling answer): the
 * module the answer box sends with each request, so the eval can pass it as the app does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modules } from '../shared/modules';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = join(root, 'server/translit/eval');
/** Words per set: enough for ≥ 1,500 typings each, few enough to score in seconds. */
const WORDS_PER_SET = 700;

// ---------- the bank's words ----------

const WORD_RE = /[\u0900-\u0963\u0971-\u097F]+/g;

/** Per word: the typed-answer modules whose stored answers hold it (filled by bankWords). */
const answeredIn = new Map<string, string[]>();

function bankWords(): string[] {
  const words = new Set<string>();
  for (const m of modules) {
    const rows = JSON.parse(readFileSync(join(root, 'content', `${m.key}.json`), 'utf8')) as Record<
      string,
      unknown
    >[];
    // Affixes (अप, ता) are no words; a spelling module's prompt is wrong on purpose.
    const fields = [
      ...(m.testsSpelling ? [] : m.promptFields),
      ...(m.suggest === 'affixes' ? [] : m.answerFields),
    ];
    for (const row of rows) {
      // A choice module's wrong options may be misspelt on purpose (आशिर्वाद beside आशीर्वाद).
      const wrong = new Set(m.ownOptions?.(row).wrong ?? []);
      for (const f of fields)
        for (const v of ([] as unknown[]).concat(row[f] ?? [])) {
          if (typeof v !== 'string' || wrong.has(v)) continue;
          const text = v.normalize('NFC').trim();
          const found = text.match(WORD_RE) ?? [];
          if (found.length === 1 && found[0] === text) words.add(text);
        }
      // The modules a learner types this word in: those whose answer box sends the module.
      if (!m.transliterate) continue;
      for (const f of m.answerFields)
        for (const v of ([] as unknown[]).concat(row[f] ?? [])) {
          if (typeof v !== 'string' || wrong.has(v)) continue;
          const text = v.normalize('NFC').trim();
          const list = answeredIn.get(text) ?? [];
          if (!list.includes(m.key)) list.push(m.key);
          answeredIn.set(text, list);
        }
    }
  }
  return [...words].sort();
}

/** FNV-1a: a stable hash, so the split and the order never change with the bank's order. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

// ---------- Devanagari → phones ----------

/** Consonants: [typed, typed plain (aspirate dropped)]. */
const CONS: Readonly<Record<string, readonly [string, string]>> = {
  क: ['k', 'k'],
  ख: ['kh', 'k'],
  ग: ['g', 'g'],
  घ: ['gh', 'g'],
  ङ: ['n', 'n'],
  च: ['ch', 'ch'],
  छ: ['chh', 'ch'],
  ज: ['j', 'j'],
  झ: ['jh', 'j'],
  ञ: ['n', 'n'],
  ट: ['t', 't'],
  ठ: ['th', 't'],
  ड: ['d', 'd'],
  ढ: ['dh', 'd'],
  ण: ['n', 'n'],
  त: ['t', 't'],
  थ: ['th', 't'],
  द: ['d', 'd'],
  ध: ['dh', 'd'],
  न: ['n', 'n'],
  प: ['p', 'p'],
  फ: ['ph', 'f'],
  ब: ['b', 'b'],
  भ: ['bh', 'b'],
  म: ['m', 'm'],
  य: ['y', 'y'],
  र: ['r', 'r'],
  ल: ['l', 'l'],
  व: ['v', 'v'],
  श: ['sh', 'sh'],
  ष: ['sh', 'sh'],
  स: ['s', 's'],
  ह: ['h', 'h'],
  क़: ['q', 'k'],
  ख़: ['kh', 'k'],
  ग़: ['g', 'g'],
  ज़: ['z', 'j'],
  ड़: ['d', 'd'],
  ढ़: ['dh', 'd'],
  फ़: ['f', 'f'],
  य़: ['y', 'y'],
};
const MATRA: Readonly<Record<string, string>> = {
  'ा': 'A',
  'ि': 'i',
  'ी': 'I',
  'ु': 'u',
  'ू': 'U',
  'ृ': 'R',
  'े': 'e',
  'ै': 'E',
  'ो': 'o',
  'ौ': 'O',
  'ॉ': 'o',
  'ॅ': 'e',
};
const VOWEL: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'A',
  इ: 'i',
  ई: 'I',
  उ: 'u',
  ऊ: 'U',
  ऋ: 'R',
  ए: 'e',
  ऐ: 'E',
  ओ: 'o',
  औ: 'O',
  ऑ: 'o',
};
const NUKTA = '\u093c';
const VIRAMA = '्';
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
const SPIRANTS = new Set(['स', 'श', 'ष', 'ह', 'य', 'र', 'व', 'ल']);

/** One sound: a consonant letter (c), a vowel (v: '@' is the inherent a), a nasal sign or visarga. */
type Phone = { k: 'c'; letter: string } | { k: 'v'; v: string } | { k: 'n'; chandra: boolean } | { k: 'h' };

function phones(word: string): Phone[] | undefined {
  const out: Phone[] = [];
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i] ?? '';
    if (chars[i + 1] === NUKTA) {
      ch = (ch + NUKTA).normalize('NFC');
      i++;
    }
    if (CONS[ch]) {
      out.push({ k: 'c', letter: ch });
      const next = chars[i + 1] ?? '';
      if (next === VIRAMA) i++;
      else if (MATRA[next]) {
        out.push({ k: 'v', v: MATRA[next] });
        i++;
      } else out.push({ k: 'v', v: '@' });
    } else if (VOWEL[ch] !== undefined) out.push({ k: 'v', v: VOWEL[ch] ?? '' });
    else if (ch === 'ं' || ch === 'ँ') out.push({ k: 'n', chandra: ch === 'ँ' });
    else if (ch === 'ः') out.push({ k: 'h' });
    else return undefined; // a sign we do not type (avagraha, digits): leave the word out
  }
  return out;
}

const isC = (p: Phone | undefined) => p?.k === 'c';
const isV = (p: Phone | undefined) => p?.k === 'v';

/**
 * Which inherent a's a Hindi speaker does not say: the final one (unless it is the only vowel
 * or closes a cluster ending in य, र, व), and a medial one between VC and CV (कमला → kamla).
 */
function silentSchwas(ph: Phone[]): Set<number> {
  const silent = new Set<number>();
  const vowels = ph.filter(isV).length;
  const last = ph.length - 1;
  const lp = ph[last];
  if (lp?.k === 'v' && lp.v === '@' && vowels > 1) {
    const c = ph[last - 1];
    const cluster = isC(ph[last - 2]);
    if (!(cluster && c?.k === 'c' && ['य', 'र', 'व'].includes(c.letter))) silent.add(last);
  }
  for (let i = last - 1; i >= 2; i--) {
    const p = ph[i];
    if (p?.k !== 'v' || p.v !== '@') continue;
    const nextV = ph[i + 2];
    if (
      isC(ph[i - 1]) &&
      isV(ph[i - 2]) &&
      !silent.has(i - 2) &&
      isC(ph[i + 1]) &&
      isV(nextV) &&
      !silent.has(i + 2)
    ) {
      silent.add(i);
      i--;
    }
  }
  return silent;
}

// ---------- phones → typing ----------

interface Style {
  /** ā ī ū typed aa ee oo (word-final ā stays a). */
  long: boolean;
  plain: boolean;
  singleGeminate: boolean;
  sForSh: boolean;
  ru: boolean;
  otherNasal: boolean;
  w: boolean;
  keepSchwa: boolean;
  dropSchwa: boolean;
}

const BASE: Style = {
  long: false,
  plain: false,
  singleGeminate: false,
  sForSh: false,
  ru: false,
  otherNasal: false,
  w: false,
  keepSchwa: false,
  dropSchwa: false,
};

const UNASPIRATED: Readonly<Record<string, string>> = {
  ख: 'क',
  घ: 'ग',
  छ: 'च',
  झ: 'ज',
  ठ: 'ट',
  ढ: 'ड',
  थ: 'त',
  ध: 'द',
  फ: 'प',
  भ: 'ब',
};

function type(ph: Phone[], style: Style): string {
  const silent = silentSchwas(ph);
  // A kept final a of a cluster (dharma) stays kept with keepSchwa; a medial silent one is said.
  if (style.keepSchwa) {
    for (const i of [...silent]) {
      const last = i === ph.length - 1;
      if (!last || isC(ph[i - 2])) silent.delete(i);
    }
  }
  // Texting drops a said inherent a after a cluster (prasad → prsad, surya → sury).
  if (style.dropSchwa) {
    const i = ph.findIndex(
      (p, j) => p.k === 'v' && p.v === '@' && !silent.has(j) && isC(ph[j - 1]) && isC(ph[j - 2]),
    );
    if (i === -1) return '';
    silent.add(i);
  }
  let out = '';
  const last = ph.length - 1;
  for (let i = 0; i < ph.length; i++) {
    const p = ph[i]!;
    const next = ph[i + 1];
    if (p.k === 'c') {
      const letter = p.letter;
      // ज्ञ is typed gy.
      if (letter === 'ज' && next?.k === 'c' && next.letter === 'ञ') {
        out += 'gy';
        i++;
        continue;
      }
      // A doubled consonant (त्त, च्छ, द्ध): its first half is dropped when typed single.
      if (next?.k === 'c' && (next.letter === letter || UNASPIRATED[next.letter] === letter)) {
        if (!style.singleGeminate) {
          const [t, plain] = CONS[letter]!;
          out += style.plain ? plain : t === 'ch' ? 'c' : t;
        }
        continue;
      }
      let [t, plain] = CONS[letter]!;
      if (style.plain) t = plain;
      // क्ष stays ksh whoever types s for sh.
      const ksh = letter === 'ष' && ph[i - 1]?.k === 'c' && (ph[i - 1] as { letter: string }).letter === 'क';
      if (style.sForSh && (letter === 'श' || letter === 'ष') && !ksh) t = 's';
      // w is typed after a consonant (swagat, dwar) or between vowels (hawa), not to start a word.
      if (style.w && letter === 'व' && i > 0) t = 'w';
      out += t;
      continue;
    }
    if (p.k === 'v') {
      if (silent.has(i)) continue;
      const v = p.v;
      const final = i === last || (i === last - 1 && ph[last]?.k !== 'c');
      if (v === '@' || v === 'a') out += 'a';
      else if (v === 'A') out += style.long && !final ? 'aa' : 'a';
      else if (v === 'I') out += style.long ? 'ee' : 'i';
      else if (v === 'U') out += style.long ? 'oo' : 'u';
      else if (v === 'R') out += style.ru ? 'ru' : 'ri';
      else if (v === 'E') out += 'ai';
      else if (v === 'O') out += 'au';
      else out += v;
      continue;
    }
    if (p.k === 'n') {
      const nc = next?.k === 'c' ? next.letter : undefined;
      if (p.chandra) {
        if (nc !== undefined) out += 'n';
        else if (style.otherNasal) out += 'n';
        continue;
      }
      const std = nc !== undefined && LABIALS.has(nc) ? 'm' : 'n';
      const other = std === 'm' ? 'n' : 'm';
      // The other nasal is typed before a labial (n), a spirant or at the end (m), not before a stop.
      const canSwap = nc === undefined || LABIALS.has(nc) || SPIRANTS.has(nc);
      out += style.otherNasal && canSwap ? other : std;
      continue;
    }
    // Visarga: said as h at the end, silent in typing before a consonant (दुःख → dukh).
    if (i === last) out += 'h';
  }
  return out;
}

// ---------- the typings of a word ----------

const has = (ph: Phone[], f: (p: Phone) => boolean) => ph.some(f);
const cons =
  (...letters: string[]) =>
  (p: Phone) =>
    p.k === 'c' && letters.includes(p.letter);
const vowel =
  (...vs: string[]) =>
  (p: Phone) =>
    p.k === 'v' && vs.includes(p.v);

/** The kinds of typing, each a style (on the short-vowel base most people use) and when it applies. */
const KINDS: ReadonlyArray<readonly [string, Partial<Style>, (ph: Phone[]) => boolean]> = [
  ['plain', {}, () => true],
  ['long-vowels', { long: true }, (ph) => has(ph, vowel('A', 'I', 'U'))],
  ['single-consonant', { singleGeminate: true }, (ph) => ph.some((_, i) => isGeminate(ph, i))],
  [
    'aspirate-plain',
    { plain: true },
    (ph) => has(ph, cons('ख', 'घ', 'छ', 'झ', 'ठ', 'ढ', 'थ', 'ध', 'फ', 'भ', 'ख़', 'ढ़')),
  ],
  ['s-for-sh', { sForSh: true }, (ph) => has(ph, cons('श', 'ष'))],
  ['ru', { ru: true }, (ph) => has(ph, vowel('R'))],
  ['other-nasal', { otherNasal: true }, (ph) => has(ph, (p) => p.k === 'n')],
  ['w', { w: true }, (ph) => ph.some((p, i) => i > 0 && cons('व')(p))],
  ['a-kept', { keepSchwa: true }, () => true],
  ['a-dropped', { dropSchwa: true }, () => true],
];

function isGeminate(ph: Phone[], i: number): boolean {
  const p = ph[i];
  const n = ph[i + 1];
  return p?.k === 'c' && n?.k === 'c' && (n.letter === p.letter || UNASPIRATED[n.letter] === p.letter);
}

interface Typing {
  typed: string;
  word: string;
  kind: string;
}

function typings(word: string): Typing[] {
  const ph = phones(word);
  if (!ph || ph.filter(isV).length < 2) return [];
  const seen = new Set<string>();
  const out: Typing[] = [];
  for (const [kind, style, applies] of KINDS) {
    if (!applies(ph)) continue;
    const typed = type(ph, { ...BASE, ...style });
    if (typed.length < 2 || seen.has(typed)) continue;
    seen.add(typed);
    out.push({ typed, word, kind: kindsOf(ph, kind) });
  }
  return out;
}

/** The kind, with the letters every typing of the word shares that the brief names (gy, n for ण). */
function kindsOf(ph: Phone[], kind: string): string {
  const tags = [kind];
  if (ph.some((p, i) => p.k === 'c' && p.letter === 'ज' && cons('ञ')(ph[i + 1] ?? { k: 'h' })))
    tags.push('gy');
  if (has(ph, cons('ण'))) tags.push('n-for-ṇ');
  return tags.join(',');
}

// ---------- write ----------

const words = bankWords();
/** The plain typing of every bank word: a slip that lands on one of these is ambiguous. */
const plainOf = new Map<string, Set<string>>();
for (const w of words) {
  const ph = phones(w);
  if (!ph) continue;
  for (const style of [BASE, { ...BASE, long: true }]) {
    const t = type(ph, style);
    const set = plainOf.get(t) ?? new Set<string>();
    set.add(w);
    plainOf.set(t, set);
  }
}

const ordered = words
  .filter((w) => typings(w).length > 0)
  .sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
const handWords = new Set(readHand().map((t) => t.word));
// Words typed by hand are test words whatever their hash.
const dev = ordered.filter((w) => hash(`split:${w}`) % 2 === 0 && !handWords.has(w)).slice(0, WORDS_PER_SET);
const test = ordered.filter((w) => hash(`split:${w}`) % 2 === 1).slice(0, WORDS_PER_SET);
let ambiguous = 0;

function rows(list: string[]): Typing[] {
  const out: Typing[] = [];
  for (const w of list)
    for (const t of typings(w)) {
      const others = [...(plainOf.get(t.typed) ?? [])].filter((o) => o !== w);
      if (others.length > 0) {
        ambiguous++;
        continue;
      }
      out.push(t);
    }
  return out;
}

function readHand(): Typing[] {
  const out: Typing[] = [];
  const bank = new Set(words);
  for (const line of readFileSync(join(evalDir, 'bank-hand.tsv'), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [typed, word, kind] = line.split('\t').map((s) => s.trim().normalize('NFC'));
    if (!typed || !word) continue;
    if (!bank.has(word)) throw new Error(`bank-hand.tsv: ${word} is not a word of the question bank`);
    out.push({ typed, word, kind: `hand:${kind ?? ''}` });
  }
  return out;
}

function write(name: string, header: string, list: Typing[]): void {
  const lines = list.map(
    (t) => `${t.typed}\t${t.word}\t${t.kind}\t${answeredIn.get(t.word)?.join(',') ?? '-'}`,
  );
  writeFileSync(
    join(evalDir, name),
    `# typed<TAB>expected<TAB>kind<TAB>modules. ${header} Generated by scripts/make-translit-eval.ts: do not edit.\n${lines.join('\n')}\n`,
  );
  console.log(`${name}: ${new Set(list.map((t) => t.word)).size} words, ${list.length} typings`);
}

const devRows = rows(dev);
const testRows = rows(test);
const inTest = new Set(testRows.map((t) => `${t.typed}\t${t.word}`));
for (const t of readHand()) if (!inTest.has(`${t.typed}\t${t.word}`)) testRows.push(t);
write('bank-dev.tsv', 'Question-bank words for tuning the engine.', devRows);
write('bank-test.tsv', 'Held-out question-bank words: scored, never tuned on.', testRows);
console.log(`${ambiguous} slip typings left out: each is the plain typing of another bank word`);
