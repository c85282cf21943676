import { z } from 'zod';
import { moduleAvailabilitySchema, quizLimitsSchema, quizTimesSchema } from '../settings';
import { userSchema } from './auth';

export const contactSchema = z.object({ email: z.string(), phone: z.string(), address: z.string() });

/** GET /api/config: what the whole app needs of the server's configuration. */
export const appConfigSchema = z.object({
  VAKYA_SHUDHI_QUESTIONS_PER_DAY: z.number(),
  contact: contactSchema,
  allowDesktop: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * GET /api/bootstrap: everything the first screen needs in one round trip (docs/product.md §10) —
 * the session's user (null for a visitor) and the answers of /config, /config/quiz,
 * /config/quiz-limits and /module-availability, which stay as calls of their own.
 */
export const bootstrapSchema = z.object({
  user: userSchema.nullable(),
  config: appConfigSchema,
  quizTimes: quizTimesSchema,
  quizLimits: quizLimitsSchema,
  moduleAvailability: moduleAvailabilitySchema,
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
