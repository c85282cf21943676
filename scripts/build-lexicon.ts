/**
 * Builds server/translit/lexicon/lexicon.tsv from the Dakshina Hindi romanization lexicon
 * (train + dev), the hand list server/translit/lexicon/extra-words.tsv and the words of the
 * question bank in content/*.json.
 *
 *   npm run build:lexicon [-- path/to/dakshina-hi [path/to/output.tsv]]   (default: server/translit/dakshina, in the repository)
 *
 * Output lines: `word<TAB>freq<TAB>roman:count,roman:count…`, sorted, so the same inputs
 * always give the same file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devanagariKeys } from '../server/translit/devanagari-key';
import { osaDistance } from '../server/translit/fuzzy-index';
import { latinKey } from '../server/translit/latin-key';
import { devanagariWordsIn, questionBankWords } from '../server/translit/lexicon';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.argv[2] ?? join(repoRoot, 'server/translit/dakshina'));
const outDir = join(repoRoot, 'server/translit/lexicon');
const outPath = resolve(process.argv[3] ?? join(outDir, 'lexicon.tsv'));
const SPLITS = ['hi.translit.sampled.train.tsv', 'hi.translit.sampled.dev.tsv'];

/** Weight given to the romanizations of the hand list, as if that many annotators typed them. */
const EXTRA_ROMAN_COUNT = 3;
/** Least freq of a word that occurs in the question bank. */
const CONTENT_FREQ = 10;
/** Freq multiplier for the less attested spelling among near-identical ones (अधीक/अधिक). */
const RIVAL_FACTOR = 0.5;
/** …and for spellings that lose to a hand-listed or question-bank spelling. */
const KNOWN_RIVAL_FACTOR = 0.3;

interface Entry {
  freq: number;
  romans: Map<string, number>;
}

const entries = new Map<string, Entry>();
/** Words whose spelling we vouch for: the hand list and the question bank. */
const trusted = new Set<string>();

function entry(word: string): Entry {
  let e = entries.get(word);
  if (!e) {
    e = { freq: 0, romans: new Map() };
    entries.set(word, e);
  }
  return e;
}

function isHindiWord(w: string): boolean {
  return devanagariWordsIn(w).length === 1 && devanagariWordsIn(w)[0] === w;
}

// 1. Dakshina pairs: romanized, Devanagari, annotator count.
const dakshina = new Map<string, Map<string, number>>();
for (const split of SPLITS) {
  const path = join(dataDir, split);
  if (!existsSync(path))
    throw new Error(`missing ${path}; pass the dakshina-hi folder as the first argument`);
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [romanRaw, wordRaw, countRaw] = line.split('\t');
    if (!romanRaw || !wordRaw) continue;
    const roman = romanRaw.trim().toLowerCase();
    const word = wordRaw.trim().normalize('NFC');
    const count = Number(countRaw ?? '1');
    if (!/^[a-z]+$/.test(roman) || !isHindiWord(word) || !(count > 0)) continue;
    let romans = dakshina.get(word);
    if (!romans) {
      romans = new Map();
      dakshina.set(word, romans);
    }
    romans.set(roman, (romans.get(roman) ?? 0) + count);
  }
}

// A romanization given once is kept only when it is close to the spelling's own key: lone
// far-off ones are annotator slips (agandh for अंगद).
for (const [word, romans] of dakshina) {
  const keys = devanagariKeys(word);
  const e = entry(word);
  for (const [roman, count] of romans) {
    e.freq += count;
    const near = keys.some((k) => osaDistance(k, latinKey(roman)) <= 1);
    if (count >= 2 || near) e.romans.set(roman, count);
  }
}

// 2. The hand list.
const extraPath = join(outDir, 'extra-words.tsv');
for (const line of readFileSync(extraPath, 'utf8').split('\n')) {
  if (line.trim() === '' || line.startsWith('#')) continue;
  const [wordRaw, freqRaw, romansRaw] = line.split('\t');
  const word = (wordRaw ?? '').trim().normalize('NFC');
  // Hyphenated terms (स्मरण-पत्र) enter as their parts.
  for (const part of word.split('-')) {
    if (!isHindiWord(part)) continue;
    const e = entry(part);
    e.freq = Math.max(e.freq, Number(freqRaw) || 1);
    trusted.add(part);
    for (const r of (romansRaw ?? '').split(',')) {
      const roman = r.trim().toLowerCase();
      if (/^[a-z]+$/.test(roman)) e.romans.set(roman, Math.max(e.romans.get(roman) ?? 0, EXTRA_ROMAN_COUNT));
    }
  }
}

