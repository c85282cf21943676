import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/accounts/sessions';
import { upsertUser } from '../../server/accounts/users';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { type Env, loadEnv } from '../../server/env';
import type { Language } from '../../shared/api/language';
import { availableDrivers, cloneDatabase, type Driver } from './databases';

export const APP_URL = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url?: string };
  env: Env;
  driver: Driver;
  dataDir: string;
  close(): Promise<void>;
}

/** `log`: every log line (at `logLevel`, trace unless given, and up) is handed to it, for tests that read the log. */
export async function createTestApp(
  driver: Driver,
  env: Record<string, string> = {},
  options: { log?: (line: string) => void; logLevel?: string } = {},
): Promise<TestApp> {
  const database = await cloneDatabase(driver);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-test-'));
  // Admins in tests log in with the password alone unless a test asks for the production rule.
  const config = loadEnv({
    DATA_DIR: dataDir,
    APP_URL,
    LOG_LEVEL: 'silent',
    ADMIN_TOTP: 'optional',
    REMINDERS: 'off',
    ...env,
  });
  const log = options.log;
  const logger = log
    ? { level: options.logLevel ?? 'trace', stream: { write: (line: string) => log(line) } }
    : false;
  const app = await buildApp({ env: config, database, logger });
  await app.ready();
  return {
    app,
    database,
    env: config,
    driver,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** An HTTP client over app.inject that keeps its cookies (the session's and others), like a browser. */
export function agent(app: FastifyInstance, cookie?: string) {
  let session = cookie;
  /** Cookies other than the session's (the pending sign-up's), by name. */
  const jar = new Map<string, string>();
  const cookieHeader = () =>
    [...(session ? [`${SESSION_COOKIE}=${session}`] : []), ...[...jar].map(([k, v]) => `${k}=${v}`)].join(
      '; ',
    );
  async function call<T = Record<string, unknown>>(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: {
        ...(cookieHeader() ? { cookie: cookieHeader() } : {}),
        // As a browser does for a state-changing call from our own page (the CSRF rule), unless
        // the test sends its own fetch metadata.
        ...(method !== 'GET' && method !== 'HEAD' && !('origin' in headers) && !('sec-fetch-site' in headers)
          ? { 'sec-fetch-site': 'same-origin' }
          : {}),
        ...headers,
      },
    });
    for (const c of res.cookies) {
      if (c.name === SESSION_COOKIE) session = c.value || undefined;
      else if (c.value) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body: body as T, headers: res.headers };
  }
  return {
    get: <T = Record<string, unknown>>(url: string, headers?: Record<string, string>) =>
      call<T>('GET', url, undefined, headers),
    post: <T = Record<string, unknown>>(url: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', url, body ?? {}, headers),
    put: <T = Record<string, unknown>>(url: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('PUT', url, body ?? {}, headers),
    patch: <T = Record<string, unknown>>(url: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('PATCH', url, body ?? {}, headers),
    delete: <T = Record<string, unknown>>(url: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('DELETE', url, body, headers),
    get cookie() {
      return session;
    },
    /** Every cookie this client holds, as a Cookie header (for calls made with fetch). */
    get cookieHeader() {
      return cookieHeader();
    },
  };
}
export type Agent = ReturnType<typeof agent>;

/** A call with an explicit client address and cookies (the agent helper sends neither). */
export async function rawCall(
  t: TestApp,
  options: {
    method: InjectOptions['method'];
    url: string;
    body?: unknown;
    ip?: string;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
  },
) {
  const cookie = Object.entries(options.cookies ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const res = await t.app.inject({
    method: options.method,
    url: options.url,
    payload: options.body as InjectOptions['payload'],
    remoteAddress: options.ip ?? '127.0.0.1',
    // Our own pages' fetch metadata (the CSRF rule), unless the test says otherwise.
    headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...options.headers },
  });
  let body: Record<string, unknown> = {};
  try {
    body = res.json();
  } catch {}
  const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  return { status: res.statusCode, body, cookies, headers: res.headers };
}

let counter = 0;
/**
 * A user made directly in the database, logged in: the factory tests use to skip the signup
 * flow. Test users read English (the spec's texts) unless a test asks for Hindi.
 */
export async function loggedInUser(
  t: TestApp,
  options: {
    pro?: boolean;
    admin?: boolean;
    teacher?: boolean;
    email?: string;
    password?: string;
    /** null: none chosen, as an operator's account (docs/product.md §8). */
    language?: Language | null;
    firstName?: string;
  } = {},
) {
  const email = options.email ?? `learner${++counter}-${Date.now()}@example.com`;
  const { user } = await upsertUser(t.database.db, {
    email,
    password: options.password ?? 'correct horse battery',
    pro: options.pro ?? false,
    admin: options.admin ?? false,
    teacher: options.teacher ?? false,
    firstName: options.firstName ?? 'Asha',
    language: options.language === null ? undefined : (options.language ?? 'en'),
  });
  const { cookie } = await createSession(t.database.db, user.id, '', { admin: options.admin });
  return { user, client: agent(t.app, cookie) };
}

/**
 * Runs the suite once per database driver (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), each test on its own clean clone of the migrated template.
 */
export function describeEachDriver(
  name: string,
  suite: (t: () => TestApp) => void,
  env: () => Record<string, string> = () => ({}),
) {
  for (const driver of availableDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let current: TestApp | undefined;
      beforeEach(async () => {
        current = await createTestApp(driver, env());
      });
      afterEach(async () => {
        await current?.close();
        current = undefined;
      });
      suite(() => current!);
    });
  }
}
