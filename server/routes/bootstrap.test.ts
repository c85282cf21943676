import { expect, it } from 'vitest';
import { agent, describeEachDriver, loggedInUser } from '../../tests/helpers/app';

describeEachDriver('GET /api/bootstrap', (t) => {
  it('answers a visitor with no user and the same configuration as the calls it gathers, never cached', async () => {
    const c = agent(t().app);
    const r = await c.get('/api/bootstrap');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toEqual({
      user: null,
      config: (await c.get('/api/config')).body,
      quizTimes: (await c.get('/api/config/quiz')).body,
      quizLimits: (await c.get('/api/config/quiz-limits')).body,
      moduleAvailability: (await c.get('/api/module-availability')).body,
    });
  });

  it("answers a learner with their user, as /auth/check does, and follows the admin's settings", async () => {
    const { client } = await loggedInUser(t(), { pro: true });
    const r = await client.get<{ user: Record<string, unknown>; quizLimits: Record<string, unknown> }>(
      '/api/bootstrap',
    );
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body.user).toEqual((await client.get('/api/auth/check')).body.user);
    expect(r.body.user).toMatchObject({ firstName: 'Asha', pro: true });

    const { client: admin } = await loggedInUser(t(), { admin: true });
    expect((await admin.put('/api/admin/settings', { VAKYA_SHUDHI_QUESTIONS_PER_DAY: 5 })).status).toBe(200);
    const after = await client.get<{ config: { VAKYA_SHUDHI_QUESTIONS_PER_DAY: number } }>('/api/bootstrap');
    expect(after.body.config.VAKYA_SHUDHI_QUESTIONS_PER_DAY).toBe(5);
  });

  it('treats a stale or forged cookie as a visitor', async () => {
    const r = await agent(t().app, `00000000-0000-4000-8000-000000000000.${'x'.repeat(40)}`).get(
      '/api/bootstrap',
    );
    expect(r.status).toBe(200);
    expect(r.body.user).toBeNull();
  });

  it('is described in the OpenAPI document with its response schema', async () => {
    const doc = (
      await agent(t().app).get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/json')
    ).body;
    const op = doc.paths['/bootstrap']?.get as {
      responses: Record<
        string,
        { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
      >;
    };
    const schema = op.responses['200']!.content['application/json']!.schema;
    expect(Object.keys(schema.properties).sort()).toEqual(
      ['config', 'moduleAvailability', 'quizLimits', 'quizTimes', 'user'].sort(),
    );
  });
});
