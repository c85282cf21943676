import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '../../app/i18n/catalogue/admin';
import { homeTexts } from '../../app/i18n/catalogue/home';
import { quizTexts } from '../../app/i18n/catalogue/quiz';
import { shellTexts } from '../../app/i18n/catalogue/shell';
import { modules } from '../../shared/modules';
import { agent } from '../helpers/app';
import { quizCases } from '../helpers/quiz-cases';
import { checkScreen, hasChromium, launch, logIn, openPhone, type Phone, phones } from './support/browser';
import { type E2eServer, startServer } from './support/server';

let server: E2eServer;
let browser: Browser;
const opened: Phone[] = [];
/** Viewport screenshots for the note (SHOTS_DIR, else tests/artifacts/screenshots). */
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../artifacts/screenshots');
fs.mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`) });

async function phone(options: Parameters<typeof openPhone>[2]) {
  const p = await openPhone(browser, phones.pixel, options);
  opened.push(p);
  return p;
}

/** The element's box against the viewport: on screen when its top is at or below 0 and above the bottom. */
async function onScreen(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const height = page.viewportSize()!.height;
  return !!box && box.y >= 0 && box.y + box.height <= height;
}

/** Issue 23 items 1 and 2 on a phone: the language a phone asks for, screens that open at the top. */
describe.skipIf(!hasChromium)('first impressions on a phone', () => {
  // The lowest module tile on home: a quiz opened from it starts far down the page.
  const low = modules.at(-1)!;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    await server.seed(low.key, 5);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  it('an en-IN phone logged in as an operator-made account sees English; its first choice is kept on the account', async () => {
    const operatorMade = await server.user({ language: null });
    const { page, context } = await phone({ language: null, locale: 'en-IN' });
    await logIn(context, operatorMade.cookie);
    await page.goto(server.url);
    await page.getByText(homeTexts.en.tagline).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Neither the phone nor the account has chosen: the chooser asks, in the phone's language.
    const chooser = page.getByRole('region', { name: shellTexts.en.chooserTitle });
    await chooser.waitFor();
    await chooser.getByRole('button', { name: 'हिंदी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await expect
      .poll(async () => (await (await page.request.get(`${server.url}/api/auth/me`)).json()).language)
      .toBe('hi');
  });

  it('a Hindi phone logged in as an operator-made account sees Hindi', async () => {
    const operatorMade = await server.user({ language: null });
    const { page, context } = await phone({ language: null, locale: 'hi-IN' });
    await logIn(context, operatorMade.cookie);
    await page.goto(server.url);
    await page.getByRole('region', { name: shellTexts.hi.chooserTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.getByText(homeTexts.en.tagline).count()).toBe(0);
  });

  for (const language of ['en', 'hi'] as const) {
    it(`${language}: an account with a language has it on a new phone, no chooser; the admin has none, and an overview and one report inbox`, async () => {
      const learner = await server.user({ language });
      const other = language === 'en' ? 'hi-IN' : 'en-IN';
      const { page, context } = await phone({ language: null, locale: other });
      await logIn(context, learner.cookie);
      await page.goto(server.url);
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      await page.locator('.tiles').waitFor();
      expect(await page.locator('.chooser').count()).toBe(0);

      // A report waits in the admin's one inbox (issue 23 item 8), resolved there.
      const api = agent(server.t.app, learner.cookie.value);
      const { question } = (await api.get<{ question: { _id: string } }>(`/api${low.api.fetch}`)).body;
      await api.post(`/api${low.api.submit}`, quizCases[low.key].wrong(question._id));
      const note = `note-${language}`;
      expect(
        (await api.post(`/api/questions/${low.key}/${question._id}/report`, { reason: 'typo', note })).status,
      ).toBe(201);

      const admin = await server.user({ admin: true, language: null });
      const desk = await phone({ language: null, locale: other });
      await logIn(desk.context, admin.cookie);
      await desk.page.goto(`${server.url}/admin`);
      await desk.page.locator('.admin-grid').waitFor();
      expect(await desk.page.locator('.chooser').count()).toBe(0);
      const t = adminTexts[language === 'en' ? 'hi' : 'en'];
      await desk.page.getByRole('heading', { name: t.overview }).waitFor();
      const inbox = desk.page.getByRole('region', { name: t.reportInbox });
      await inbox.getByText(note).waitFor();
      await checkScreen(desk.page, `admin-overview-${language === 'en' ? 'hi' : 'en'}`);
      expect(await inbox.getByRole('link', { name: t.openQuestion }).first().getAttribute('href')).toContain(
        `/admin/questions/${low.key}?`,
      );
      await inbox.getByRole('button', { name: t.resolve }).click();
      await inbox.getByText(t.inboxEmpty).waitFor();
    });

    it(`${language}: a quiz opened from a low tile shows its title and clock; Back returns to where home was`, async () => {
      const learner = await server.user({ language });
      const { page, context } = await phone({ language });
      await logIn(context, learner.cookie);
      await page.goto(server.url);
      const tile = page.locator(`a.tile[href="${low.route}"]`);
      await tile.waitFor();
      await tile.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 40));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(200);
      await shot(page, `scroll-home-${language}`);

      await tile.click();
      await page.locator('.quiz__title').waitFor();
      await shot(page, `scroll-quiz-opened-${language}`);
      expect(await onScreen(page, '.quiz__title')).toBe(true);

      await page.goBack();
      await tile.waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      await shot(page, `scroll-home-after-back-${language}`);

      await tile.click();
      await page.getByRole('button', { name: quizTexts[language].start }).click();
      await page.getByRole('timer').waitFor();
      await shot(page, `scroll-quiz-clock-${language}`);
      expect(await onScreen(page, '.quiz__title')).toBe(true);
      expect(await onScreen(page, '[role="timer"]')).toBe(true);
    });
  }
});
