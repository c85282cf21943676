/**
 * Answer comparison (docs/product.md §4). Every module judges through these functions, so the
 * rules live in one place: NFC, trimmed, inner whitespace collapsed, Latin case ignored,
 * zero-width characters and a trailing danda or full stop ignored.
 */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
const TRAILING_STOP = /[\s।॥.]+$/u;

export function normalizeAnswer(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(ZERO_WIDTH, '')
      // Phone keyboards lack the visarga: मन: is typed for मनः.
      .replace(/(?<=[\u0900-\u097f]):/gu, '\u0903')
      .replace(/\s+/gu, ' ')
      .trim()
      .replace(TRAILING_STOP, '')
      .toLowerCase()
  );
}

const NUKTA = '\u093c';
const CHANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';
/** A nasal consonant + halant before a consonant of another kind is written as anusvara too. */
const HALF_NASAL =
  /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])(?![\u092f\u0930\u0932\u0935\u0939\u0919\u091e\u0923\u0928\u092e])/gu;

/**
 * Folds the spellings the standard accepts side by side (हिंदी/हिन्दी, गाँव/गांव,
 * ज़रूरी/जरूरी). Used by vocabulary modules only: shabd and vakya shudhi test spelling.
 */
export function foldSpelling(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(NUKTA, '')
    .normalize('NFC')
    .replaceAll(CHANDRABINDU, ANUSVARA)
    .replace(HALF_NASAL, ANUSVARA);
}

export type Folding = 'vocabulary' | 'spelling';

export function answerKey(text: string, folding: Folding): string {
  const normal = normalizeAnswer(text);
  return folding === 'vocabulary' ? foldSpelling(normal) : normal;
}

export function matchesAny(given: string, accepted: readonly string[], folding: Folding): boolean {
  const key = answerKey(given, folding);
  return key !== '' && accepted.some((a) => answerKey(a, folding) === key);
}
