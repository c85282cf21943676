import { errorText } from '../../api/client';

/** The account screens' own texts (docs/spec.md §2.3–§2.5, §8); the server's are in shared/api/auth.ts. */
export const accountTexts = {
  tagline: 'Structured for Success!',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  resetLinkSent: 'Reset link sent! Check your email.',
  resetLinkFailed: 'Error sending reset link',
  resetFailed: 'Error resetting password',
  profileLoadFailed: 'Failed to load user details.',
  profileSaveFailed: 'Failed to update profile.',
  profileSaved: 'Profile updated successfully!',
  codeSent: 'Code sent to your email.',
  codeVerified: 'Code verified',
  codeSendFailed: 'Could not send the code. Please try again.',
  codeVerifyFailed: 'Could not verify the code. Please try again.',
} as const;

/**
 * The server's code messages keep the API's word "OTP" (authTexts in shared/api/auth.ts);
 * learners read "code" on every screen and toast.
 */
export function inLearnerWords(message: string): string {
  return message.replace(/\bOTP\b/g, (_word, at: number) =>
    at === 0 || /[.!?]\s+$/.test(message.slice(0, at)) ? 'Code' : 'code',
  );
}

/** A failed account call as the learner reads it: the server's message in our words, or the fallback. */
export const accountError = (err: unknown, fallback: string) => inLearnerWords(errorText(err, fallback));
