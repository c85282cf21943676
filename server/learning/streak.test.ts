import { describe, expect, it } from 'vitest';
import { addDays } from '../quiz/day';
import { streakOf } from './streak';

const TODAY = '2026-03-20';
/** Answers per day, counted back from today: [today, yesterday, ...]. */
const history = (...answered: number[]) =>
  new Map(answered.map((n, i) => [addDays(TODAY, -i), n] as const).filter(([, n]) => n > 0));

describe('the streak', () => {
  it.each([
    ['no answers yet', history(), { current: 0, best: 0, freezes: 0, todayCounts: false }],
    ['today reached the goal', history(10), { current: 1, best: 1, freezes: 0, todayCounts: true }],
    [
      'today under the goal does not break yesterday',
      history(3, 10, 10),
      { current: 2, best: 2, todayCounts: false },
    ],
    ['a day under the goal without a freeze ends it', history(10, 4, 10, 10), { current: 1, best: 2 }],
    [
      'a skipped day without a freeze ends it',
      history(10, 0, 10, 10, 10),
      { current: 1, best: 3, freezes: 0 },
    ],
    ['seven days in a row earn a freeze', history(10, 10, 10, 10, 10, 10, 10), { current: 7, freezes: 1 }],
    [
      'a skipped day spends the freeze and the streak goes on',
      history(10, 0, 10, 10, 10, 10, 10, 10, 10),
      { current: 8, best: 8, freezes: 0 },
    ],
    ['freezes are capped at two', history(...Array<number>(28).fill(10)), { current: 28, freezes: 2 }],
    [
      'two skipped days with one freeze end it',
      history(10, 0, 0, 10, 10, 10, 10, 10, 10, 10),
      { current: 1, best: 7, freezes: 0 },
    ],
  ] as const)('%s', (_name, answered, expected) => {
    expect(streakOf(answered, 10, TODAY)).toMatchObject(expected);
  });

  it('ignores days after today (a clock moved back)', () => {
    expect(streakOf(new Map([[addDays(TODAY, 1), 20]]), 10, TODAY).current).toBe(0);
  });
});
