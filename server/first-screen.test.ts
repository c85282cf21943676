import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeTexts } from '../app/i18n/catalogue/home';
import { papersTexts } from '../app/i18n/catalogue/papers';
import { quizTexts } from '../app/i18n/catalogue/quiz';
import { modules } from '../shared/modules';
import { ensureWebBuild } from '../tests/e2e/support/web-build';
import { agent, createTestApp, loggedInUser, type TestApp } from '../tests/helpers/app';
import { PAGE } from './plugins/web-app';

/**
 * The first screen in the page itself (docs/decisions/006): what a phone shows before any script
 * runs, in the language the app will use, for a visitor and a learner.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureWebBuild();
  t = await createTestApp('pglite');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const quiz = modules[1];

/** The server's first screen in a page: the HTML between its marker and the app's root. */
function firstScreenOf(page: string): string {
  const start = page.indexOf('<div id="first-screen">');
  const end = page.indexOf('<div id="root">');
  expect(start, 'the page has a first screen').toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return page.slice(start, end);
}

/** A text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const visit = async (url: string, language = 'en-IN,en;q=0.9', cookie?: string) => {
  const r = await agent(t.app, cookie).get<string>(url, { 'accept-language': language });
  expect(r.status, url).toBe(200);
  return r;
};

describe('the first screen in the page', () => {
  it('shows a visitor home with its greeting and every module tile, in the browser language', async () => {
    const r = await visit('/');
    expect(r.headers['cache-control']).toBe(PAGE);
    expect(r.headers.vary).toMatch(/cookie/i);
    expect(r.headers.vary).toMatch(/accept-language/i);
    expect(r.body).toContain('<html lang="en" data-first-screen="en"');
    const screen = firstScreenOf(r.body);
    expect(screen).toContain(html(homeTexts.en.tagline));
    expect(screen).toContain(html(homeTexts.en.toStart));
    for (const m of modules) expect(screen).toContain(m.titleHi);
    for (const m of modules) expect(screen).toContain(`href="${m.route}"`);
    // The text comes before the code: the page's only module script is in <head>, loaded deferred.
    expect(r.body.indexOf(html(homeTexts.en.tagline))).toBeGreaterThan(r.body.indexOf('</head>'));

    const hindi = await visit('/', 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.body).toContain('<html lang="hi" data-first-screen="hi"');
    expect(firstScreenOf(hindi.body)).toContain(html(homeTexts.hi.tagline));
  });

  it('greets a learner by name, in the account language whatever the browser asks', async () => {
    const { client } = await loggedInUser(t, { language: 'en', firstName: 'Meera' });
    const r = await client.get<string>('/', { 'accept-language': 'hi-IN,hi' });
    expect(r.body).toContain('data-first-screen="en"');
    expect(firstScreenOf(r.body)).toContain(html(homeTexts.en.greeting('Meera')));

    const hindi = await loggedInUser(t, { language: 'hi', firstName: 'Meera' });
    const h = await hindi.client.get<string>('/', { 'accept-language': 'en-US' });
    expect(firstScreenOf(h.body)).toContain(html(homeTexts.hi.greeting('Meera')));
  });

  it('opens a quiz screen on its start card, with the time per question, for a learner', async () => {
    const { client } = await loggedInUser(t, { language: 'hi' });
    const r = await client.get<string>(quiz.route);
    expect(r.body).toContain('<template id="app-start">');
    const screen = firstScreenOf(r.body);
    expect(screen).toContain(quiz.titleHi);
    expect(screen).toContain('<strong>1:00</strong>');
    expect(screen).toContain(html(quizTexts.hi.perQuestion));
    expect(screen).toContain(html(quizTexts.hi.start));
  });

  it('shows the papers title and intro to a learner, and the login choice to a visitor', async () => {
    const { client } = await loggedInUser(t, { language: 'en' });
    const page = (await client.get<string>('/papers')).body;
    // Its list waits on a call: the app's code starts at once, not after the first paint.
    expect(page).not.toContain('<template id="app-start">');
    expect(page).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    const papers = firstScreenOf(page);
    expect(papers).toContain(html(papersTexts.en.title));
    expect(papers).toContain(html(papersTexts.en.intro));

    for (const url of [quiz.route, '/user-journey', '/papers']) {
      const screen = firstScreenOf((await visit(url)).body);
      expect(screen, url).toContain('href="/login"');
      expect(screen, url).toContain('href="/register"');
      expect(screen, url).not.toContain('class="header"');
    }
  });

  it('leaves other screens to the app', async () => {
    const r = await visit('/about');
    expect(r.body).not.toContain('first-screen');
    expect(r.body).toContain('<div id="root"></div>');
  });
});
