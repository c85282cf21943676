import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modules } from '../../shared/modules';
import { createWordSet, loadTransliterator } from './index';
import { answerTexts } from './lexicon';

const t = loadTransliterator();
const content = (key: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../content/${key}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, unknown>[];

/** The modules that rank their own answers first, each with the set the server builds from its bank. */
const affixModules = modules
  .filter((m) => m.suggest === 'affixes')
  .map((m) => ({ module: m, first: createWordSet(content(m.key).flatMap((r) => answerTexts(m, r))) }));
const [prefixes, suffixes] = affixModules;

describe('suggestions that rank a module’s answers first', () => {
  it('has two such modules, whose banks give their affixes', () => {
    expect(affixModules).toHaveLength(2);
    expect(prefixes!.first.has('अप')).toBe(true);
    expect(prefixes!.first.has('सम्')).toBe(true);
    expect(suffixes!.first.has('ता')).toBe(true);
    // Only whole one-word answers join: no prompt, no explanation.
    expect(prefixes!.first.has('उपसर्ग')).toBe(false);
  });

  it('puts अप before आप for "ap" in the prefix module, and leaves other calls as they were', () => {
    expect(t.suggest('ap', 5)[0]).toBe('आप');
    const got = t.suggest('ap', 5, { first: prefixes!.first });
    expect(got[0]).toBe('अप');
    expect(got).toContain('आप');
    expect(got.at(-1)).toBe('ap');
    expect(got).toHaveLength(5);
  });

  it.each([
    ['sam', ['सम्', 'सं']],
    ['dur', ['दुर्', 'दुः', 'दुस्']],
    ['abhi', ['अभि']],
    ['antar', ['अंतर्', 'अंतः']],
  ])('prefix module: %s → one of %j first', (typed, accepted) => {
    expect(accepted).toContain(t.suggest(typed, 5, { first: prefixes!.first })[0]);
  });

  it.each([
    // 'ta' spells त exactly, and त (बचत) is a suffix of the bank too: the closer reading leads.
    ['ta', 'त'],
    ['taa', 'ता'],
    ['ik', 'इक'],
    ['maan', 'मान'],
    ['aap', 'आप'],
  ])('suffix module: %s → %s first', (typed, expected) => {
    expect(t.suggest(typed, 5, { first: suffixes!.first })[0]).toBe(expected);
  });

  it('ranks an affix first only when it fits the typing', () => {
    const first = prefixes!.first;
    expect(t.suggest('prati', 5, { first })[0]).toBe('प्रति');
    expect(t.suggest('namaste', 5, { first })[0]).toBe('नमस्ते');
    expect(t.suggest('shaam', 5, { first })[0]).toBe('शाम');
    // A Devanagari word is kept as typed.
    expect(t.suggest('आप', 5, { first })).toEqual(['आप']);
  });

  it('builds a set of its own words only', () => {
    const set = createWordSet(['अप', ' सम् ', 'दो शब्द', 'abc']);
    expect(set.size).toBe(2);
    expect(set.has('सम्')).toBe(true);
    set.add(['ता']);
    expect(t.suggest('ta', 3, { first: set })[0]).toBe('ता');
  });

  it('is scored by eval:translit on every affix answer of the starter bank', () => {
    const lines = readFileSync(fileURLToPath(new URL('./eval/affixes.tsv', import.meta.url)), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((l) => l.split('\t'));
    for (const { module } of affixModules) {
      const answers = new Set(content(module.key).map((r) => answerTexts(module, r).join('|')));
      const scored = new Set(lines.filter(([key]) => key === module.key).map(([, , accepted]) => accepted));
      expect(
        [...answers].filter((a) => !scored.has(a)),
        module.key,
      ).toEqual([]);
      expect(
        [...scored].filter((a) => !answers.has(a!)),
        module.key,
      ).toEqual([]);
    }
  });
});
