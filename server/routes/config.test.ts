import { expect, it } from 'vitest';
import { moduleKeys } from '../../shared/modules';
import { agent, describeEachDriver, loggedInUser } from '../../tests/helpers/app';

describeEachDriver('configuration and admin', (t) => {
  it('serves the defaults: 60 s a question, 10 a day, vakya shudhi 2, every module available', async () => {
    const c = agent(t().app);
    const times = (await c.get('/api/config/quiz')).body;
    expect(Object.keys(times)).toHaveLength(moduleKeys.length);
    expect(times).toMatchObject({ ANTONYM_TIME_SECONDS: 60, PRATYAY_TIME_SECONDS: 60, MCQ_TIME_SECONDS: 60 });
    expect((await c.get('/api/config')).body).toMatchObject({ VAKYA_SHUDHI_QUESTIONS_PER_DAY: 2 });
    const limits = (await c.get('/api/config/quiz-limits')).body;
    expect(Object.keys(limits).sort()).toEqual([...moduleKeys].sort());
    expect(limits).toMatchObject({ antonym: 10, mcq: 10, vakyaShudhi: 2 });
    const availability = (await c.get('/api/module-availability')).body;
    expect(Object.keys(availability)).toHaveLength(moduleKeys.length);
    expect(availability.MCQ).toEqual({ available: true, availableOn: '' });
  });

  it('lets an admin change settings, in parts, and refuses bad values without changing anything', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const put = await admin.put('/api/admin/settings', {
      quizTimes: { SANDHI_TIME_SECONDS: 45 },
      quizLimits: { mcq: 'Unlimited', antonym: 3 },
      moduleAvailability: { Upsarg: { available: false, availableOn: '2026-12-01' } },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      quizTimes: { SANDHI_TIME_SECONDS: 45, MCQ_TIME_SECONDS: 60 },
      quizLimits: { mcq: 'Unlimited', antonym: 3 },
    });
    expect((await admin.put('/api/admin/settings', { VAKYA_SHUDHI_QUESTIONS_PER_DAY: 4 })).status).toBe(200);
    const c = agent(t().app);
    expect((await c.get('/api/config/quiz')).body).toMatchObject({ SANDHI_TIME_SECONDS: 45 });
    expect((await c.get('/api/config/quiz-limits')).body).toMatchObject({
      mcq: 'Unlimited',
      antonym: 3,
      vakyaShudhi: 4,
      sandhi: 10,
    });
    expect((await c.get('/api/config')).body).toMatchObject({ VAKYA_SHUDHI_QUESTIONS_PER_DAY: 4 });
    expect((await c.get('/api/module-availability')).body).toMatchObject({
      Upsarg: { available: false, availableOn: '2026-12-01' },
    });

    const before = (await admin.get('/api/admin/settings')).body;
    for (const bad of [
      { quizTimes: { SANDHI_TIME_SECONDS: -1 } },
      { quizTimes: { NOT_A_MODULE: 10 } },
      { quizLimits: { mcq: 'lots' } },
      { quizLimits: { vakyaShudhi: 'Unlimited' } },
      { colour: 'red' },
    ]) {
      const res = await admin.put('/api/admin/settings', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
    expect((await admin.get('/api/admin/settings')).body).toEqual(before);
  });

  it('keeps admin calls for admins: 401 for visitors, 403 for learners', async () => {
    const { client: learner } = await loggedInUser(t());
    const visitor = agent(t().app);
    for (const [method, url] of [
      ['get', '/api/admin/settings'],
      ['put', '/api/admin/settings'],
      ['get', '/api/admin/users'],
      ['patch', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await visitor[method](url)).status, url).toBe(401);
      expect(await learner[method](url), url).toMatchObject({
        status: 403,
        body: { error: 'Forbidden', message: 'Admins only.' },
      });
    }
    expect((await learner.get('/api/config/quiz-limits')).body).toMatchObject({ antonym: 10 });
  });

  it('finds users and grants pro and admin', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const { user, client: learner } = await loggedInUser(t(), { email: 'kavita.sharma@example.com' });
    const found = (await admin.get<{ users: { _id: string; pro: boolean }[] }>('/api/admin/users?q=kavita'))
      .body.users;
    expect(found.map((u) => u._id)).toEqual([user.id]);
    expect((await admin.get<{ users: unknown[] }>('/api/admin/users?q=%25')).body.users).toHaveLength(0);
    expect(await admin.patch(`/api/admin/users/${user.id}`, { pro: true })).toMatchObject({
      status: 200,
      body: { pro: true, admin: false },
    });
    expect((await learner.get('/api/auth/me')).body).toMatchObject({ pro: true });
    expect(await admin.patch(`/api/admin/users/${user.id}`, { pro: 'yes' })).toMatchObject({ status: 400 });
    expect(await admin.patch('/api/admin/users/not-a-uuid', { pro: true })).toMatchObject({
      status: 400,
      body: { message: 'User id must be a UUID.' },
    });
    expect(
      await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', {
        admin: true,
        currentPassword: 'correct horse battery',
      }),
    ).toMatchObject({ status: 404 });
    expect((await learner.get('/api/auth/me')).body).toMatchObject({ pro: true, admin: false });
  });

  it('describes the API in an OpenAPI document built from the same schemas', async () => {
    const doc = (
      await agent(t().app).get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
        '/api/docs/json',
      )
    ).body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/login', '/signUp', '/auth/me', '/config/quiz', '/admin/settings']),
    );
    expect(JSON.stringify(doc.paths['/login'])).toContain('password');
  });

  it('sends the security headers on every response, errors included', async () => {
    for (const url of ['/api/config', '/api/no-such-call', '/']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});
