import { describe, expect, it } from 'vitest';
import { foldSpelling, matchesAny, normalizeAnswer } from './judging';
import { getModule } from './modules';

describe('normalizeAnswer', () => {
  it.each([
    ['NFD and NFC are the same', 'क़लम'.normalize('NFD'), 'क़लम'.normalize('NFC')],
    ['spaces are trimmed and collapsed', '  मुझे   यह  ', 'मुझे यह'],
    ['zero-width joiners are ignored', 'क्\u200dष', 'क्ष'],
    ['zero-width non-joiners are ignored', 'क्\u200cष', 'क्ष'],
    ['a trailing danda is ignored', 'वह घर गया।', 'वह घर गया'],
    ['a trailing full stop is ignored', 'Notification.', 'notification'],
    ['Latin case is ignored', 'MEMORANDUM', 'memorandum'],
    ['a colon typed for visarga', 'मन:', 'मनः'],
  ])('%s', (_name, a, b) => {
    expect(normalizeAnswer(a)).toBe(normalizeAnswer(b));
  });

  it('keeps different words different', () => {
    expect(normalizeAnswer('अधिक')).not.toBe(normalizeAnswer('अधीक'));
  });
});

describe('foldSpelling (vocabulary modules only)', () => {
  it.each([
    ['हिंदी', 'हिन्दी'],
    ['संबंध', 'सम्बन्ध'],
    ['गाँव', 'गांव'],
    ['ज़रूरी', 'जरूरी'],
    ['अंत', 'अन्त'],
  ])('%s = %s', (a, b) => {
    expect(foldSpelling(normalizeAnswer(a))).toBe(foldSpelling(normalizeAnswer(b)));
  });

  it.each([
    ['अन्य', 'अंय'],
    ['सम्मेलन', 'संमेलन'],
  ])('keeps the half nasal before य र ल व ह or a nasal: %s', (a, b) => {
    expect(foldSpelling(a)).toBe(a);
    expect(foldSpelling(b)).not.toBe(a);
  });
});

describe('matchesAny', () => {
  it('accepts any listed answer, folded for vocabulary', () => {
    expect(matchesAny('गांव', ['गाँव', 'ग्राम'], 'vocabulary')).toBe(true);
    expect(matchesAny('ग्राम', ['गाँव', 'ग्राम'], 'vocabulary')).toBe(true);
    expect(matchesAny('शहर', ['गाँव', 'ग्राम'], 'vocabulary')).toBe(false);
  });

  it('does not fold spelling where spelling is tested', () => {
    expect(matchesAny('गांव', ['गाँव'], 'spelling')).toBe(false);
    expect(matchesAny(' गाँव। ', ['गाँव'], 'spelling')).toBe(true);
  });

  it('never accepts an empty answer', () => {
    expect(matchesAny('  ', [''], 'vocabulary')).toBe(false);
  });
});

describe('module judges', () => {
  it('sandhi viched needs both parts, in order', () => {
    const m = getModule('sandhiViched');
    const row = { word: 'जगन्नाथ', answer1: 'जगत्', answer2: 'नाथ' };
    expect(m.judge(row, { sandhiVichedId: '1', answer1: 'जगत्', answer2: 'नाथ' }, m.folding).correct).toBe(
      true,
    );
    expect(m.judge(row, { sandhiVichedId: '1', answer1: 'नाथ', answer2: 'जगत्' }, m.folding).correct).toBe(
      false,
    );
    expect(m.judge(row, { sandhiVichedId: '1', answer1: 'जगत्', answer2: '' }, m.folding).correct).toBe(false);
  });

  it('paryayvachi needs two different accepted synonyms', () => {
    const m = getModule('paryayvachi');
    const row = { question: 'जल', options: ['नीर', 'वारि', 'पानी'] };
    expect(m.judge(row, { id: '1', selected: ['नीर', 'पानी'] }, m.folding).correct).toBe(true);
    expect(m.judge(row, { id: '1', selected: ['नीर', ' नीर '] }, m.folding).correct).toBe(false);
    expect(m.judge(row, { id: '1', selected: ['नीर', 'आग'] }, m.folding).correct).toBe(false);
  });

  it('mcq needs the exact option text', () => {
    const m = getModule('mcq');
    const row = { question: 'q', options: ['क', 'ख'], answer: 'ख' };
    expect(m.judge(row, { mcqId: '1', answer: 'ख' }, m.folding).correct).toBe(true);
    expect(m.judge(row, { mcqId: '1', answer: 'क' }, m.folding).correct).toBe(false);
  });
});
