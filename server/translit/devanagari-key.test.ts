import { describe, expect, it } from 'vitest';
import {
  devanagariKeys,
  devanagariTokens,
  hasDevanagari,
  isDevanagariWord,
  otherReadings,
} from './devanagari-key';
import { latinKey } from './latin-key';

describe('devanagariTokens', () => {
  it('reads words the way they are typed, with Hindi schwa deletion', () => {
    expect(devanagariTokens('विद्यालय')).toBe('vidyAlay');
    expect(devanagariTokens('समझना')).toBe('samaJnA');
    expect(devanagariTokens('कमला')).toBe('kamlA');
    expect(devanagariTokens('शब्द')).toBe('Sabd');
    expect(devanagariTokens('मित्र')).toBe('mitra');
    expect(devanagariTokens('न')).toBe('na');
  });

  it('handles nasal signs, ज्ञ, ṛ, nukta and visarga', () => {
    expect(devanagariTokens('नहीं')).toBe('nahIM');
    expect(devanagariTokens('गाँव')).toBe('gAMv');
    expect(devanagariTokens('ज्ञापन')).toBe('gyApan');
    expect(devanagariTokens('कृपया')).toBe('kripyA');
    expect(devanagariTokens('ज़्यादा')).toBe('zyAdA');
    // Nukta as a separate mark (U+091C U+093C) reads the same as the precomposed letter.
    expect(devanagariTokens('\u091c\u093c\u094dयादा')).toBe('zyAdA');
    expect(devanagariTokens('दुः')).toBe('duh');
  });
});

describe('readings as people type them', () => {
  it('reads a class nasal before its own class as the anusvara, and a medial visarga as nothing', () => {
    expect(devanagariTokens('षड्यन्त्र')).toBe(devanagariTokens('षड्यंत्र'));
    expect(devanagariTokens('सम्मान')).toBe('sammAn');
    expect(devanagariTokens('दुःख')).toBe('duK');
  });

  it('gives ṛ as ru and आई as ai among the other readings, and keys for them', () => {
    expect(otherReadings('कृपा')).toContain('krupA');
    expect(otherReadings('भाई')).toContain('BE');
    expect(otherReadings('कमल')).toEqual([]);
    expect(devanagariKeys('अमृत')).toContain(latinKey('amrut'));
  });
});

describe('devanagariKeys meet latinKey', () => {
  const pairs: Array<[string, string]> = [
    ['vidyalay', 'विद्यालय'],
    ['shiksha', 'शिक्षा'],
    ['prashasan', 'प्रशासन'],
    ['nahi', 'नहीं'],
    ['nahin', 'नहीं'],
    ['mein', 'में'],
    ['kya', 'क्या'],
    ['hai', 'है'],
    ['accha', 'अच्छा'],
    ['gyapan', 'ज्ञापन'],
    ['kripya', 'कृपया'],
    ['sambandh', 'संबंध'],
    ['zyada', 'ज़्यादा'],
    ['jyada', 'ज़्यादा'],
    ['paryayvachi', 'पर्यायवाची'],
    ['upsarg', 'उपसर्ग'],
    ['pratyay', 'प्रत्यय'],
    ['pariviksha', 'परिवीक्षा'],
    ['adhisuchna', 'अधिसूचना'],
  ];
  it.each(pairs)('%s ~ %s', (typed, word) => {
    expect(devanagariKeys(word)).toContain(latinKey(typed));
  });

  it('adds a key without the nasal only for nasalised words', () => {
    expect(devanagariKeys('नहीं')).toHaveLength(2);
    expect(devanagariKeys('विद्यालय')).toHaveLength(1);
  });
});

describe('script tests', () => {
  it('tells Devanagari words from Latin', () => {
    expect(isDevanagariWord('नमस्ते')).toBe(true);
    expect(isDevanagariWord('namaste')).toBe(false);
    expect(hasDevanagari('mera गाँव')).toBe(true);
  });
});
