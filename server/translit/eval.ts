/**
 * Scores the transliterator: npm run eval:translit [-- --holdout] [--verbose] [--bank] [--tune]
 *
 * Prints top-1 and top-5 accuracy on eval/dev-set.tsv, the question-bank typings eval/bank-dev.tsv
 * and (held out) eval/bank-test.tsv with figures by kind of typing (scripts/make-translit-eval.ts),
 * and eval/holdout.tsv with --holdout; --tune leaves out every held-out set. Also
 * top-1 and top-5 on the affixes of the starter bank (eval/affixes.tsv: a suggestion counts
 * when it is one of the question's accepted forms), the lexicon's load time and memory, and
 * suggest() latency percentiles over all inputs.
 * --bank first passes the question bank (content/*.json) to addWords, as the server does.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { modules } from '../../shared/modules';
import {
  createWordSet,
  loadTransliterator,
  type SuggestOptions,
  type Transliterator,
  type WordSet,
} from './index';
import { answerTexts, questionBankWords } from './lexicon';

interface Pair {
  typed: string;
  expected: string;
  /** bank-*.tsv: how the word was typed (see scripts/make-translit-eval.ts). */
  kind?: string;
}

interface AffixTyping {
  module: string;
  typed: string;
  accepted: string[];
}

function readAffixes(): AffixTyping[] {
  const path = fileURLToPath(new URL('./eval/affixes.tsv', import.meta.url));
  const out: AffixTyping[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [module, typed, accepted] = line.split('\t');
    if (module && typed && accepted)
      out.push({
        module,
        typed: typed.trim(),
        accepted: accepted.split('|').map((a) => a.trim().normalize('NFC')),
      });
  }
  return out;
}

function readPairs(name: string): Pair[] {
  const path = fileURLToPath(new URL(`./eval/${name}`, import.meta.url));
  const pairs: Pair[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [typed, expected, kind] = line.split('\t');
    if (typed && expected)
      pairs.push({ typed: typed.trim(), expected: expected.trim().normalize('NFC'), kind: kind?.trim() });
  }
  return pairs;
}

// A gc() of our own, so heap figures do not depend on how node was started.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function memory(): { heap: number; rss: number } {
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function score(
  name: string,
  t: Transliterator,
  pairs: Pair[],
  verbose: boolean,
  latencies: number[],
  options: SuggestOptions = {},
): void {
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  const byKind = new Map<string, { n: number; top1: number; top5: number }>();
  for (const { typed, expected, kind } of pairs) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const got = t.suggest(typed, 5, options);
    latencies.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (got[0] === expected) top1++;
    if (got.includes(expected)) top5++;
    else misses.push(`  ${typed} → ${expected}: got ${got.join(' ')}`);
    for (const k of kind?.split(',') ?? []) {
      const c = byKind.get(k) ?? { n: 0, top1: 0, top5: 0 };
      c.n++;
      if (got[0] === expected) c.top1++;
      if (got.includes(expected)) c.top5++;
      byKind.set(k, c);
    }
    if (verbose && got[0] !== expected && got.includes(expected)) {
      console.log(`  (top-5 only) ${typed} → ${expected}: got ${got.join(' ')}`);
    }
  }
  const pct = (n: number): string => `${((100 * n) / pairs.length).toFixed(1)}%`;
  console.log(`${name}: ${pairs.length} pairs  top-1 ${pct(top1)} (${top1})  top-5 ${pct(top5)} (${top5})`);
  if (verbose && misses.length > 0) console.log(`misses:\n${misses.join('\n')}`);
  if (byKind.size > 0) {
    const kinds = [...byKind].sort(([a], [b]) => (a < b ? -1 : 1));
    console.log(
      `  by kind (top-1/top-5 of n): ${kinds.map(([k, c]) => `${k} ${c.top1}/${c.top5} of ${c.n}`).join(', ')}`,
    );
  }
}

