import { describe, expect, it } from 'vitest';
import { FuzzyIndex, osaDistance } from './fuzzy-index';

describe('osaDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(osaDistance('vdyly', 'vdyly')).toBe(0);
    expect(osaDistance('vdyly', 'vdly')).toBe(1);
    expect(osaDistance('vdly', 'vdyly')).toBe(1);
    expect(osaDistance('prssn', 'prsnn')).toBe(1);
    expect(osaDistance('ab', 'ba')).toBe(1);
    expect(osaDistance('', 'abc')).toBe(3);
    expect(osaDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('FuzzyIndex', () => {
  const index = new FuzzyIndex();
  const keys = ['prssn', 'prsnik', 'vdyly', 'sks', 'sksk', 'nhin', 'nhi'];
  keys.forEach((k, i) => {
    index.add(k, i);
  });
  const found = (key: string, maxDist: number): Map<number, number> =>
    new Map(index.lookup(key, maxDist).map((h) => [h.item, h.dist]));

  it('finds the exact key at distance 0', () => {
    expect(found('vdyly', 0)).toEqual(new Map([[2, 0]]));
  });

  it('finds keys one edit away in either direction', () => {
    const hits = found('sks', 1);
    expect(hits.get(3)).toBe(0);
    expect(hits.get(4)).toBe(1);
    expect(found('vdly', 1).get(2)).toBe(1);
    expect(found('vdyla', 1).get(2)).toBe(1);
    expect(found('vdylx', 1).get(2)).toBe(1);
    expect(found('vdlyy', 1).get(2)).toBe(1);
  });

  it('reaches two edits only when asked', () => {
    expect(found('prsn', 1).has(0)).toBe(true);
    // two letters too many, or one too many and one wrong
    expect(found('vdyylyx', 1).has(2)).toBe(false);
    expect(found('vdyylyx', 2).get(2)).toBe(2);
    expect(found('vxdylx', 2).get(2)).toBe(2);
  });

  it('does not reach keys two letters longer than the query (no two-deletion index)', () => {
    expect(found('vdl', 2).has(2)).toBe(false);
  });

  it('returns nothing far away', () => {
    expect(index.lookup('zzzz', 2)).toEqual([]);
  });

  it('files several items under one key, once each', () => {
    const ix = new FuzzyIndex();
    ix.add('nhi', 1);
    ix.add('nhi', 2);
    ix.add('nhi', 1);
    expect(ix.keyCount).toBe(1);
    expect(ix.lookup('nhi', 0).map((h) => h.item)).toEqual([1, 2]);
  });

  it('keeps the smallest distance per item', () => {
    const ix = new FuzzyIndex();
    ix.add('nhin', 7);
    ix.add('nhi', 7);
    expect(ix.lookup('nhi', 1)).toEqual([{ item: 7, dist: 0 }]);
  });
});
