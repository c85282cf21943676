import { errorText } from '../../api/error-text';

/**
 * The server's code messages keep the API's word "OTP" (authTexts in shared/api/auth-texts.ts);
 * learners read "code" on every screen and toast (the Hindi says कोड already).
 */
export function inLearnerWords(message: string): string {
  return message.replace(/\bOTP\b/g, (_word, at: number) =>
    at === 0 || /[.!?]\s+$/.test(message.slice(0, at)) ? 'Code' : 'code',
  );
}

/** A failed account call as the learner reads it: the server's message in our words, or the fallback. */
export const accountError = (err: unknown, fallback: string) => inLearnerWords(errorText(err, fallback));
