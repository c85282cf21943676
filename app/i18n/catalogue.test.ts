import { describe, expect, it } from 'vitest';
import { modules } from '../../shared/modules';
import { type ModuleText, moduleTexts } from '../../shared/modules/texts';
import { latinWords } from '../../tests/helpers/latin-words';
import type { Catalogue } from './texts';

/**
 * The message catalogue (docs/product.md §8): every area in English and Hindi, the same keys, no text
 * empty, and no English word in a Hindi text. The typecheck already refuses a missing Hindi key;
 * this also catches an empty one, an array of another length, and a function that says nothing.
 */
const areas = import.meta.glob<Record<string, unknown>>('./catalogue/*.ts', { eager: true });

const isCatalogue = (v: unknown): v is Catalogue<unknown> =>
  !!v && typeof v === 'object' && 'en' in v && 'hi' in v && Object.keys(v).length === 2;

/** One value that serves as a number, a text, a list or a flag, for calling a text's function. */
function sample(): unknown {
  const list = ['क', 'ख'];
  return Object.assign(list, { valueOf: () => 3, toString: () => 'क, ख' });
}

interface Leaf {
  path: string;
  en: string;
  hi: string;
}

/** Walks both languages together; a difference in shape is reported as a failed expectation. */
function leaves(en: unknown, hi: unknown, path: string, out: Leaf[]): Leaf[] {
  if (typeof en === 'function') {
    expect(typeof hi, path).toBe('function');
    const args = Array.from({ length: Math.max((en as () => string).length, 1) }, sample);
    out.push({
      path,
      en: String((en as (...a: unknown[]) => unknown)(...args)),
      hi: String((hi as (...a: unknown[]) => unknown)(...args)),
    });
  } else if (typeof en === 'string') {
    expect(typeof hi, path).toBe('string');
    out.push({ path, en, hi: hi as string });
  } else if (Array.isArray(en)) {
    expect(Array.isArray(hi) && hi.length, `${path}: as many items in Hindi`).toBe(en.length);
    for (const [i, item] of en.entries()) leaves(item, (hi as unknown[])[i], `${path}[${i}]`, out);
  } else if (en && typeof en === 'object') {
    expect(Object.keys(hi as object).sort(), `${path}: the same keys`).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en))
      leaves(value, (hi as Record<string, unknown>)[key], `${path}.${key}`, out);
  } else expect(hi, path).toBe(en);
  return out;
}

const catalogues = Object.entries(areas).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(
      ([name, value]) =>
        [`${file.replace('./catalogue/', '')} ${name}`, value as Catalogue<unknown>] as const,
    ),
);

describe('the message catalogue', () => {
  it('has the areas of the app', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(11);
  });

  it.each(catalogues)('%s: every text in both languages, none empty, none English in Hindi', (name, c) => {
    for (const leaf of leaves(c.en, c.hi, name, [])) {
      expect(leaf.en.trim(), `${leaf.path} (en)`).not.toBe('');
      expect(leaf.hi.trim(), `${leaf.path} (hi)`).not.toBe('');
      // A {name} is a place for a link or a name (app/i18n/fill.tsx), not a word.
      expect(latinWords(leaf.hi.replace(/\{\w+\}/g, '')), `${leaf.path} (hi): ${leaf.hi}`).toEqual([]);
    }
  });

  it('the module texts the registry names: both languages, none empty, no English in Hindi', () => {
    for (const leaf of leaves(moduleTexts.en, moduleTexts.hi, 'shared/modules/texts', [])) {
      expect(leaf.en.trim(), leaf.path).not.toBe('');
      expect(leaf.hi.trim(), leaf.path).not.toBe('');
      expect(latinWords(leaf.hi), `${leaf.path}: ${leaf.hi}`).toEqual([]);
    }
    // Every key a registry entry holds is a text (the typecheck says so too; the registry is data).
    const known = new Set(Object.keys(moduleTexts.en));
    for (const m of modules) {
      const keys: ModuleText[] = [
        m.entry.title,
        m.texts.fetchError,
        m.texts.addSuccess,
        m.texts.addError,
        m.texts.correct,
        m.texts.incorrect,
        ...(m.texts.submitError ? [m.texts.submitError] : []),
        ...m.entry.fields.flatMap((f) => [f.label, ...(f.kind === 'list' ? [f.removeLabel] : [])]),
        ...(m.input.kind === 'text' ? [m.input.label] : m.input.kind === 'pair' ? m.input.labels : []),
      ];
      for (const key of keys) expect(known.has(key), `${m.key}: ${key}`).toBe(true);
    }
  });
});
