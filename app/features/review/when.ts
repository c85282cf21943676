import { isoDay } from '../../lib/dates';

const clock = (d: Date) => d.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });

/** When a review falls due, in words: 'in 5 minutes', 'today at 6:30 pm', 'tomorrow at 9:30 am', 'on 12 March'. */
export function whenText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 1) return 'now';
  if (minutes < 60) return `in ${minutes} minutes`;
  if (isoDay(at) === isoDay(now)) return `today at ${clock(at)}`;
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (isoDay(at) === isoDay(tomorrow)) return `tomorrow at ${clock(at)}`;
  return `on ${at.toLocaleDateString('en-IN', { day: 'numeric', month: 'long' })}`;
}
