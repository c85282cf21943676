/**
 * Security events (docs/product.md §5): login success and failure, lock-out, password change and
 * reset, admin and pro grants and question deletions are logged with the account id and the
 * IP, as `event` lines of the request logger, and never with the secret.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getModule } from '../../shared/modules';
import { adminRowSchema, type QuestionRow } from '../../shared/question-rows';
import { APP_URL, agent, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { cloneDatabase } from '../../tests/helpers/databases';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { type SmtpSink, startSmtpSink } from '../../tests/helpers/smtp-sink';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { insertQuestions } from '../quiz/questions';

let sink: SmtpSink;
let t: TestApp;
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  const database = await cloneDatabase('pglite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-events-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    APP_URL,
    SMTP_URL: sink.url,
    LOG_LEVEL: 'info',
    ADMIN_TOTP: 'optional',
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = await buildApp({ env, database, logger: { level: 'info', stream } });
  await app.ready();
  t = {
    app,
    database,
    env,
    driver: 'pglite',
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const events = (name: string) => lines.filter((l) => l.event === name);

it('logs each security event with the account id and IP, never the password, token or code', async () => {
  const password = 'correct horse battery';
  const newPassword = 'violet kettle orbit 42';
  const resetPassword = 'amber lantern river 77';
  const { user, client } = await loggedInUser(t, { password });
  const { user: admin, client: adminClient } = await loggedInUser(t, { admin: true, password });
  const from = (ip: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: body as object,
      remoteAddress: ip,
      headers: { 'sec-fetch-site': 'same-origin' },
    });

  expect((await from('203.0.113.5', { email: user.email, password: 'a wrong guess' })).statusCode).toBe(401);
  expect((await from('203.0.113.5', { email: user.email, password })).statusCode).toBe(200);
  for (let i = 0; i < 10; i++) await from('203.0.113.6', { email: user.email, password: 'a wrong guess' });
  expect((await from('203.0.113.6', { email: user.email, password })).statusCode).toBe(429);

  expect(
    (await client.post('/api/auth/change-password', { currentPassword: password, newPassword })).status,
  ).toBe(200);
  const c = agent(t.app);
  await c.post('/api/forgot-password/send-link', { email: user.email });
  const mail = await sink.nextMail(user.email, 1);
  const token = /reset-password\/(\S+)/.exec(mail.text)![1]!;
  expect((await c.post('/api/forgot-password/reset', { token, password: resetPassword })).status).toBe(200);

  expect(
    (
      await adminClient.patch(`/api/admin/users/${user.id}`, {
        pro: true,
        admin: true,
        currentPassword: password,
      })
    ).status,
  ).toBe(200);
  const module = getModule('antonym');
  const [q] = await insertQuestions(t.database.db, module, [
    adminRowSchema(module).parse(quizCases.antonym.row(1)) as QuestionRow,
  ]);
  expect((await adminClient.delete(`/api/admin/questions/antonym/${q!.id}`)).status).toBe(200);

  expect(events('login.failure')[0]).toMatchObject({ userId: user.id, ip: '203.0.113.5' });
  expect(events('login.success')[0]).toMatchObject({ userId: user.id, ip: '203.0.113.5' });
  expect(events('login.lockout')[0]).toMatchObject({ userId: user.id, ip: '203.0.113.6' });
  expect(events('password.change')[0]).toMatchObject({ userId: user.id, ip: '127.0.0.1' });
  expect(events('password.reset')[0]).toMatchObject({ userId: user.id, ip: '127.0.0.1' });
  expect(events('admin.grant')[0]).toMatchObject({
    userId: admin.id,
    targetUserId: user.id,
    ip: '127.0.0.1',
  });
  expect(events('pro.grant')[0]).toMatchObject({ userId: admin.id, targetUserId: user.id });
  expect(events('question.delete')[0]).toMatchObject({
    userId: admin.id,
    module: 'antonym',
    questionId: q!.id,
    ip: '127.0.0.1',
  });

  const all = raw.join('\n');
  for (const secret of [password, newPassword, resetPassword, token, token.split('.')[1]!, client.cookie!])
    expect(all).not.toContain(secret);
});
