import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modules } from '../../shared/modules';
import { createWordSet, loadTransliterator, moduleOptions } from './index';
import { moduleAnswers } from './lexicon';

function smallLexicon(lines: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'translit-'));
  const path = join(dir, 'lexicon.tsv');
  writeFileSync(path, `# test lexicon\n${lines.join('\n')}\n`);
  return path;
}

const contentDir = fileURLToPath(new URL('../../content', import.meta.url));

describe('the answers of the module being answered', () => {
  it('put the module’s reading of a typing first among readings that fit alike', () => {
    const small = loadTransliterator({
      lexiconPath: smallLexicon(['बात\t50\tbaat:3', 'बाट\t5', 'कल\t40\tkal:9', 'काल\t20\tkal:3,kaal:5']),
    });
    small.addWords(['बात बाट कल काल']);
    expect(small.suggest('bat', 3)[0]).toBe('बात');
    expect(small.suggest('kal', 3)[0]).toBe('कल');
    const prefer = createWordSet(['बाट', 'काल']);
    expect(small.suggest('bat', 3, { prefer }).slice(0, 2)).toEqual(['बाट', 'बात']);
    // Typed as annotators type it, though less often than the other: the module's comes first.
    expect(small.suggest('kal', 3, { prefer }).slice(0, 2)).toEqual(['काल', 'कल']);
    // Words of other modules are not touched.
    expect(small.suggest('bat', 3, { prefer: createWordSet(['कल']) })[0]).toBe('बात');
  });

  it('do not push out the word typed when they are far from the typing', () => {
    const small = loadTransliterator({
      lexiconPath: smallLexicon(['समाधान\t3\tsamadhan:3', 'स्मरण\t10', 'कम\t40', 'कमाना\t40']),
    });
    small.addWords(['समाधान स्मरण कम कमाना']);
    expect(small.suggest('samadhan', 3, { prefer: createWordSet(['स्मरण']) })[0]).toBe('समाधान');
    expect(small.suggest('kam', 3, { prefer: createWordSet(['कमाना']) })[0]).toBe('कम');
    // A whole letter more (कम्प for "kam") is no reading of the typing, however common the word.
    const common = loadTransliterator({ lexiconPath: smallLexicon(['कम\t5', 'कम्प\t1000000']) });
    expect(common.suggest('kam', 3).slice(0, 2)).toEqual(['कम', 'कम्प']);
    expect(common.suggest('kam', 3, { prefer: createWordSet(['कम्प']) })[0]).toBe('कम');
  });

  it('rank first in an affix module and are preferred in any other', () => {
    const set = createWordSet(['अप']);
    for (const m of modules.filter((m) => m.transliterate)) {
      expect(moduleOptions(m, set), m.key).toEqual(
        m.suggest === 'affixes' ? { first: set } : { prefer: set },
      );
    }
  });

  it('are read for every typed-answer module of the bank, and only for those', () => {
    const answers = moduleAnswers(contentDir);
    expect([...answers.keys()].sort()).toEqual(
      modules
        .filter((m) => m.transliterate)
        .map((m) => m.key)
        .sort(),
    );
    expect(createWordSet(answers.get('antonym') ?? []).size).toBeGreaterThan(100);
  });
});

describe('the module column of the bank typings (scripts/make-translit-eval.ts)', () => {
  const sets = new Map([...moduleAnswers(contentDir)].map(([k, v]) => [k, createWordSet(v)]));
  it.each(['bank-dev.tsv', 'bank-test.tsv'])('%s names the modules whose answers hold each word', (file) => {
    const rows = readFileSync(fileURLToPath(new URL(`./eval/${file}`, import.meta.url)), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((l) => l.split('\t'));
    let named = 0;
    const wrong: string[] = [];
    for (const [, word = '', , column = ''] of rows) {
      const listed = column === '-' ? [] : column.split(',');
      const holding = [...sets].filter(([, set]) => set.has(word)).map(([k]) => k);
      if (listed.slice().sort().join() !== holding.sort().join()) wrong.push(word);
      if (listed.length > 0) named++;
    }
    // No word is printed: bank-test.tsv is held out.
    expect(wrong.length).toBe(0);
    expect(named / rows.length).toBeGreaterThan(0.5);
  });
});
