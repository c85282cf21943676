/**
 * Reminders' fixed values (docs/product.md §13), without zod: the server's schemas
 * (shared/api/push.ts) and the web app's profile switch both read them from here.
 */
/** 'HH:MM' on the 24-hour clock, in the APP_TIMEZONE calendar. */
export const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The time offered before a learner has practised enough for a usual hour to show. */
export const DEFAULT_REMINDER_TIME = '19:00';
/** After this many reminded days in a row without practice, reminders pause. */
export const IGNORED_DAYS_BEFORE_PAUSE = 5;
/** A reminder is still sent this long after the learner's time (a late start, a busy minute), never later. */
export const SEND_WINDOW_MINUTES = 120;
/** Devices (subscriptions) one learner may hold; a new one beyond replaces the oldest. */
export const MAX_DEVICES = 10;

export const minuteOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOfMinute = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
