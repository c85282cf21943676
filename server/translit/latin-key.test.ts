import { describe, expect, it } from 'vitest';
import { latinKey, latinTokens, looseKey } from './latin-key';

describe('latinTokens', () => {
  it('keeps vowel length, aspiration and sh as single tokens', () => {
    expect(latinTokens('shiksha')).toBe('SikSa');
    expect(latinTokens('bhaasha')).toBe('BASa');
    expect(latinTokens('neeche')).toBe('nIce');
    expect(latinTokens('hai')).toBe('hE');
    expect(latinTokens('aur')).toBe('Or');
  });

  it('maps f to ph, w to v, q to k and x to ksh', () => {
    expect(latinTokens('fir')).toBe(latinTokens('phir'));
    expect(latinTokens('wahan')).toBe(latinTokens('vahan'));
    expect(latinTokens('qila')).toBe('kila');
    expect(latinTokens('xetra')).toBe('kSetra');
  });

  it('ignores case, apostrophes and hyphens', () => {
    expect(latinTokens("Kya'")).toBe('kya');
    expect(latinTokens('smaran-patra')).toBe(latinTokens('smaranpatra'));
  });
});

describe('latinKey (loose key)', () => {
  const same = (a: string, b: string): void => expect(latinKey(a)).toBe(latinKey(b));

  it('ignores vowel length and the inherent a', () => {
    same('shiksha', 'shikshaa');
    same('vidyalay', 'vidyaalaya');
    same('neeche', 'niche');
    same('doodh', 'dudh');
  });

  it('ignores aspiration, sh/s, z/j, ph/f and w/v', () => {
    same('bhasha', 'basa');
    same('zyada', 'jyada');
    same('phir', 'fir');
    same('dwara', 'dvara');
    same('chhutti', 'chutti');
  });

  it('collapses doubled letters only where they touch', () => {
    same('accha', 'acha');
    same('achchha', 'acha');
    expect(latinKey('kaka')).toBe('kk');
  });

  it('treats m before a labial as the nasal n', () => {
    same('sambandh', 'sanbandh');
  });

  it('keeps a word-initial a so accha does not collide with cha', () => {
    expect(latinKey('accha')).not.toBe(latinKey('cha'));
    same('aap', 'ap');
  });

  it('reads ai/ei as e and au/ou as o', () => {
    same('hai', 'he');
    same('mein', 'men');
    same('aur', 'or');
  });

  it('gives looseKey of the tokens', () => {
    expect(looseKey(latinTokens('prashasan'))).toBe(latinKey('prashasan'));
    expect(latinKey('')).toBe('');
  });
});
