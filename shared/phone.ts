/** The refusal when a phone number cannot be read as a whole number (the one text, server and forms). */
export const PHONE_MESSAGE =
  'Enter a 10-digit mobile number, or the full number with + and the country code.';

/**
 * A phone number as it is stored: E.164, "+" and the country code (docs/product.md §5). People
 * write it with spaces, dashes, brackets or dots ("+91 98765 43210", "098765-43210"): those go.
 * A number without a country code is Indian (10 digits, or 0 and 10 digits, or 91 and 10
 * digits); "00" before the country code means "+". Null when it cannot be a number.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  if (compact.startsWith('+') || compact.startsWith('00')) {
    const digits = compact.replace(/^(\+|00)/, '');
    // E.164 allows 15 digits; the shortest national numbers with their country code have 8.
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  const national = /^(?:0|91)?([1-9]\d{9})$/.exec(compact);
  return national ? `+91${national[1]}` : null;
}

/** While typing: only what a phone number is written with. */
export const phoneCharacters = (typed: string) => typed.replace(/[^\d+\s\-().]/g, '');
