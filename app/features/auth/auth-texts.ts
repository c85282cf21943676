/** The account screens' own texts (SPEC.md §2.3–§2.5, §8); the server's are in shared/api/auth.ts. */
export const accountTexts = {
  tagline: 'Structured for Success!',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  resetLinkSent: 'Reset link sent! Check your email.',
  resetLinkFailed: 'Error sending reset link',
  resetFailed: 'Error resetting password',
  passwordsDiffer: 'Passwords do not match',
  profileLoadFailed: 'Failed to load user details.',
  profileSaveFailed: 'Failed to update profile.',
  profileSaved: 'Profile updated successfully!',
  codeSendFailed: 'Could not send the code. Please try again.',
  codeVerifyFailed: 'Could not verify the code. Please try again.',
} as const;
