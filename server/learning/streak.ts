import { FREEZE_EVERY_DAYS, MAX_FREEZES } from '../../shared/api/learning';
import { addDays } from '../quiz/day';

export interface Streak {
  current: number;
  best: number;
  freezes: number;
  todayCounts: boolean;
}

/**
 * The streak (docs/product.md §7), from the answers per calendar day (rounds and reviews, in
 * APP_TIMEZONE): a day counts when it reaches the goal; every seventh day of a streak earns a
 * freeze (at most two held); a missed day spends a freeze if there is one, else ends the
 * streak. Today, not reached yet, neither counts nor breaks it.
 */
export function streakOf(answeredByDay: ReadonlyMap<string, number>, goal: number, today: string): Streak {
  const days = [...answeredByDay.keys()].filter((d) => d <= today).sort();
  const s: Streak = { current: 0, best: 0, freezes: 0, todayCounts: (answeredByDay.get(today) ?? 0) >= goal };
  if (days.length === 0) return s;
  for (let day = days[0]!; day <= today; day = addDays(day, 1)) {
    if ((answeredByDay.get(day) ?? 0) >= goal) {
      s.current++;
      if (s.current % FREEZE_EVERY_DAYS === 0) s.freezes = Math.min(MAX_FREEZES, s.freezes + 1);
      s.best = Math.max(s.best, s.current);
    } else if (day !== today && s.current > 0) {
      if (s.freezes > 0) s.freezes--;
      else s.current = 0;
    }
  }
  return s;
}
