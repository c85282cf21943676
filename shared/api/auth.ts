import { z } from 'zod';

const email = z
  .string({ message: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((e) => e.toLowerCase());
/** docs/product.md §5: at least 10 characters here; the server also refuses common or guessable ones. */
export const PASSWORD_MIN = 10;
const password = z
  .string({ message: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(200, 'Password must be at most 200 characters.');
/** A password typed again to prove it is the account's owner: any length the account may have. */
const currentPassword = z
  .string({ message: 'Please enter your current password.' })
  .min(1, 'Please enter your current password.')
  .max(200, 'Password must be at most 200 characters.');
const name = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().min(1, `${label} is required.`).max(80, `${label} must be at most 80 characters.`));
/** Sent by the forms that ask twice; optional, so older clients that never sent it still work. */
const confirmPassword = z
  .string({ message: 'Please confirm your password.' })
  .min(1, 'Please confirm your password.')
  .max(200)
  .optional();
/** docs/product.md §5: a confirmation, when sent, must equal the password. */
const confirmationMatches = (v: { password: string; confirmPassword?: string | undefined }) =>
  v.confirmPassword === undefined || v.confirmPassword === v.password;
const passwordsDiffer = () => ({ message: 'Passwords do not match', path: ['confirmPassword'] });
export const phone = z
  .string({ message: 'Phone is required.' })
  .trim()
  .regex(/^\d{7,15}$/, 'Phone must be 7 to 15 digits.');

export const loginBody = z.object({
  email: z
    .string({ message: 'Both fields are required' })
    .trim()
    .min(1, 'Both fields are required')
    .max(254)
    .toLowerCase(),
  password: z.string({ message: 'Both fields are required' }).min(1, 'Both fields are required').max(200),
});
export const sendCodeBody = z.object({ email });
export const verifyCodeBody = z.object({
  email,
  otp: z
    .string({ message: 'OTP is required.' })
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits.'),
});
export const signupBody = z
  .object({
    email,
    firstName: name('First name'),
    lastName: name('Last name'),
    phone,
    password,
    confirmPassword,
  })
  .refine(confirmationMatches, passwordsDiffer());
export const forgotBody = z.object({ email });
export const resetBody = z
  .object({
    token: z
      .string({ message: 'Reset token is required.' })
      .min(10, 'This reset link is invalid or has expired.')
      .max(200),
    password,
    confirmPassword,
  })
  .refine(confirmationMatches, passwordsDiffer());
export const changePasswordBody = z
  .object({ currentPassword, newPassword: password, confirmPassword })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, passwordsDiffer());
export const deleteMeBody = z.object({ password: currentPassword });
export const totpCodeBody = z.object({
  code: z
    .string({ message: 'Enter the 6-digit code from your authenticator app.' })
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits.'),
});
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const sessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionsSchema = z.object({ sessions: z.array(sessionInfoSchema) });
/** PATCH /admin/users/{id}: granting or revoking admin needs the acting admin's password. */
export const userRightsBody = z
  .object({
    pro: z.boolean().optional(),
    admin: z.boolean().optional(),
    currentPassword: currentPassword.optional(),
  })
  .strict();
export const profileBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  phone,
  email: z.string().optional(),
});

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  pro: z.boolean(),
  admin: z.boolean(),
  /** Two-step login (TOTP) is on: admins only (docs/product.md §5). */
  totpEnabled: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
/** POST /login with TOTP on: no session yet, the code is asked for next (POST /login/totp). */
export const totpRequiredSchema = z.object({ totpRequired: z.literal(true), message: z.string() });
export const errorSchema = z.object({ error: z.string(), message: z.string() });

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
