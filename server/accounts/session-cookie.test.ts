/** Issue 24 item 15: over https the session cookie is `__Host-` prefixed (Secure, Path=/, no Domain). */
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { upsertUser } from './users';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function loginOn(appUrl: string) {
  t = await createTestApp('pglite', { APP_URL: appUrl });
  await upsertUser(t.database.db, { email: 'asha@example.com', password: 'correct horse battery' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'asha@example.com', password: 'correct horse battery' },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(res.statusCode).toBe(200);
  return { app: t.app, cookie: res.cookies[0]!, header: String(res.headers['set-cookie']) };
}

it('over https: __Host-sopan_session, Secure, Path=/, no Domain; the unprefixed name is not accepted', async () => {
  const { app, cookie, header } = await loginOn('https://sopan.example');
  expect(cookie.name).toBe('__Host-sopan_session');
  expect(header).toMatch(/; Secure/);
  expect(header).toMatch(/; Path=\//);
  expect(header).not.toMatch(/Domain=/i);
  const me = (name: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `${name}=${cookie.value}` } });
  expect((await me('__Host-sopan_session')).statusCode).toBe(200);
  expect((await me('sopan_session')).statusCode).toBe(401);
  const out = await app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { cookie: `__Host-sopan_session=${cookie.value}`, 'sec-fetch-site': 'same-origin' },
  });
  expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sopan_session=;.*Secure/);
});

it('over plain http (development): sopan_session', async () => {
  const { cookie } = await loginOn('http://localhost:3000');
  expect(cookie.name).toBe('sopan_session');
});
