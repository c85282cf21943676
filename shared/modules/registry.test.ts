import { describe, expect, it } from 'vitest';
import { checkRegistry, modules, type QuizModule } from '.';

/** A copy of the registry with one module's claim changed to another module's. */
const clash = (change: (first: QuizModule, second: QuizModule) => Partial<QuizModule>) => {
  const [first, second, ...rest] = modules;
  return [first!, { ...second!, ...change(first!, second!) }, ...rest] as QuizModule[];
};

describe('the module registry', () => {
  it('gives every module its own key, routes, API paths, day-done slug and settings keys', () => {
    expect(() => checkRegistry(modules)).not.toThrow();
  });

  it.each([
    ['key', (a: QuizModule) => ({ key: a.key })],
    ['route', (a: QuizModule) => ({ route: a.route })],
    ['route', (a: QuizModule) => ({ entryRoute: a.route })],
    ['API path', (a: QuizModule, b: QuizModule) => ({ api: { ...b.api, submit: a.api.fetch } })],
    ['day-done slug', (a: QuizModule, b: QuizModule) => ({ api: { ...b.api, dayDone: a.api.dayDone } })],
    ['time setting', (a: QuizModule) => ({ timeKey: a.timeKey })],
    ['limit setting', (a: QuizModule) => ({ limitKey: a.limitKey })],
    ['availability setting', (a: QuizModule) => ({ availabilityKey: a.availabilityKey })],
  ] as const)('refuses two modules claiming one %s', (what, change) => {
    expect(() => checkRegistry(clash(change))).toThrow(new RegExp(`${what} '.+' is claimed by both`));
  });
});

describe('the registry on input (docs/product.md §8)', () => {
  it('offers transliteration in every typed answer except the spelling modules', () => {
    const typed = modules.filter((m) => m.input.kind !== 'choice');
    expect(typed.filter((m) => !m.transliterate).map((m) => m.key)).toEqual(['shabdShudhi', 'vakyaShudhi']);
    expect(typed.filter((m) => m.transliterate)).toHaveLength(typed.length - 2);
    for (const m of modules.filter((m) => m.input.kind === 'choice')) expect(m.transliterate).toBe(false);
  });

  it('ranks the affix forms first in upsarg and pratyay only', () => {
    expect(modules.filter((m) => m.suggest === 'affixes').map((m) => m.key)).toEqual(['upsarg', 'pratyay']);
  });

  it('gives every module an exam-style instruction in Hindi', () => {
    for (const m of modules)
      expect(m.instruction, m.key).toMatch(/^[\u0900-\u097F -]+(लिखिए|कीजिए|चुनिए|पहचानिए)$/);
    expect(new Set(modules.map((m) => m.instruction)).size).toBe(modules.length);
    expect(Object.fromEntries(modules.map((m) => [m.key, m.instruction]))).toMatchObject({
      sandhi: 'संधि कीजिए',
      shabdShudhi: 'शुद्ध वर्तनी लिखिए',
      upsarg: 'उपसर्ग पहचानिए',
      pratyay: 'प्रत्यय पहचानिए',
      samas: 'समास का भेद चुनिए',
    });
  });

  it('draws upsarg and pratyay with Devanagari, not Latin-letter emoji', () => {
    for (const m of modules) expect(m.icon, m.key).not.toMatch(/[\u{1F520}-\u{1F524}A-Za-z]/u);
    expect(modules.filter((m) => /^[\u0900-\u097F]+$/.test(m.icon)).map((m) => [m.key, m.icon])).toEqual([
      ['upsarg', 'उ'],
      ['pratyay', 'प्र'],
    ]);
  });
});
