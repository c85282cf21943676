import { describe, expect, it } from 'vitest';
import { calendarNames } from './calendar-names';
import { formatDate } from './format';

describe('the calendar names table', () => {
  it('writes every month and weekday as Intl does for hi-IN and en-IN', () => {
    for (const language of ['hi', 'en'] as const) {
      const names = calendarNames(language);
      for (let month = 0; month < 12; month++) {
        const date = new Date(2026, month, 1 + month);
        expect(names.longDate(date)).toBe(formatDate(date, language));
        expect(names.monthYear(date)).toBe(formatDate(date, language, { month: 'long', year: 'numeric' }));
        expect(names.month(date)).toBe(formatDate(date, language, { month: 'long' }));
      }
      for (let day = 1; day <= 7; day++) {
        const date = new Date(2026, 10, day);
        expect(names.weekday(date)).toBe(formatDate(date, language, { weekday: 'long' }));
        expect(names.shortWeekday(date)).toBe(formatDate(date, language, { weekday: 'short' }));
      }
    }
  });
});
