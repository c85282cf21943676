const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) in the app's time zone: the day daily limits reset on. */
export function localDay(timeZone: string, at: Date = new Date()): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(at);
}

let todayCache = { timeZone: '', second: -1, day: '' };

/** Today in the app's time zone, worked out at most once a second: every quiz call asks. */
export function today(timeZone: string): string {
  const second = Math.floor(Date.now() / 1000);
  if (todayCache.second !== second || todayCache.timeZone !== timeZone) {
    todayCache = { timeZone, second, day: localDay(timeZone) };
  }
  return todayCache.day;
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
