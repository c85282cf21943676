/**
 * The server's account messages (English: the server answers in English; the web app shows
 * them in the learner's language, app/i18n/server-messages.ts). No zod here, so the learner's
 * bundle may import them.
 */
export const authTexts = {
  otpSent: 'OTP sent to your email.',
  otpVerified: 'OTP verified',
  emailTaken: 'An account with this email already exists. Please log in.',
  verifyFirst: 'Please verify your email with the OTP first.',
  wrongCode: (left: number) => `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeExpired: 'OTP expired. Please request a new one.',
  noCode: 'No OTP was requested for this email. Please request one.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  resendWait: (s: number) => `Please wait ${s} seconds before requesting a new OTP.`,
  loginFailed: 'Invalid email or password.',
  loginSuccess: 'Login successful!',
  signupSuccess: 'Signup successful!',
  loggedOut: 'Logged out.',
  resetSent: 'If an account exists for this email, a reset link has been sent.',
  resetDone: 'Password reset successful. Please log in.',
  resetInvalid: 'This reset link is invalid or has expired.',
  emailReadOnly: 'Email cannot be changed.',
  notLoggedIn: 'Please log in to continue.',
  notAdmin: 'Admins only.',
  tooManyRequests: 'Too many requests. Please try again later.',
  busy: 'The server is busy. Please try again in a moment.',
  crossOrigin: 'Cross-origin request refused.',
  weakPasswordPrefix: 'This password is too easy to guess.',
  weakPassword: (reason: string) => `This password is too easy to guess. ${reason}`.trim(),
  currentPasswordWrong: 'Your current password is not right.',
  passwordChanged: 'Password changed. You are still logged in here; other devices were logged out.',
  sessionEnded: 'That session has ended.',
  noSuchSession: 'No such session.',
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  totpWrong: 'That code is not right. Use the current code from your authenticator app.',
  totpTooManyTries: 'Too many wrong codes. Please log in again.',
  totpNoLogin: 'Your login has expired. Please log in again.',
  totpAlreadyOn: 'Two-step login is already on. Turn it off first to set it up again.',
  totpNotSetUp: 'Set up two-step login first.',
  totpSetupRequired: 'Admins must use two-step login. Set it up to open the admin pages.',
  accountLoginCeiling:
    'Too many wrong passwords for this account in the last hour. Log in from a device you have used before, or try again later.',
  totpNotOn: 'Two-step login is not on.',
  totpEnabled: 'Two-step login is on.',
  totpDisabled: 'Two-step login is off.',
  reauthNeeded: 'Enter your password to grant or remove admin rights.',
  accountDeleted: 'Your account and your progress have been deleted.',
  adminCannotDelete:
    'An admin account cannot be deleted here. Ask another admin to remove your admin rights first.',
} as const;

/** The strength rule's refusal, so a form can mark the password field. */
export const isWeakPasswordMessage = (message: string) => message.startsWith(authTexts.weakPasswordPrefix);
