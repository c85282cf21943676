/**
 * Classes' fixed values (docs/product.md §12), without zod: the server's schemas
 * (shared/api/classes.ts) and the web app's screens both read them from here.
 */
/** Join codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
export const PROGRESS_WINDOWS = [7, 30] as const;
export type ProgressWindow = (typeof PROGRESS_WINDOWS)[number];
export const MOST_MISSED = 10;
export const MAX_ASSIGNMENT_ITEMS = 15;
export const MAX_ITEM_COUNT = 200;
export const MAX_CLASS_NAME = 80;
export const MAX_TITLE = 120;
/** The roster's streaks count back at most this far: a longer one shows as "30+". */
export const STREAK_SHOWN_UP_TO = 30;

/** A code as a learner types it: spaces, dashes and case do not matter. */
export const normalizeJoinCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');
const codeShape = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);
/** Whether a (normalized) code can be a class code at all. */
export const isJoinCodeShaped = (code: string): boolean => codeShape.test(code);
