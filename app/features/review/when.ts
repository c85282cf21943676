import { reviewTexts } from '../../i18n/catalogue/review';
import { formatClock, formatDate } from '../../i18n/format';
import type { Language } from '../../i18n/lang';
import { isoDay } from '../../lib/dates';

/**
 * When a review falls due, in words: 'in 5 minutes', 'today at 6:30 pm', 'tomorrow at 9:30 am',
 * 'on 12 March' (in Hindi '5 मिनट में', 'आज 18:30 बजे', '12 मार्च को').
 */
export function whenText(iso: string, now: Date = new Date(), language: Language = 'en'): string {
  const t = reviewTexts[language];
  const at = new Date(iso);
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 1) return t.now;
  if (minutes < 60) return t.inMinutes(minutes);
  if (isoDay(at) === isoDay(now)) return t.todayAt(formatClock(at, language));
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (isoDay(at) === isoDay(tomorrow)) return t.tomorrowAt(formatClock(at, language));
  return t.onDate(formatDate(at, language, { day: 'numeric', month: 'long' }));
}
