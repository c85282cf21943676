/**
 * What the service worker makes of a reminder (docs/product.md §13), kept apart from the worker's
 * listeners (reminder-worker.ts) so that it can be tested by itself. The push message is the
 * server's JSON `{ title, body, url }` (shared/api/push.ts, ReminderPayload).
 */
export interface ShownReminder {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** One tag: a reminder not yet seen is replaced by the next rather than piled up. */
export const REMINDER_TAG = 'daily-reminder';
const FALLBACK_TITLE = 'Sopan — सोपान';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The notification for a push message's JSON; anything unreadable still shows the app's name. */
export function reminderNotification(payload: unknown): ShownReminder {
  const p = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  return {
    title: text(p.title) || FALLBACK_TITLE,
    options: {
      body: text(p.body),
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: REMINDER_TAG,
      data: { url: text(p.url) || '/' },
    },
  };
}

/**
 * Where a tap on the notification leads: a path of the app itself, or home. Another origin, a
 * scheme such as javascript:, or anything unreadable becomes '/'.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return '/';
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}
