import type { FastifyRequest } from 'fastify';
import { type Language, languageFromBrowser } from '../../shared/api/language';

/**
 * The language of a mail to an account (docs/product.md §8): the one the learner chose, or, for an
 * account without one, the language of the browser that made the request (Accept-Language), and
 * Hindi for a client that names none.
 */
export function mailLanguage(chosen: Language | null | undefined, request: FastifyRequest): Language {
  if (chosen) return chosen;
  const header = request.headers['accept-language']?.trim();
  if (!header) return 'hi';
  return languageFromBrowser(header.split(',').map((part) => part.split(';')[0]!.trim()));
}
