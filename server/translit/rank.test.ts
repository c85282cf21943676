import { describe, expect, it } from 'vitest';
import { devanagariTokens } from './devanagari-key';
import { latinTokens } from './latin-key';
import { closeness, score, tokenDistance } from './rank';

const typed = latinTokens;
const word = devanagariTokens;

describe('tokenDistance', () => {
  it('is 0 for the same tokens', () => {
    expect(tokenDistance('vidyAlay', 'vidyAlay')).toBe(0);
  });

  it('charges little for the usual phone-typing slips', () => {
    // vowel length, dropped inherent a, missing nasal, aspiration
    expect(tokenDistance(typed('vidyalay'), word('विद्यालय'))).toBeLessThan(0.5);
    expect(tokenDistance(typed('vidyalaya'), word('विद्यालय'))).toBeLessThan(0.8);
    expect(tokenDistance(typed('nahi'), word('नहीं'))).toBeLessThan(0.8);
    expect(tokenDistance(typed('basha'), word('भाषा'))).toBeLessThan(1);
  });

  it('charges little for a doubled consonant typed single, and for a typed first a only as a vowel', () => {
    expect(tokenDistance(typed('utar'), word('उत्तर'))).toBeLessThan(0.3);
    expect(tokenDistance(typed('budhu'), word('बुद्धू'))).toBeLessThan(0.6);
    // ajivan is आजीवन (ā typed short), not जीवन with an a too many.
    expect(tokenDistance(typed('ajivan'), word('आजीवन'))).toBeLessThan(
      tokenDistance(typed('ajivan'), word('जीवन')),
    );
  });

  it('charges a full edit for an unrelated letter', () => {
    expect(tokenDistance('kam', 'nam')).toBe(1);
  });

  it('charges more for a length or an aspirate typed where the word has none than for one left out', () => {
    expect(tokenDistance('adhik', 'adhIk')).toBeLessThan(tokenDistance('adhIk', 'adhik'));
    expect(tokenDistance('kar', 'kAr')).toBeLessThan(tokenDistance('kAr', 'kar'));
    expect(tokenDistance('devtA', 'DevtA')).toBeLessThan(tokenDistance('DevtA', 'devtA'));
  });

  it('charges least for a last vowel typed short', () => {
    expect(tokenDistance('nadi', 'nadI')).toBeLessThan(tokenDistance('nadi', 'nAdi'));
  });

  it('stops at the limit', () => {
    expect(tokenDistance('abcdef', 'uvwxyz', 2)).toBe(2);
  });
});

describe('closeness and score', () => {
  it('prefers the standard spelling whose reading matches the typing (अधिक over अधीक)', () => {
    const t = typed('adhik');
    const standard = closeness(t, word('अधिक'), []);
    // The misspelling even carries an annotator's romanization "adhik".
    const misspelt = closeness(t, word('अधीक'), [{ tokens: typed('adhik'), count: 1 }]);
    expect(standard).toBeLessThan(misspelt);
  });

  it('uses annotator romanizations for irregular typings', () => {
    const t = typed('gaon');
    const withRoman = closeness(t, word('गाँव'), [{ tokens: typed('gaon'), count: 7 }]);
    const without = closeness(t, word('गाँव'), []);
    expect(withRoman).toBeLessThan(without);
  });

  it('ranks frequent and boosted words first when closeness ties', () => {
    expect(score(0.3, 0, 1000, 0)).toBeLessThan(score(0.3, 0, 3, 0));
    expect(score(0.3, 0, 3, 0.5)).toBeLessThan(score(0.3, 0, 3, 0));
    expect(score(0, 0, 3, 0)).toBeLessThan(score(0, 1, 3, 0));
  });
});
