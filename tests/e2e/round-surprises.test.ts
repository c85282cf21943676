import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '../../app/i18n/catalogue/admin';
import { quizTexts } from '../../app/i18n/catalogue/quiz';
import { insertQuestions } from '../../server/quiz/questions';
import { getModule } from '../../shared/modules';
import {
  checkScreen,
  englishOnHindiScreen,
  hasChromium,
  launch,
  logIn,
  openPhone,
  type Phone,
  phones,
} from './support/browser';
import { type E2eServer, startServer } from './support/server';

/**
 * Issue 23 items 3, 5 and 7 on a phone, in both languages: leaving a running question asks first
 * and the start card then says it waits; the clock's end and a switched-off module are said before
 * Start; the same synonym twice is refused with its reason; a round counter, whole English words
 * and "+N more" in the results, the second synonym box level with the first; an admin setting
 * refused at its field.
 */
let server: E2eServer;
let browser: Browser;
const opened: Phone[] = [];
const synonyms = [
  'नीर',
  'वारि',
  'तोय',
  'अंबु',
  'सलिल',
  'उदक',
  'पय',
  'जीवन',
  'पानी',
  'अमृत',
  'घनरस',
  'मेघपुष्प',
  'अप्',
  'पुष्कर',
  'सर्वतोमुख',
  'कबंध',
  'शंबर',
];
const TIME_RAN_OUT = {
  en: "Time ran out on your last question, so today's round has ended. Come back tomorrow!",
  hi: 'पिछले प्रश्न का समय समाप्त हो गया, इसलिए आज का दौर पूरा हुआ। कल फिर आइए!',
};
const UNAVAILABLE = {
  en: 'Proverbs is not available yet. Available from: 2030-01-15',
  hi: 'लोकोक्तियाँ 15 जनवरी 2030 से उपलब्ध होंगी।',
};

async function learner(language: 'en' | 'hi', admin = false): Promise<{ page: Page; id: string }> {
  const phone = await openPhone(browser, phones.pixel, { language });
  opened.push(phone);
  const user = await server.user({ language, admin });
  await logIn(phone.context, user.cookie);
  return { page: phone.page, id: user.id };
}
const startButton = (page: Page) => page.locator('.quiz__start button.button--primary');

