/**
 * SymSpell-style index over loose keys: each stored key is also filed under every string
 * one deletion away, so a lookup touches only a handful of map entries instead of scanning.
 * Distance 2 is reached from the query side (its deletions looked up in both maps), which
 * covers the common slips without storing two-deletion variants.
 */

export interface FuzzyHit {
  item: number;
  dist: number;
}

/** Restricted Damerau–Levenshtein (optimal string alignment) distance. */
export function osaDistance(a: string, b: string): number {
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      }
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[m] ?? 0;
}

function deletions(s: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < s.length; i++) out.add(s.slice(0, i) + s.slice(i + 1));
  return out;
}

export class FuzzyIndex {
  private readonly keyIds = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly postings: Array<number | number[]> = [];
  // Most deletions belong to one key; a bare number saves an array per entry.
  private readonly deletes = new Map<string, number | number[]>();

  get keyCount(): number {
    return this.keys.length;
  }

  /** Files `item` under `key`. Adding the same pair twice is harmless. */
  add(key: string, item: number): void {
    let id = this.keyIds.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keyIds.set(key, id);
      this.keys.push(key);
      this.postings.push(item);
      for (let i = 0; i < key.length; i++) {
        // Deleting either letter of a double gives the same string; file it once.
        if (i > 0 && key[i] === key[i - 1]) continue;
        const d = key.slice(0, i) + key.slice(i + 1);
        const cur = this.deletes.get(d);
        if (cur === undefined) this.deletes.set(d, id);
        else if (typeof cur === 'number') this.deletes.set(d, [cur, id]);
        else cur.push(id);
      }
      return;
    }
    const list = this.postings[id];
    if (list === undefined || list === item) return;
    if (typeof list === 'number') this.postings[id] = [list, item];
    else if (!list.includes(item)) list.push(item);
  }

  /** Items whose key is within `maxDist` (0–2) of `key`, each with its smallest distance. */
  lookup(key: string, maxDist: number): FuzzyHit[] {
    const candidates = new Set<number>();
    const addKey = (k: string): void => {
      const id = this.keyIds.get(k);
      if (id !== undefined) candidates.add(id);
    };
    const addDeleted = (k: string): void => {
      const v = this.deletes.get(k);
      if (v === undefined) return;
      if (typeof v === 'number') candidates.add(v);
      else for (const id of v) candidates.add(id);
    };
    addKey(key);
    if (maxDist >= 1) {
      addDeleted(key);
      const d1 = deletions(key);
      for (const d of d1) {
        addKey(d);
        addDeleted(d);
      }
      if (maxDist >= 2) {
        for (const d of d1) {
          for (const dd of deletions(d)) {
            addKey(dd);
            addDeleted(dd);
          }
        }
      }
    }
    const best = new Map<number, number>();
    for (const id of candidates) {
      const k = this.keys[id];
      if (k === undefined) continue;
      if (Math.abs(k.length - key.length) > maxDist) continue;
      const dist = k === key ? 0 : osaDistance(k, key);
      if (dist > maxDist) continue;
      const list = this.postings[id];
      if (list === undefined) continue;
      for (const item of typeof list === 'number' ? [list] : list) {
        const prev = best.get(item);
        if (prev === undefined || dist < prev) best.set(item, dist);
      }
    }
    return Array.from(best, ([item, dist]) => ({ item, dist }));
  }
}
