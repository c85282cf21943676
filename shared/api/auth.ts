import { z } from 'zod';
import { normalisePhone, PHONE_MESSAGE } from '../phone';
import { languages } from './language';

export { authTexts, isWeakPasswordMessage } from './auth-texts';

/** An interface language (docs/product.md §8): stored on the account, sent with the sign-up code call. */
export const languageSchema = z.enum(languages, { message: "language must be 'hi' or 'en'." });

const email = z
  .string({ message: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((e) => e.toLowerCase());
/**
 * docs/product.md §5: 12 to 128 characters here (ASVS 2.1.1, 2.1.2); the server also refuses
 * common or guessable ones.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const newPassword = z
  .string({ message: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);
/** A password typed again to prove it is the account's owner: any length the account may have. */
const currentPassword = z
  .string({ message: 'Please enter your current password.' })
  .min(1, 'Please enter your current password.')
  .max(200, 'Password must be at most 200 characters.');
/**
 * Control characters and the ones that reorder or hide text (bidi overrides and isolates, marks,
 * word joiners). ZWJ and ZWNJ stay: Devanagari names may need them to shape a conjunct.
 */
const HIDDEN = /[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u061c\ufeff]/u;
const name = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required.`)
        .max(80, `${label} must be at most 80 characters.`)
        .refine((s) => !HIDDEN.test(s) && /\p{L}/u.test(s), `${label} must be written in letters.`),
    );
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
/** Stored as E.164 (shared/phone.ts): "+91 98765 43210" is +919876543210. */
export const phone = z
  .string({ message: 'Phone is required.' })
  .max(40, PHONE_MESSAGE)
  .transform((s, ctx) => {
    const normalised = normalisePhone(s);
    if (normalised === null) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return normalised ?? '';
  });

export const loginBody = z.object({
  email: z
    .string({ message: 'Both fields are required' })
    .trim()
    .min(1, 'Both fields are required')
    .max(254)
    .toLowerCase(),
  password: z.string({ message: 'Both fields are required' }).min(1, 'Both fields are required').max(200),
});
/** `language`: the sign-up code mail's language, the one the visitor sees (else the browser's). */
export const sendCodeBody = z.object({ email, language: languageSchema.optional() });
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
    password: newPassword,
    confirmPassword,
    /** The interface language the learner chose before signing up (none when not sent). */
    language: languageSchema.optional(),
  })
  .refine(confirmationMatches, passwordsDiffer());
export const forgotBody = z.object({ email });
export const resetBody = z
  .object({
    token: z
      .string({ message: 'Reset token is required.' })
      .min(10, 'This reset link is invalid or has expired.')
      .max(200),
    password: newPassword,
    confirmPassword,
  })
  .refine(confirmationMatches, passwordsDiffer());
export const changePasswordBody = z
  .object({ currentPassword, newPassword, confirmPassword })
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
    teacher: z.boolean().optional(),
    currentPassword: currentPassword.optional(),
  })
  .strict();
export const profileBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  phone,
  email: z.string().optional(),
  language: languageSchema.optional(),
});
const profileFields = [
  ['firstName', 'First name is required.'],
  ['lastName', 'Last name is required.'],
  ['phone', 'Phone is required.'],
] as const;
/**
 * PUT /auth/me: the spec's profile (first and last name, phone; the e-mail only as it is), or
 * `{ language }` alone (the profile's and the first visit's language switch, docs/product.md §8).
 */
export const meUpdateBody = z
  .object({
    firstName: profileBody.shape.firstName.optional(),
    lastName: profileBody.shape.lastName.optional(),
    phone: phone.optional(),
    email: z.string().optional(),
    language: languageSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const languageOnly = v.language !== undefined && profileFields.every(([f]) => v[f] === undefined);
    if (languageOnly) return;
    for (const [field, message] of profileFields)
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  });

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  pro: z.boolean(),
  admin: z.boolean(),
  /** May create classes and set work (docs/product.md §12). */
  teacher: z.boolean().optional(),
  /** Two-step login (TOTP) is on: admins only (docs/product.md §5). */
  totpEnabled: z.boolean().optional(),
  /** An admin who must turn two-step login on before any admin page answers (docs/product.md §5). */
  totpSetupRequired: z.boolean().optional(),
  /** The interface language the learner chose (docs/product.md §8); null until they choose. */
  language: languageSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
/** POST /login with TOTP on: no session yet, the code is asked for next (POST /login/totp). */
export const totpRequiredSchema = z.object({ totpRequired: z.literal(true), message: z.string() });
export const errorSchema = z.object({ error: z.string(), message: z.string() });
