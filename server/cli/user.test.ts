/**
 * Issue 20 (docs/product.md §12): the operators' command grants and takes back the teacher flag
 * (`npm run user -- --email … --teacher`, `--no-teacher`), run as an operator runs it, and the
 * account's `/api/auth/me` and its classes follow. On PostgreSQL the server runs beside the
 * command; on the embedded database the server stops for it (README: PGlite lets one process
 * hold DATA_DIR at a time).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { APP_URL, agent, createTestApp } from '../../tests/helpers/app';
import { availableDrivers } from '../../tests/helpers/databases';
import { repoRoot } from '../../tests/helpers/server-process';
import { createSession } from '../accounts/sessions';
import { upsertUser } from '../accounts/users';
import { buildApp } from '../app';
import { type Db, openDatabase } from '../db/client';
import { loadEnv } from '../env';

const run = promisify(execFile);

/** `npm run user -- …` with this DATA_DIR and, for PostgreSQL, DATABASE_URL: nothing of the runner's own. */
async function npmRunUser(args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'TEST_DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete inherited[k];
  const { stdout } = await run('npm', ['run', '--silent', 'user', '--', ...args], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    timeout: 120_000,
  });
  return stdout.trim();
}

type Json = Record<string, unknown>;

for (const driver of availableDrivers()) {
  describe(`npm run user -- --teacher [${driver}]`, () => {
    it('grants and takes back the teacher flag: /api/auth/me shows it, and classes open and close with it', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-cli-'));
      onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const running = driver === 'postgres' ? await createTestApp(driver) : undefined;
      onTestFinished(() => running?.close());
      const cliEnv = { DATA_DIR: dataDir, ...(running ? { DATABASE_URL: running.database.url! } : {}) };
      /** The server: PostgreSQL's keeps running; the embedded database's starts on DATA_DIR and stops. */
      async function withServer<T>(use: (app: FastifyInstance, db: Db) => Promise<T>): Promise<T> {
        if (running) return use(running.app, running.database.db);
        const database = await openDatabase({ dataDir });
        const env = loadEnv({
          DATA_DIR: dataDir,
          APP_URL,
          LOG_LEVEL: 'silent',
          ADMIN_TOTP: 'optional',
          REMINDERS: 'off',
        });
        const app = await buildApp({ env, database, logger: false });
        try {
          return await use(app, database.db);
        } finally {
          await app.close();
          await database.close();
        }
      }

      const email = 'kiran@example.com';
      const cookie = await withServer(async (app, db) => {
        const { user } = await upsertUser(db, {
          email,
          password: 'correct horse battery',
          firstName: 'Kiran',
        });
        const { cookie } = await createSession(db, user.id, '');
        const kiran = agent(app, cookie);
        expect((await kiran.get<Json>('/api/auth/me')).body).toMatchObject({ email, teacher: false });
        expect((await kiran.post('/api/classes', { name: 'Batch A' })).status).toBe(403);
        return cookie;
      });

      expect(await npmRunUser(['--email', email, '--teacher'], cliEnv)).toBe(
        `Updated ${email} (admin: false, pro: false, teacher: true)`,
      );
      // The same session (rights alone end none): the flag shows, and a class can be made.
      const classId = await withServer(async (app) => {
        const kiran = agent(app, cookie);
        expect((await kiran.get<Json>('/api/auth/me')).body).toMatchObject({
          email,
          teacher: true,
          admin: false,
          pro: false,
        });
        const created = await kiran.post<{ _id: string }>('/api/classes', { name: 'Batch A' });
        expect(created.status).toBe(201);
        return created.body._id;
      });

      expect(await npmRunUser(['--email', email, '--no-teacher'], cliEnv)).toBe(
        `Updated ${email} (admin: false, pro: false, teacher: false)`,
      );
      await withServer(async (app) => {
        const kiran = agent(app, cookie);
        expect((await kiran.get<Json>('/api/auth/me')).body).toMatchObject({ email, teacher: false });
        expect((await kiran.post('/api/classes', { name: 'Batch B' })).status).toBe(403);
        expect((await kiran.get(`/api/classes/${classId}/progress`)).status).toBe(404);
        expect((await kiran.get<{ teaching: Json[] }>('/api/classes')).body.teaching).toEqual([]);
      });
    }, 180_000);
  });
}
