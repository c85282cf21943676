import { afterAll, beforeAll, expect, it } from 'vitest';
import { agent, createTestApp, loggedInUser, type TestApp } from '../../tests/helpers/app';

/** Issue 24 (also worth taking): in production the API's documentation is for admins only. */
let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  production = await createTestApp('pglite', { NODE_ENV: 'production' });
  development = await createTestApp('pglite');
});
afterAll(async () => {
  await production?.close();
  await development?.close();
});

it('answers a visitor or learner 404 on /api/docs in production, an admin the document', async () => {
  const learner = await loggedInUser(production, {});
  const admin = await loggedInUser(production, { admin: true });
  for (const path of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
    expect((await agent(production.app).get(path)).status, path).toBe(404);
    expect((await learner.client.get(path)).status, path).toBe(404);
  }
  const doc = await admin.client.get<{ openapi: string }>('/api/docs/json');
  expect(doc.status).toBe(200);
  expect(doc.body.openapi).toMatch(/^3\./);
  // Elsewhere (development, tests) it stays open, as API_DOCS=public makes it in production.
  expect((await agent(development.app).get('/api/docs/json')).status).toBe(200);
});
