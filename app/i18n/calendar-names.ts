import type { Language } from './lang';

/**
 * Month and weekday names for the journey (its calendar and week), as Intl writes them for hi-IN and en-IN
 * ('26 नवंबर 2026', 'सोम'), from a table: making Intl's date formatters for a language costs a
 * slow phone more than the rest of the journey's first render (docs/decisions/006).
 */
const MONTHS: Record<Language, readonly string[]> = {
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const WEEKDAYS: Record<Language, readonly string[]> = {
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const SHORT_WEEKDAYS: Record<Language, readonly string[]> = {
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

export const calendarNames = (language: Language) => ({
  month: (date: Date) => MONTHS[language][date.getMonth()]!,
  monthYear: (date: Date) => `${MONTHS[language][date.getMonth()]} ${date.getFullYear()}`,
  longDate: (date: Date) => `${date.getDate()} ${MONTHS[language][date.getMonth()]} ${date.getFullYear()}`,
  weekday: (date: Date) => WEEKDAYS[language][date.getDay()]!,
  shortWeekday: (date: Date) => SHORT_WEEKDAYS[language][date.getDay()]!,
});
