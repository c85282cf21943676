import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/api/auth';
import { KNOWN_PUSH_SERVICES, parsePushServices } from './push/services';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().min(1).default('./data'),
    APP_URL: z.url({ message: 'must be an absolute URL such as https://sopan.example' }).optional(),
    APP_TIMEZONE: z
      .string()
      .default('Asia/Kolkata')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-CA', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Kolkata'),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Sopan <no-reply@sopan.local>'),
    TRANSLIT_PROVIDER: z.enum(['builtin', 'google']).default('builtin'),
    ALLOW_DESKTOP: flag,
    SUPPORT_EMAIL: z.string().default('support@sopan.app'),
    SUPPORT_PHONE: z.string().default('+91 11 4000 1234'),
    SUPPORT_ADDRESS: z.string().default('Sopan Learning, Connaught Place, New Delhi 110001'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Behind a proxy: how many proxy hops to trust (1 for one reverse proxy), or a
     * comma-separated list of the proxies' addresses or CIDR ranges. Never "trust everyone":
     * then any client could pick its own address through X-Forwarded-For.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = v?.trim() ?? '';
        if (value === '' || value === '0' || value === 'false') return undefined;
        if (/^\d+$/.test(value)) return Number(value);
        if (value === 'true') {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be a hop count (e.g. 1) or a list of proxy addresses, not true: trusting every hop lets any client choose its own IP',
          });
          return z.NEVER;
        }
        const list = value.split(',').map((a) => a.trim());
        if (!list.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a hop count or a comma-separated list of IP addresses or CIDR ranges',
          });
          return z.NEVER;
        }
        return list;
      }),
    /** The key admins' TOTP secrets are encrypted with (server/accounts/totp.ts); unset: DATA_DIR/totp.key. */
    TOTP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Admins must use two-step login; `optional` only for development and tests, never in production. */
    ADMIN_TOTP: z.enum(['required', 'optional'], 'must be required or optional').default('required'),
    /** Who may read the API's documentation (/api/docs): everyone, or admins (the default when NODE_ENV=production). */
    API_DOCS: z.enum(['public', 'admins'], 'must be public or admins').optional(),
    /** The push services reminders may be posted to (server/push/services.ts); unset: the known ones. */
    PUSH_SERVICES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return [...KNOWN_PUSH_SERVICES];
        const parsed = parsePushServices(v);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    /** The VAPID key pair (base64url, as web-push makes them); unset: made once and kept in the database. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
      .optional(),
    /** Who push services may contact about our reminders: a mailto: or https: URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
      .optional(),
    /** `off`: this instance sends no reminders (the others still do). */
    REMINDERS: z.enum(['on', 'off'], 'must be on or off').default('on'),
  })
  .refine((e) => !e.ADMIN_PASSWORD || e.ADMIN_EMAIL, {
    path: ['ADMIN_EMAIL'],
    message: 'is required when ADMIN_PASSWORD is set',
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'and VAPID_PUBLIC_KEY are set together or not at all',
  });

export type Env = z.output<typeof envSchema> & {
  APP_URL: string;
  VAPID_SUBJECT: string;
  DATA_DIR: string;
  API_DOCS: 'public' | 'admins';
};

export class ConfigError extends Error {}

/** Variables whose values are secret, or hold a secret (a password inside a URL): never echoed. */
const SECRET = new Set(['ADMIN_PASSWORD', 'TOTP_KEY', 'DATABASE_URL', 'SMTP_URL', 'VAPID_PRIVATE_KEY']);

/** A rejected value as the error line may show it: secrets never, URLs without their password. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined || value === '') return '(empty)';
  if (name === 'ADMIN_PASSWORD' || name === 'TOTP_KEY' || name === 'VAPID_PRIVATE_KEY') return '(hidden)';
  if (SECRET.has(name)) {
    try {
      const url = new URL(value);
      if (url.password) url.password = '***';
      return JSON.stringify(url.toString());
    } catch {
      return '(hidden)';
    }
  }
  return JSON.stringify(value);
}

/** Parses the environment; bad configuration throws one line naming the variable (never its secret). */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Configuration error: ${name} ${issue.message} (got ${shown(name, source[name])})`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    API_DOCS: env.API_DOCS ?? (source.NODE_ENV === 'production' ? 'admins' : 'public'),
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
  };
}
