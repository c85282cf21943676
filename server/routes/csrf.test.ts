import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getModule } from '../../shared/modules';
import { APP_URL, describeEachDriver, loggedInUser } from '../../tests/helpers/app';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { attempts } from '../db/schema';
import { insertQuestions } from '../quiz/questions';

/** docs/product.md §5: a state-changing call needs a same-origin Origin (or Sec-Fetch-Site) and a JSON body. */
describeEachDriver('cross-site requests and content types', (t) => {
  const login = (headers: Record<string, string>, payload = '{"email":"a@b.co","password":"x"}') =>
    t().app.inject({ method: 'POST', url: '/api/login', payload, headers });

  it('refuses a state-changing call with neither Origin nor Sec-Fetch-Site, or from another site', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      // The Host header is the client's to choose: an Origin matching it but not APP_URL is another site.
      { 'content-type': 'application/json', origin: 'https://evil.example', host: 'evil.example' },
      { 'content-type': 'application/json', origin: 'http://evil.example', host: 'evil.example' },
    ]) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    // Our own pages: the Origin, or the fetch metadata without it. Wrong credentials, so 401.
    expect((await login({ 'content-type': 'application/json', origin: APP_URL })).statusCode).toBe(401);
    expect(
      (await login({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(401);
  });

  it('a GET that serves a question refuses another site and top-level navigations, serving nothing (issue 24 item 2)', async () => {
    await insertQuestions(t().database.db, getModule('antonym'), [quizCases.antonym.row(1)]);
    const { user, client } = await loggedInUser(t());
    const url = getModule('antonym').api.fetch;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    ]) {
      expect((await client.get(`/api${url}`, headers)).status, JSON.stringify(headers)).toBe(403);
      expect((await client.get('/api/review', headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(await t().database.db.select().from(attempts).where(eq(attempts.userId, user.id))).toEqual([]);
    // Our own page's fetch, and a tool that sends no fetch metadata.
    expect(
      (await client.get(`/api${url}`, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })).status,
    ).toBe(200);
    expect((await client.get('/api/review')).status).toBe(200);
  });

  it('refuses text/plain bodies, and CSV anywhere but an import', async () => {
    const same = { origin: APP_URL };
    expect((await login({ ...same, 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect(
      (await login({ ...same, 'content-type': 'text/csv' }, 'email,password\na@b.co,x')).statusCode,
    ).toBe(415);
    const { client } = await loggedInUser(t(), { admin: true });
    const csv = 'question,answers,explanation\nजो ईश्वर को माने,आस्तिक,\n';
    const res = await client.post('/api/admin/questions/oneWordForMany/import', csv, {
      'content-type': 'text/csv',
    });
    expect(res).toMatchObject({ status: 200, body: { imported: 1 } });
    const plain = await client.post('/api/admin/questions/oneWordForMany/import', csv, {
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(415);
  });

  it('answers with Cache-Control: no-store on personal calls', async () => {
    const { client } = await loggedInUser(t());
    for (const url of [
      '/api/auth/me',
      '/api/me/stats',
      '/api/me/quiz-progress',
      '/api/review',
      '/api/me/today/antonym',
    ])
      expect((await client.get(url)).headers['cache-control'], url).toBe('no-store');
  });
});
