import { describe, expect, it } from 'vitest';
import { whenText } from './when';

const now = new Date(2026, 2, 10, 14, 0);
const at = (days: number, h: number, m = 0) => new Date(2026, 2, 10 + days, h, m).toISOString();

describe('when the next review is due, in words', () => {
  it('now, in minutes, today, tomorrow, or on a date', () => {
    expect(whenText(at(0, 13), now)).toBe('now');
    expect(whenText(at(0, 14, 10), now)).toBe('in 10 minutes');
    expect(whenText(at(0, 18, 30), now)).toMatch(/^today at 6:30\s?pm$/i);
    expect(whenText(at(1, 9, 30), now)).toMatch(/^tomorrow at 9:30\s?am$/i);
    expect(whenText(at(5, 9), now)).toBe('on 15 March');
  });
});
