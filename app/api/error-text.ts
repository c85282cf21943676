import { currentLanguage } from '../i18n/lang';
import { localizeMessage } from '../i18n/server-messages';
import { ApiError } from './client';

/**
 * The server's message for a failed call, in the interface language (app/i18n/server-messages.ts),
 * or the screen's own text: when the call never reached the server, or in Hindi when this app
 * does not know the message.
 */
export function errorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || err.status === 0 || !err.message) return fallback;
  return localizeMessage(err.message, currentLanguage()) ?? fallback;
}

/** A message the server answered with (a success toast), in the interface language, or the fallback. */
export function serverText(message: string | undefined, fallback: string): string {
  if (!message) return fallback;
  return localizeMessage(message, currentLanguage()) ?? fallback;
}

/** The call never reached the server: no connection (docs/product.md §8 says so rather than failing silently). */
export const isOffline = (err: unknown) => err instanceof ApiError && err.status === 0;
