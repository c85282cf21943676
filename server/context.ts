import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionLookup } from './accounts/sessions';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';
import type { SettingsCache } from './settings/store';

/** What route plugins are given: the database, configuration and services. */
export interface AppContext {
  database: Database;
  db: Db;
  env: Env;
  mailer: Mailer;
  settings: SettingsCache;
  sessions: SessionLookup;
  /** The session cookie's name (sessionCookieName: `__Host-` prefixed over https). */
  sessionCookie: string;
}

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;