/** Top-1 and top-5 on the affix set: right when the suggestion is one of the accepted forms. */
function scoreAffixes(
  name: string,
  typings: AffixTyping[],
  suggest: (a: AffixTyping) => string[],
  verbose: boolean,
): void {
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  for (const a of typings) {
    const got = suggest(a);
    if (a.accepted.includes(got[0] ?? '')) top1++;
    else misses.push(`  ${a.module} ${a.typed} → ${a.accepted.join('|')}: got ${got.join(' ')}`);
    if (got.some((g) => a.accepted.includes(g))) top5++;
  }
  const pct = (n: number): string => `${((100 * n) / typings.length).toFixed(1)}%`;
  console.log(
    `${name}: ${typings.length} typings  top-1 ${pct(top1)} (${top1})  top-5 ${pct(top5)} (${top5})`,
  );
  if (verbose && misses.length > 0) console.log(`top-1 misses:\n${misses.join('\n')}`);
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const before = memory();
const loadStart = performance.now();
const t = loadTransliterator();
const loadMs = performance.now() - loadStart;
const after = memory();
console.log(
  `lexicon: ${t.size} words, load ${loadMs.toFixed(0)} ms, heap +${mb(after.heap - before.heap)}, RSS +${mb(after.rss - before.rss)} (RSS total ${mb(after.rss)})`,
);

if (args.includes('--bank')) {
  const words = questionBankWords(fileURLToPath(new URL('../../content', import.meta.url)));
  t.addWords(words);
  console.log(`question bank: ${new Set(words).size} distinct words passed to addWords`);
}

const latencies: number[] = [];
const cpuTimes: number[] = [];
// --tune: only the sets the engine may be tuned on, so tuning never sees a held-out figure.
const tune = args.includes('--tune');
const sets: Array<[string, Pair[]]> = [
  ['dev-set', readPairs('dev-set.tsv')],
  ['bank-dev', readPairs('bank-dev.tsv')],
];
if (!tune) sets.push(['bank-test (held out)', readPairs('bank-test.tsv')]);
if (args.includes('--holdout') && !tune) sets.push(['holdout', readPairs('holdout.tsv')]);
// One unmeasured pass so the figures are for a warmed-up server, as in production.
for (const [, pairs] of sets) for (const p of pairs) t.suggest(p.typed, 5);
for (const [name, pairs] of sets) score(name, t, pairs, verbose, latencies);
const affixes = readAffixes();
// What the server ranks first for these modules: their stored answers (here the starter bank's).
const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const firstSets = new Map<string, WordSet>();
for (const m of modules.filter((m) => m.suggest === 'affixes')) {
  const rows = JSON.parse(readFileSync(`${contentDir}/${m.key}.json`, 'utf8')) as Record<string, unknown>[];
  firstSets.set(m.key, createWordSet(rows.flatMap((r) => answerTexts(m, r))));
}
scoreAffixes('affixes, no module', affixes, (a) => t.suggest(a.typed, 5), verbose);
scoreAffixes(
  'affixes, module-aware',
  affixes,
  (a) => t.suggest(a.typed, 5, { first: firstSets.get(a.module) }),
  verbose,
);
// A word that is no affix, typed in an affix module: how much the affixes get in its way.
for (const [key, first] of firstSets) {
  const holdout = sets.find(([name]) => name === 'holdout')?.[1];
  if (holdout) score(`holdout typed in ${key}`, t, holdout, false, [], { first });
}
latencies.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
console.log(
  `suggest() latency over ${latencies.length} calls: p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, max ${(latencies.at(-1) ?? 0).toFixed(2)} ms`,
);
// CPU time per call: what the engine costs, apart from other work sharing the machine.
console.log(
  `suggest() CPU time: p50 ${percentile(cpuTimes, 50).toFixed(2)} ms, p95 ${percentile(cpuTimes, 95).toFixed(2)} ms`,
);
const end = memory();
console.log(`heap after queries: ${mb(end.heap)} (lexicon +${mb(end.heap - before.heap)})`);
