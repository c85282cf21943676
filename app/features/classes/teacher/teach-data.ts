import { dateOfDay } from '../../../i18n/format';
import { isoDay } from '../../../lib/dates';

export {
  MAX_ASSIGNMENT_ITEMS,
  MAX_CLASS_NAME,
  MAX_ITEM_COUNT,
  MAX_TITLE,
  PROGRESS_WINDOWS,
  type ProgressWindow,
} from '../../../../shared/classes-limits';

/** Right answers as a whole percentage, or null when nothing was answered. */
export function accuracy(t: { answered: number; correct: number }): number | null {
  return t.answered > 0 ? Math.round((t.correct / t.answered) * 100) : null;
}

/** 'ABCDEFGH' as 'ABCD EFGH': easier to read out to a batch and to type. */
export const spacedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/** The link a learner opens (or scans) to join: the join screen with the code filled in. */
export const joinLink = (code: string, origin: string = window.location.origin) =>
  `${origin}/join/${encodeURIComponent(code)}`;

/**
 * How many days ago a member last practised (the server names the day, YYYY-MM-DD; a full
 * time is read in the phone's own calendar), or null if never.
 */
export function daysSince(last: string | null, now: Date = new Date()): number | null {
  if (!last) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(last) ? last : isoDay(new Date(last));
  const diff = Math.round((dateOfDay(isoDay(now)).getTime() - dateOfDay(day).getTime()) / 86_400_000);
  return Math.max(0, diff);
}

/** Today as the date input writes it, and a week on (a new assignment's first due date). */
export const todayIso = (now: Date = new Date()) => isoDay(now);
export function inDays(n: number, now: Date = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + n);
  return isoDay(d);
}
