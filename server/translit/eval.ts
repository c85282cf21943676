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
 *
 * Module context: each bank typing names the modules whose learners type its word as an answer
 * (4th column). "with module" passes the module as the answer box does (its answers as `prefer`,
 * an affix module's as `first`); a word answered in several modules counts only when it is right
 * in each. "typed in another module" passes a module whose answers do not hold the word (a
 * learner's wrong answer), and the dev and holdout sets are typed in every module: what the
 * module's boost costs words it does not ask for.
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
  moduleOptions,
  type SuggestOptions,
  type Transliterator,
} from './index';
import { moduleAnswers, questionBankWords } from './lexicon';

interface Pair {
  typed: string;
  expected: string;
  /** bank-*.tsv: how the word was typed (see scripts/make-translit-eval.ts). */
  kind?: string;
  /** bank-*.tsv: the modules whose learners type the word as an answer (none: shown only in prompts). */
  modules?: string[];
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
    const [typed, expected, kind, mods] = line.split('\t');
    if (typed && expected)
      pairs.push({
        typed: typed.trim(),
        expected: expected.trim().normalize('NFC'),
        kind: kind?.trim(),
        modules: mods === undefined || mods.trim() === '-' ? [] : mods.trim().split(','),
      });
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

/**
 * Scores `pairs`, each typed in every context `contexts` gives it (one call per context): a pair
 * counts when it is right in each. Returns top-1.
 */
function score(
  name: string,
  t: Transliterator,
  pairs: Pair[],
  verbose: boolean,
  /** Whether these calls count in the latency and CPU-time figures (the calls the app makes). */
  timed: boolean,
  contexts: (p: Pair) => SuggestOptions[] = () => [{}],
  quiet = false,
): number {
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  const byKind = new Map<string, { n: number; top1: number; top5: number }>();
  for (const pair of pairs) {
    const { typed, expected, kind } = pair;
    let first = true;
    let five = true;
    let shown: string[] = [];
    for (const options of contexts(pair)) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const got = t.suggest(typed, 5, options);
      const wall = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (timed) {
        latencies.push(wall);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
      if (got[0] !== expected || shown.length === 0) shown = got;
      first &&= got[0] === expected;
      five &&= got.includes(expected);
    }
    const got = shown;
    if (first) top1++;
    if (five) top5++;
    else misses.push(`  ${typed} → ${expected}: got ${got.join(' ')}`);
    for (const k of kind?.split(',') ?? []) {
      const c = byKind.get(k) ?? { n: 0, top1: 0, top5: 0 };
      c.n++;
      if (first) c.top1++;
      if (five) c.top5++;
      byKind.set(k, c);
    }
    if (verbose && !first && five) {
      console.log(`  (top-5 only) ${typed} → ${expected}: got ${got.join(' ')}`);
    }
  }
  if (quiet) return top1;
  const pct = (n: number): string => `${((100 * n) / pairs.length).toFixed(1)}%`;
  console.log(`${name}: ${pairs.length} pairs  top-1 ${pct(top1)} (${top1})  top-5 ${pct(top5)} (${top5})`);
  if (verbose && misses.length > 0) console.log(`misses:\n${misses.join('\n')}`);
  if (byKind.size > 0) {
    const kinds = [...byKind].sort(([a], [b]) => (a < b ? -1 : 1));
    console.log(
      `  by kind (top-1/top-5 of n): ${kinds.map(([k, c]) => `${k} ${c.top1}/${c.top5} of ${c.n}`).join(', ')}`,
    );
  }
  return top1;
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
const bankSets: Array<[string, Pair[]]> = [['bank-dev', readPairs('bank-dev.tsv')]];
if (!tune) bankSets.push(['bank-test (held out)', readPairs('bank-test.tsv')]);
const sets: Array<[string, Pair[]]> = [['dev-set', readPairs('dev-set.tsv')], ...bankSets];
if (args.includes('--holdout') && !tune) sets.push(['holdout', readPairs('holdout.tsv')]);

// What the answer box of each typed-answer module sends: its stored answers (the starter bank's),
// ranked first in an affix module, boosted in the others.
const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const moduleContext = new Map<string, SuggestOptions>();
for (const [key, texts] of moduleAnswers(contentDir)) {
  const set = createWordSet(texts);
  moduleContext.set(key, moduleOptions(modules.find((m) => m.key === key) ?? {}, set));
}
const typedModules = [...moduleContext.keys()];
const inOwnModules = (p: Pair): SuggestOptions[] =>
  p.modules && p.modules.length > 0 ? p.modules.map((k) => moduleContext.get(k) ?? {}) : [{}];
/** One module whose answers do not hold the word, chosen by a hash of the pair. */
const inOtherModule = (p: Pair): SuggestOptions[] => {
  const others = typedModules.filter((k) => !p.modules?.includes(k));
  let h = 0;
  for (const ch of `${p.typed}\t${p.expected}`) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return [moduleContext.get(others[h % others.length] ?? '') ?? {}];
};

// One unmeasured pass so the figures are for a warmed-up server, as in production.
for (const [, pairs] of sets) for (const p of pairs) t.suggest(p.typed, 5);
for (const [name, pairs] of sets) score(name, t, pairs, verbose, true);
for (const [name, pairs] of bankSets) {
  score(`${name}, with module`, t, pairs, verbose, true, inOwnModules);
  score(`${name}, typed in another module`, t, pairs, false, false, inOtherModule);
}
// Words no module asks for, typed in each module's box: what its boost costs them.
for (const [name, pairs] of sets.filter(([n]) => n === 'dev-set' || n === 'holdout')) {
  const figures = typedModules.map((k) => {
    const n = score('', t, pairs, false, false, () => [moduleContext.get(k) ?? {}], true);
    return `${k} ${((100 * n) / pairs.length).toFixed(1)}%`;
  });
  console.log(`${name} typed in each module, top-1: ${figures.join(', ')}`);
}
const affixes = readAffixes();
scoreAffixes('affixes, no module', affixes, (a) => t.suggest(a.typed, 5), verbose);
scoreAffixes(
  'affixes, module-aware',
  affixes,
  (a) => t.suggest(a.typed, 5, moduleContext.get(a.module)),
  verbose,
);
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
