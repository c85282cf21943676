import type { Language } from './lang';

/**
 * Dates and times as each language writes them: '1 दिसंबर 2026' / '1 December 2026'. Digits
 * stay the international ones in both (as Hindi exam papers and phones print them); Hindi
 * times use the 24-hour clock, whose Intl form has no Latin 'am'/'pm'.
 */
const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** A calendar day (YYYY-MM-DD) as a local date. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl formatter per language and options, kept: `toLocaleDateString` with options makes a
 * new one on every call, and a calendar of 42 days made 42 (measured: most of the journey's
 * start-up script on a slow phone, docs/decisions/006).
 */
export function dateFormatter(language: Language, options: Intl.DateTimeFormatOptions = LONG_DATE) {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(
  date: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = LONG_DATE,
): string {
  return dateFormatter(language, options).format(date);
}

/** A day the server names (YYYY-MM-DD) in words; any other text is shown as it is. */
export function formatDay(day: string, language: Language, options?: Intl.DateTimeFormatOptions): string {
  return isDay(day) ? formatDate(dateOfDay(day), language, options) : day;
}

export function formatClock(date: Date, language: Language): string {
  return date.toLocaleTimeString(locale(language), {
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'hi' ? { hourCycle: 'h23' as const } : {}),
  });
}

/** A day and time, short: '12 Mar, 6:30 pm' / '12 मार्च, 18:30'. */
export function formatDateTime(date: Date, language: Language): string {
  return `${formatDate(date, language, { day: 'numeric', month: 'short' })}, ${formatClock(date, language)}`;
}

export function formatNumber(n: number, language: Language): string {
  return n.toLocaleString(locale(language));
}

/**
 * 'a, b and c' / 'क, ख और ग'. Not Intl.ListFormat: its Hindi puts a comma before और
 * ('ख, और ग'), which Hindi prose does not.
 */
export function formatList(items: readonly string[], language: Language): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${language === 'hi' ? 'और' : 'and'} ${items.at(-1)}`;
}
