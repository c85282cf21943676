import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTransliterator, TranslitInputError } from './index';

// The shipped lexicon: these are end-to-end checks of lookup and ranking.
const t = loadTransliterator();

function smallLexicon(lines: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'translit-'));
  const path = join(dir, 'lexicon.tsv');
  writeFileSync(path, `# test lexicon\n${lines.join('\n')}\n`);
  return path;
}

describe('suggest on the shipped lexicon', () => {
  it('has the Dakshina words and the hand list', () => {
    expect(t.size).toBeGreaterThan(25000);
  });

  it.each([
    ['namaste', 'नमस्ते'],
    ['vidyalay', 'विद्यालय'],
    ['shiksha', 'शिक्षा'],
    ['nahi', 'नहीं'],
    ['mein', 'में'],
    ['prashasan', 'प्रशासन'],
    ['kya', 'क्या'],
    ['hai', 'है'],
    ['gaon', 'गाँव'],
    ['accha', 'अच्छा'],
    ['adhik', 'अधिक'],
    ['upsarg', 'उपसर्ग'],
    ['pratyay', 'प्रत्यय'],
    ['adhisuchna', 'अधिसूचना'],
  ])('%s → %s first', (typed, expected) => {
    expect(t.suggest(typed)[0]).toBe(expected);
  });

  it('puts नमस्ते in the top 5 for namaste', () => {
    expect(t.suggest('namaste', 5).slice(0, 5)).toContain('नमस्ते');
  });

  it('returns at most num entries, distinct, with the typed text last', () => {
    for (const num of [2, 3, 5, 8]) {
      const out = t.suggest('kal', num);
      expect(out.length).toBeLessThanOrEqual(num);
      expect(out.at(-1)).toBe('kal');
      expect(new Set(out).size).toBe(out.length);
      for (const s of out.slice(0, -1)) expect(s).toMatch(/^[\u0900-\u097F]+$/);
    }
    expect(t.suggest('kal')).toHaveLength(5);
  });

  it('returns only the best spelling for num = 1', () => {
    expect(t.suggest('namaste', 1)).toEqual(['नमस्ते']);
  });

  it('spells words in no lexicon with the rules', () => {
    const out = t.suggest('khatkhatana');
    expect(out.length).toBeGreaterThan(1);
    expect(out[0]).toMatch(/^[\u0900-\u097F]+$/);
  });

  it('returns Devanagari input first, as it is', () => {
    expect(t.suggest('नमस्ते')[0]).toBe('नमस्ते');
  });

  it('transliterates every word of a phrase and varies the last', () => {
    const out = t.suggest('mera gaon');
    expect(out[0]).toBe('मेरा गाँव');
    expect(out.at(-1)).toBe('mera gaon');
    expect(t.suggest('smaran-patra')[0]).toBe('स्मरण-पत्र');
  });

  it('returns [] for empty or blank input', () => {
    expect(t.suggest('')).toEqual([]);
    expect(t.suggest('   ')).toEqual([]);
    expect(t.suggest(" - '")).toEqual([]);
  });

  it('throws TranslitInputError on bad input', () => {
    expect(() => t.suggest('a'.repeat(51))).toThrow(TranslitInputError);
    expect(() => t.suggest('kya?')).toThrow(TranslitInputError);
    expect(() => t.suggest('abc123')).toThrow(TranslitInputError);
    expect(() => t.suggest('<script>')).toThrow(TranslitInputError);
    expect(t.suggest('a'.repeat(50)).length).toBeGreaterThan(0);
  });
});

describe('ranking on a small lexicon', () => {
  it('puts the standard spelling first even when annotators typed the misspelling alike', () => {
    const small = loadTransliterator({
      lexiconPath: smallLexicon(['अधिक\t3\tadhik:3', 'अधीक\t3\tadhik:1,adheek:2']),
    });
    const out = small.suggest('adhik');
    expect(out.indexOf('अधिक')).toBe(0);
    expect(out.indexOf('अधीक')).toBeGreaterThan(0);
    expect(small.suggest('adheek')[0]).toBe('अधीक');
  });

  it('ranks by frequency when the typing fits several words', () => {
    const small = loadTransliterator({ lexiconPath: smallLexicon(['कि\t600\tki:3', 'की\t950\tki:6']) });
    expect(small.suggest('ki').slice(0, 2)).toEqual(['की', 'कि']);
  });

  it('addWords adds new words and boosts question-bank words', () => {
    const small = loadTransliterator({ lexiconPath: smallLexicon(['दिन\t10\tdin:3', 'दीन\t10\tdeen:3']) });
    expect(small.size).toBe(2);
    expect(small.suggest('din')[0]).toBe('दिन');
    small.addWords(['दीन'], 0.5);
    expect(small.suggest('din')[0]).toBe('दीन');
    expect(small.size).toBe(2);
    small.addWords(["'प्रहार' में उपसर्ग।", 'अनुलग्नक'], 1);
    expect(small.size).toBe(6);
    expect(small.suggest('anulagnak')[0]).toBe('अनुलग्नक');
    expect(small.suggest('upsarg')[0]).toBe('उपसर्ग');
  });

  it('puts a question-bank word that fits the typing before a word only Dakshina knows', () => {
    const small = loadTransliterator({
      lexiconPath: smallLexicon(['सहचारी	3	sahachari:3', 'सहचरी	10', 'समाधान	3	samadhan:3', 'स्मरण	10']),
    });
    expect(small.suggest('sahachari')[0]).toBe('सहचारी');
    small.addWords(['सहचरी स्मरण']);
    expect(small.suggest('sahachari')[0]).toBe('सहचरी');
    // A bank word far from the typing does not push out the word typed.
    expect(small.suggest('samadhan')[0]).toBe('समाधान');
  });

  it('prefers the question bank spelling among spellings that read alike', () => {
    const small = loadTransliterator({ lexiconPath: smallLexicon(['चांदनी	3	chandani:3', 'चाँदनी	3']) });
    expect(small.suggest('chandani')[0]).toBe('चांदनी');
    small.addWords(['चाँदनी']);
    expect(small.suggest('chandani').slice(0, 2)).toEqual(['चाँदनी', 'चांदनी']);
  });
});

describe('the question bank teaches only right spellings', () => {
  it('leaves out distractors and the wrong options of a choice question', async () => {
    const { questionBankWords } = await import('./lexicon');
    const words = new Set(questionBankWords(fileURLToPath(new URL('../../content', import.meta.url))));
    expect(words.has('आशीर्वाद')).toBe(true);
    // mcq: "which is spelt right?" offers आशिर्वाद; sandhi's distractors offer विद्यालाय.
    expect(words.has('आशिर्वाद')).toBe(false);
    expect(words.has('विद्यालाय')).toBe(false);
  });
});
