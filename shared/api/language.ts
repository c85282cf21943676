/**
 * The two interface languages (docs/product.md §8). Plain values, no zod: the learner's bundle
 * imports them; shared/api/auth.ts builds the schema from the same list.
 */
export const languages = ['hi', 'en'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The browser's languages decide the default: any `hi*` first → Hindi, otherwise English. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  return preferred.some((l) => l.toLowerCase().startsWith('hi')) ? 'hi' : 'en';
}
