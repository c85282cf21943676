import { describe, expect, it } from 'vitest';
import { formatList } from './format';

describe('formatList', () => {
  it('joins as each language writes prose: no comma before और', () => {
    expect(formatList(['विलोम', 'संधि', 'समास'], 'hi')).toBe('विलोम, संधि और समास');
    expect(formatList(['Antonyms', 'Sandhi', 'Compounds'], 'en')).toBe('Antonyms, Sandhi and Compounds');
    expect(formatList(['संधि'], 'hi')).toBe('संधि');
  });
});
