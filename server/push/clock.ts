import { localDay } from '../quiz/day';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day and the minute of the day (0–1439) at `at` in the app's time zone. */
export function localMinute(timeZone: string, at: Date): { day: string; minute: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const [h, m] = f.format(at).split(':').map(Number);
  return { day: localDay(timeZone, at), minute: h! * 60 + m! };
}