describe.skipIf(!hasChromium)('a round that never surprises, on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    await server.seed('antonym', 3);
    await server.seed('paryayvachi', 3);
    await insertQuestions(server.t.database.db, getModule('administrativeVocabulary'), [
      { question: 'Memorandum', options: ['ज्ञापन'] },
      { question: 'Water', options: synonyms },
    ]);
    await server.seed('lokokti', 1);
    await server.settings({
      quizLimits: { antonym: 3, paryayvachi: 3, administrativeVocabulary: 2 },
      moduleAvailability: { Lokokti: { available: false, availableOn: '2030-01-15' } },
    });
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  for (const language of ['en', 'hi'] as const) {
    const t = quizTexts[language];

    it(`${language}: Back and the header ask before leaving a running question; the start card then says it waits; its clock ends the day in words`, async () => {
      const { page, id } = await learner(language);
      await page.goto(`${server.url}/`);
      await page.goto(`${server.url}${getModule('antonym').route}`);
      await startButton(page).click();
      await page.locator('.prompt').waitFor();
      await page.goBack();
      const ask = page.getByRole('alertdialog');
      expect(await ask.innerText()).toContain(t.leaveAsk);
      await checkScreen(page, `round-leave-ask-${language}`);
      if (language === 'hi') expect(await englishOnHindiScreen(page, ['.prompt'])).toEqual([]);
      await page.getByRole('button', { name: t.stay }).click();
      expect(new URL(page.url()).pathname).toBe(getModule('antonym').route);
      await page.locator('.prompt').waitFor();
      // The header's Back asks too; Leave goes where Back goes.
      await page.locator('.header .icon-button').first().click();
      await page.getByRole('button', { name: t.leave }).click();
      await page.waitForURL(`${server.url}/`);
      await page.goto(`${server.url}${getModule('antonym').route}`);
      const waiting = page.locator('.quiz__waiting');
      await waiting.waitFor();
      expect(await waiting.innerText()).toMatch(
        // The 60 s clock, a second or a few gone (1:00 when the round trip took under one).
        language === 'en' ? /waiting for you, with (1:00|0:5\d) left/ : /(1:00|0:5\d) बचा है/,
      );
      expect(await startButton(page).innerText()).toBe(t.resume);
      await checkScreen(page, `round-waiting-${language}`);
      await server.t.database.db.execute(
        sql`update attempts set deadline = now() - interval '1 second' where user_id = ${id} and answered_at is null`,
      );
      await page.reload();
      await page.getByText(TIME_RAN_OUT[language]).waitFor();
      expect(await page.getByText(t.endOfDay).count()).toBe(0);
      await page.goto(`${server.url}${getModule('lokokti').route}`);
      await page.getByText(UNAVAILABLE[language]).waitFor();
      expect(await startButton(page).count()).toBe(0);
      await checkScreen(page, `round-unavailable-${language}`);
    });

    it(`${language}: the same synonym twice is refused with the reason; the boxes stay level under suggestions; the round counts`, async () => {
      const { page } = await learner(language);
      await page.goto(`${server.url}${getModule('paryayvachi').route}`);
      await startButton(page).click();
      await page.locator('.prompt').waitFor();
      expect(await page.locator('.quiz__counter').innerText()).toBe(t.questionOf(1, 3));
      const boxes = page.locator('.pair input');
      await boxes.nth(0).click();
      await page.keyboard.type('jal ');
      await page.getByRole('option').first().waitFor();
      const [first, second] = await Promise.all([boxes.nth(0).boundingBox(), boxes.nth(1).boundingBox()]);
      expect(Math.abs(first!.y - second!.y)).toBeLessThanOrEqual(1);
      await checkScreen(page, `round-chips-${language}`);
      await page.keyboard.press('Escape');
      await boxes.nth(0).fill('समान1');
      await boxes.nth(1).fill('समान1');
      await page.getByRole('button', { name: t.submit }).click();
      expect(await page.getByRole('alert').innerText()).toBe(t.sameTwice);
      await checkScreen(page, `round-same-twice-${language}`);
    });

    it(`${language}: results keep English words whole and show a few synonyms with +N more`, async () => {
      const { page } = await learner(language);
      await page.goto(`${server.url}${getModule('administrativeVocabulary').route}`);
      await startButton(page).click();
      // Two wrong answers, in the learner's own order; the module moves on by itself after each.
      for (let n = 1; n <= 2; n++) {
        await page.locator('.prompt').waitFor();
        await page.getByText(t.questionOf(n, 2)).waitFor();
        await page.getByRole('combobox').fill('गलत');
        await page.getByRole('button', { name: t.submit }).click();
      }
      const prompt = page.locator('.results td', { hasText: 'Memorandum' });
      await prompt.waitFor();
      // A word on one line: the boxes of its text all share one top.
      const lines = (cell: Element) => {
        const text = [...cell.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).at(-1)!;
        const range = document.createRange();
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      };
      expect(await prompt.evaluate(lines)).toBe(1);
      for (const verdict of await page.locator('.results tbody tr td:last-child').all())
        expect(await verdict.evaluate(lines)).toBe(1);
      const more = page.getByRole('button', { name: t.moreAnswers(synonyms.length - 3) });
      expect(await more.isVisible()).toBe(true);
      await checkScreen(page, `round-results-${language}`);
      await more.click();
      expect(await page.locator('.results td', { hasText: 'शंबर' }).count()).toBe(1);
    });
  }

  it('an admin setting out of range is refused at its field, naming the module (en)', async () => {
    const { page } = await learner('en', true);
    await page.goto(`${server.url}/admin/settings`);
    const time = page.getByLabel(adminTexts.en.secondsPerQuestion).first();
    await time.fill('3');
    await page.getByRole('button', { name: adminTexts.en.saveSettings }).click();
    const message = 'Antonyms: Time must be at least 5 seconds.';
    expect(await page.locator(`#${await time.getAttribute('aria-describedby')}`).innerText()).toBe(message);
    expect(await time.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