// 3. Question bank (misspelt prompts and faulty sentences are left out: they would teach the
// engine the very mistakes the quiz asks to correct).
const bankWords = questionBankWords(join(repoRoot, 'content'));
for (const w of bankWords) {
  const e = entry(w);
  e.freq = Math.max(e.freq, CONTENT_FREQ);
  trusted.add(w);
}
const contentWords = bankWords.length;

// 4. Near-identical spellings (differing in vowel length, nasal sign or nukta): the less
// attested one is down-weighted, a lot if the other is hand-listed or in the question bank.
function skeleton(w: string): string {
  return w
    .replace(/ी/g, 'ि')
    .replace(/ू/g, 'ु')
    .replace(/ई/g, 'इ')
    .replace(/ऊ/g, 'उ')
    .replace(/ँ/g, 'ं')
    .replace(/़/g, '');
}
const groups = new Map<string, string[]>();
for (const w of entries.keys()) {
  const k = skeleton(w);
  const g = groups.get(k);
  if (g) g.push(w);
  else groups.set(k, [w]);
}
let downWeighted = 0;
for (const group of groups.values()) {
  if (group.length < 2) continue;
  const known = group.filter((w) => trusted.has(w));
  const top = Math.max(...group.map((w) => entries.get(w)?.freq ?? 0));
  for (const w of group) {
    const e = entries.get(w);
    if (!e || trusted.has(w)) continue;
    if (known.length > 0) e.freq *= KNOWN_RIVAL_FACTOR;
    else if (e.freq * 2 <= top) e.freq *= RIVAL_FACTOR;
    else continue;
    downWeighted++;
  }
}

// 5. The standard writes a nasal before a consonant of its own class as anusvara (हिंदी,
// संबंध, द्वंद्व): where both forms are listed, the half-nasal one yields.
const CLASS_NASAL = /([ङञणनम])्(?=[कखगघचछजझटठडढतथदधपफबभ])/g;
const OWN_CLASS: Readonly<Record<string, string>> = {
  ङ: 'कखगघ',
  ञ: 'चछजझ',
  ण: 'टठडढ',
  न: 'तथदध',
  म: 'पफबभ',
};
let halfNasals = 0;
for (const [word, e] of entries) {
  const standard = word.replace(CLASS_NASAL, (m, nasal: string, offset: number) => {
    const next = word[offset + m.length] ?? '';
    return OWN_CLASS[nasal]?.includes(next) ? 'ं' : m;
  });
  if (standard !== word && entries.has(standard) && !trusted.has(word)) {
    e.freq *= KNOWN_RIVAL_FACTOR;
    halfNasals++;
  }
}

// 6. Write.
const lines = Array.from(entries)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([word, e]) => {
    const romans = Array.from(e.romans)
      .sort(([ra, ca], [rb, cb]) => cb - ca || (ra < rb ? -1 : 1))
      .map(([r, c]) => `${r}:${c}`)
      .join(',');
    const freq = Math.max(1, Math.round(e.freq));
    return romans ? `${word}\t${freq}\t${romans}` : `${word}\t${freq}`;
  });
const header = [
  '# Sopan Hindi transliteration lexicon: word<TAB>freq<TAB>roman:count,... (generated by scripts/build-lexicon.ts).',
  '# Derived from the Dakshina dataset v1.0 (Roark et al., LREC 2020), Hindi romanization lexicons;',
  '# licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/). See LICENSE.md beside this file.',
];
writeFileSync(outPath, `${[...header, ...lines].join('\n')}\n`);
console.log(
  `${outPath}: ${lines.length} words (${dakshina.size} from Dakshina, ${trusted.size} hand-listed or in the question bank, ${contentWords} question-bank word occurrences); ${downWeighted} rival spellings and ${halfNasals} half-nasal spellings down-weighted`,
);
