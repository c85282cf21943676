import { expect, it } from 'vitest';
import { modules, type QuizModule } from '../../shared/modules';
import { agent, describeEachDriver, loggedInUser } from '../../tests/helpers/app';

const affixModule = modules.find((m) => m.suggest === 'affixes')!;
/** Modules without affix suggestions whose add form is a question and a list of answers. */
const [otherModule, thirdModule] = modules.filter(
  (m) => !m.suggest && m.entry.fields.map((f) => f.name).join() === 'question,options',
) as [QuizModule, QuizModule];

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

  it('ranks the stored answers of a module with affix suggestions first, for that module only', async () => {
    const c = agent(t().app);
    const first = async (query: string) =>
      (await c.get<{ suggestions: string[] }>(`/api/transliterate?text=ap&num=5${query}`)).body.suggestions;
    // No stored answers yet: the module changes nothing.
    expect(await first(`&module=${affixModule.key}`)).toEqual(await first(''));
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const added = await admin.post(`/api${affixModule.api.add}`, { question: "'अपमान' में", options: ['अप'] });
    expect(added.status).toBe(201);
    // Both words now in the bank, boosted alike: outside the affix module the common आप wins.
    expect(
      (await admin.post(`/api${otherModule.api.add}`, { question: 'संबोधन', options: ['आप', 'तुम'] })).status,
    ).toBe(201);
    expect((await first(''))[0]).toBe('आप');
    const inModule = await first(`&module=${affixModule.key}`);
    expect(inModule[0]).toBe('अप');
    expect(inModule).toContain('आप');
    expect(inModule.at(-1)).toBe('ap');
    // A module without affix suggestions ranks its own answer first too, as the call without one.
    expect((await first(`&module=${otherModule.key}`))[0]).toBe('आप');
  });

  it('prefers the stored answers of the module being answered among readings that fit alike', async () => {
    const c = agent(t().app);
    const suggest = async (query: string) =>
      (await c.get<{ suggestions: string[] }>(`/api/transliterate?text=bat&num=5${query}`)).body.suggestions;
    const { client: admin } = await loggedInUser(t(), { admin: true });
    // बाट (a path) answers a question of one module, बात (a talk) one of another: both bank words.
    expect(
      (await admin.post(`/api${otherModule.api.add}`, { question: 'मार्ग', options: ['बाट', 'पथ'] })).status,
    ).toBe(201);
    expect(
      (await admin.post(`/api${thirdModule.api.add}`, { question: 'Talk', options: ['बात', 'वार्ता'] }))
        .status,
    ).toBe(201);
    expect((await suggest(''))[0]).toBe('बात');
    expect((await suggest(`&module=${thirdModule.key}`))[0]).toBe('बात');
    const inModule = await suggest(`&module=${otherModule.key}`);
    expect(inModule.slice(0, 2)).toEqual(['बाट', 'बात']);
    expect(inModule.at(-1)).toBe('bat');
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
    expect(await c.get('/api/transliterate?text=ap&module=nope')).toMatchObject({
      status: 400,
      body: { message: 'module must be a quiz module key.' },
    });
    const odd = await c.get(`/api/transliterate?text=${encodeURIComponent('<script>')}`);
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/^Cannot transliterate this text/);
    expect((await c.get<{ suggestions: string[] }>('/api/transliterate?text=%20')).body).toEqual({
      suggestions: [],
    });
  });
});
