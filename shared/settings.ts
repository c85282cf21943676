import { z } from 'zod';
import { modules } from './modules';

export const DEFAULT_TIME_SECONDS = 60;
export const DEFAULT_DAILY_LIMIT = 10;
export const DEFAULT_VAKYA_SHUDHI_PER_DAY = 2;
export const UNLIMITED = 'Unlimited';
/** The learning loop's settings (docs/product.md §7). */
export const REVIEW_PER_DAY_DEFAULT = 20;
export const DAILY_GOAL_DEFAULT = 10;

const seconds = z
  .number()
  .int()
  .min(5, 'Time must be at least 5 seconds.')
  .max(3600, 'Time must be at most 3600 seconds.');
const limit = z.union([
  z.number().int().min(1, 'A limit must be at least 1.').max(10_000),
  z.literal(UNLIMITED),
]);
const availability = z.object({
  available: z.boolean(),
  availableOn: z.string().max(100).default(''),
});

const shape = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as Record<string, T>);

export const quizTimesSchema = shape(
  modules.map((m) => m.timeKey),
  seconds,
);
export const quizLimitsSchema = shape(
  modules.map((m) => m.limitKey),
  limit,
);
export const moduleAvailabilitySchema = shape(
  modules.map((m) => m.availabilityKey),
  availability,
);

export type QuizTimes = Record<string, number>;
export type QuizLimits = Record<string, number | typeof UNLIMITED>;
export type ModuleAvailability = Record<string, { available: boolean; availableOn: string }>;

/** Top-level settings a module may take its daily limit from (registry `limitSetting`). */
export type LimitSettingKey = 'VAKYA_SHUDHI_QUESTIONS_PER_DAY';
const limitSettingDefaults: Record<LimitSettingKey, number> = {
  VAKYA_SHUDHI_QUESTIONS_PER_DAY: DEFAULT_VAKYA_SHUDHI_PER_DAY,
};

export const settingsSchema = z.object({
  quizTimes: quizTimesSchema,
  quizLimits: quizLimitsSchema,
  moduleAvailability: moduleAvailabilitySchema,
  VAKYA_SHUDHI_QUESTIONS_PER_DAY: z.number().int().min(1).max(10_000),
  /** Reviews a free learner may answer a day (docs/product.md §7); pro learners have no limit. */
  REVIEW_PER_DAY: z
    .number({ message: 'Reviews per day must be a number.' })
    .int('Reviews per day must be a whole number.')
    .min(1, 'Reviews per day must be at least 1.')
    .max(10_000),
  /** Answers a day that count toward the streak. */
  DAILY_GOAL: z
    .number({ message: 'The daily goal must be a number.' })
    .int('The daily goal must be a whole number.')
    .min(1, 'The daily goal must be at least 1.')
    .max(1000, 'The daily goal must be at most 1000.'),
});
export type Settings = {
  quizTimes: QuizTimes;
  quizLimits: QuizLimits;
  moduleAvailability: ModuleAvailability;
  VAKYA_SHUDHI_QUESTIONS_PER_DAY: number;
  REVIEW_PER_DAY: number;
  DAILY_GOAL: number;
};

/** PUT /admin/settings takes any part, and any key within a part. */
export const settingsPatchSchema = z
  .object({
    quizTimes: quizTimesSchema.partial(),
    quizLimits: quizLimitsSchema.partial(),
    moduleAvailability: moduleAvailabilitySchema.partial(),
    VAKYA_SHUDHI_QUESTIONS_PER_DAY: settingsSchema.shape.VAKYA_SHUDHI_QUESTIONS_PER_DAY,
    REVIEW_PER_DAY: settingsSchema.shape.REVIEW_PER_DAY,
    DAILY_GOAL: settingsSchema.shape.DAILY_GOAL,
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const defaultSettings = (): Settings => ({
  quizTimes: Object.fromEntries(modules.map((m) => [m.timeKey, DEFAULT_TIME_SECONDS])),
  quizLimits: Object.fromEntries(
    modules.map((m) => [
      m.limitKey,
      m.limitSetting ? limitSettingDefaults[m.limitSetting] : DEFAULT_DAILY_LIMIT,
    ]),
  ),
  moduleAvailability: Object.fromEntries(
    modules.map((m) => [m.availabilityKey, { available: true, availableOn: '' }]),
  ),
  ...limitSettingDefaults,
  REVIEW_PER_DAY: REVIEW_PER_DAY_DEFAULT,
  DAILY_GOAL: DAILY_GOAL_DEFAULT,
});

/** A module's daily limit for a free learner: its own setting where the registry names one, else quizLimits. */
export function dailyLimit(
  settings: Settings,
  module: { limitKey: string; limitSetting?: LimitSettingKey },
): number | typeof UNLIMITED {
  if (module.limitSetting) return settings[module.limitSetting];
  return settings.quizLimits[module.limitKey] ?? DEFAULT_DAILY_LIMIT;
}
