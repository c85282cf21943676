import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { authTexts } from '../../shared/api/auth';

/** docs/product.md §5: zxcvbn's score of 3 ("safely unguessable", about 10^8 guesses) or better. */
export const MIN_SCORE = 3;

/** zxcvbn's warnings said the way a learner reads them. */
const OUR_WORDS: Record<string, string> = {
  'There should not be any personal or page related data.':
    'It uses your name, e-mail, phone or the app’s name.',
};

let estimator: ZxcvbnFactory | undefined;
/** Built on first use (about 100 ms, a few MB of dictionaries): common passwords, names, English words. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/** Words a password must not lean on: the learner's own details and the app's name. */
export function personalWords(details: {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}): string[] {
  const local = details.email?.split('@')[0] ?? '';
  return [
    'sopan',
    'सोपान',
    details.email ?? '',
    local,
    ...local.split(/[._+-]+/),
    details.firstName ?? '',
    details.lastName ?? '',
    details.phone ?? '',
  ]
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length >= 3);
}

/**
 * Why a password is refused, or null when it is strong enough. The length rule is the shared
 * zod schema's (shared/api/auth.ts); this is the server's second, offline check.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  const result = zxcvbn().check(password, userInputs);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const reason = [warning && (OUR_WORDS[warning] ?? warning), ...suggestions].filter(Boolean).join(' ');
  return authTexts.weakPassword(reason || 'Add another word or two that are less common.');
}
