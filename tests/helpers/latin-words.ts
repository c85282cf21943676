/**
 * docs/product.md §8: a Hindi screen has no English interface word. What may stay in Latin letters
 * there: file formats an admin picks (CSV, JSON), the language chooser's "English" (a language's
 * name in its own script), browser and system names (brands), and the help's example of Roman
 * typing. E-mail addresses and links are the learner's or the operator's data, not words.
 */
export const allowedLatin = new Set([
  'CSV',
  'JSON',
  'English',
  'kitab',
  'namaste',
  'Android',
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  'Windows',
  'Mac',
  'Linux',
  'iPhone',
  'iPad',
]);

/** The Latin words in a text that are not on the allow-list (e-mail addresses and links left out). */
export function latinWords(text: string): string[] {
  const words = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/|otpauth:\/\/)\S+/g, ' ')
    .match(/[A-Za-z][A-Za-z'’-]*/g);
  return (words ?? []).filter((w) => !allowedLatin.has(w));
}
