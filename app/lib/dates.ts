/** A date as the progress call keys it, YYYY-MM-DD, in the phone's own calendar. */
export function isoDay(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The local score cache's day key, YYYYMMDD (§9). */
export const compactDay = (date: Date = new Date()) => isoDay(date).replaceAll('-', '');
