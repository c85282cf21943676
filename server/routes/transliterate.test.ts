import { expect, it } from 'vitest';
import { agent, describeEachDriver, loggedInUser } from '../../tests/helpers/app';

describeEachDriver('transliteration call', (t) => {
  it('suggests Devanagari words, best first, the typed word last', async () => {
    const res = await agent(t().app).get<{ suggestions: string[] }>('/api/transliterate?text=namaste&num=5');
    expect(res.status).toBe(200);
    expect(res.body.suggestions.length).toBeLessThanOrEqual(5);
    expect(res.body.suggestions).toContain('नमस्ते');
    expect(res.body.suggestions.at(-1)).toBe('namaste');
    const vidyalay = await agent(t().app).get<{ suggestions: string[] }>('/api/transliterate?text=vidyalay');
    expect(vidyalay.body.suggestions[0]).toBe('विद्यालय');
  });

  it('learns the words of a newly added question without a restart', async () => {
    const c = agent(t().app);
    await c.get('/api/transliterate?text=kal');
    const { client: admin } = await loggedInUser(t(), { admin: true });
    expect(
      (await admin.post('/api/administrative-vocabulary/add', { question: 'Quorum', options: ['गणपूर्ति'] }))
        .status,
    ).toBe(201);
    const res = await c.get<{ suggestions: string[] }>('/api/transliterate?text=ganapurti');
    expect(res.body.suggestions.slice(0, 3)).toContain('गणपूर्ति');
  });

  it('refuses bad input with a clear 400', async () => {
    const c = agent(t().app);
    expect(await c.get('/api/transliterate')).toMatchObject({
      status: 400,
      body: { message: 'text is required.' },
    });
    expect(await c.get(`/api/transliterate?text=${'a'.repeat(51)}`)).toMatchObject({
      status: 400,
      body: { message: 'text must be at most 50 characters.' },
    });
    expect(await c.get('/api/transliterate?text=abc&num=0')).toMatchObject({
      status: 400,
      body: { message: 'num must be at least 1.' },
    });
    const odd = await c.get(`/api/transliterate?text=${encodeURIComponent('<script>')}`);
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/^Cannot transliterate this text/);
    expect((await c.get<{ suggestions: string[] }>('/api/transliterate?text=%20')).body).toEqual({
      suggestions: [],
    });
  });
});
