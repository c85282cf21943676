import { describe, expect, it } from 'vitest';
import { latinTokens } from './latin-key';
import { CharModel, generate } from './rules';

function model(words: string[]): CharModel {
  const m = new CharModel();
  for (const w of words) m.addWord(w);
  return m;
}

const m = model([
  'नमस्ते',
  'मस्त',
  'नमक',
  'प्रत्यय',
  'समय',
  'विज्ञान',
  'ज्ञान',
  'शिक्षा',
  'रक्षा',
  'कृपा',
  'लड़का',
  'पिता',
]);
const gen = (typed: string): string[] => generate(latinTokens(typed), m, 3).map((g) => g.word);

describe('generate', () => {
  it('spells regular words', () => {
    expect(gen('namaste')).toContain('नमस्ते');
    expect(gen('pratyay')).toContain('प्रत्यय');
  });

  it('reads gy as ज्ञ, ksh as क्ष and ri as ृ where the model knows them', () => {
    expect(gen('vigyan')).toContain('विज्ञान');
    expect(gen('shiksha')).toContain('शिक्षा');
    expect(gen('kripa')).toContain('कृपा');
  });

  it('gives a typed final a as ā', () => {
    expect(gen('pita')[0]).toBe('पिता');
  });

  it('returns distinct spellings, cheapest first', () => {
    const out = generate(latinTokens('samay'), m, 3);
    expect(new Set(out.map((g) => g.word)).size).toBe(out.length);
    for (let i = 1; i < out.length; i++) expect(out[i]?.cost).toBeGreaterThanOrEqual(out[i - 1]?.cost ?? 0);
  });

  it('returns nothing for nothing', () => {
    expect(generate('', m)).toEqual([]);
  });
});
