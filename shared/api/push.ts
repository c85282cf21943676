import { z } from 'zod';
import { REMINDER_TIME } from '../reminder-limits';

export * from '../reminder-limits';

/**
 * Reminders by Web Push (docs/product.md §13): the server's VAPID key, a learner's devices
 * (push subscriptions) and their daily reminder.
 */

export const pushKeySchema = z.object({ publicKey: z.string() });

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const decodedLength = (s: string) => Math.floor((s.replace(/=+$/, '').length * 6) / 8);
const firstByte = (s: string) => (B64URL.indexOf(s[0]!) << 2) | (B64URL.indexOf(s[1]!) >> 4);

/** A base64url key of a fixed decoded length, as PushSubscription.toJSON() gives it. */
const key = (what: string, bytes: number) =>
  z
    .string({ message: `keys.${what} is required.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `keys.${what} must be base64url.`)
    .refine((s) => decodedLength(s) === bytes, `keys.${what} must hold ${bytes} bytes.`);

export const endpointSchema = z
  .string({ message: 'endpoint is required.' })
  .max(2048, 'endpoint is too long.')
  .pipe(z.url({ message: 'endpoint must be a URL.' }));

export const subscriptionBody = z.object({
  endpoint: endpointSchema,
  /** The language this device shows the app in: its reminders' language while the account has none. */
  language: z.enum(['hi', 'en'], "language must be 'hi' or 'en'.").optional(),
  keys: z.object({
    p256dh: key('p256dh', 65).refine(
      (s) => firstByte(s) === 4,
      'keys.p256dh must be an uncompressed P-256 point.',
    ),
    auth: key('auth', 16),
  }),
});
export type SubscriptionBody = z.infer<typeof subscriptionBody>;

export const unsubscribeBody = z.object({ endpoint: endpointSchema });
export const devicesSchema = z.object({ devices: z.number().int() });

export const reminderBody = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false.' }),
  time: z.string({ message: 'time is required.' }).regex(REMINDER_TIME, 'time must be HH:MM (24-hour).'),
});
export const reminderSchema = reminderBody.extend({
  /** Devices that can receive it (push subscriptions held). */
  devices: z.number().int(),
  /** Paused after days of reminders without practice, until the learner turns it on again. */
  paused: z.boolean(),
});
export type ReminderBody = z.infer<typeof reminderBody>;
export type Reminder = z.infer<typeof reminderSchema>;

/** What the service worker receives and shows. */
export const reminderPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;
