import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getModule, type ModuleKey } from '../../shared/modules';
import { checkScreen, hasChromium, launch, logIn, openPhone, type Phone, phones } from './support/browser';
import { type E2eServer, startServer } from './support/server';

let server: E2eServer;
let browser: Browser;
const opened: Phone[] = [];

/** A new learner on a phone, on the quiz screen of a module (the seeded rows of tests/helpers/quiz-cases.ts). */
async function learnerAt(key: ModuleKey): Promise<{ page: Page; id: string }> {
  const phone = await openPhone(browser, phones.pixel);
  opened.push(phone);
  const user = await server.user();
  await logIn(phone.context, user.cookie);
  await phone.page.goto(`${server.url}${getModule(key).route}`);
  return { page: phone.page, id: user.id };
}

const start = async (page: Page) => {
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.locator('.prompt').waitFor();
};
const clockSeconds = async (page: Page) => {
  const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return m! * 60 + s!;
};
/** Moves the learner's pending deadline, as if that many seconds had passed since it was served. */
const age = (id: string, seconds: number) =>
  server.t.database.db.execute(
    sql`update attempts set deadline = deadline - make_interval(secs => ${seconds}) where user_id = ${id} and answered_at is null`,
  );

describe.skipIf(!hasChromium)('an honest round on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    for (const key of ['antonym', 'oneWordForMany', 'sandhi'] as const) await server.seed(key, 3);
    await server.settings({ quizLimits: { antonym: 2, oneWordForMany: 2, sandhi: 2 } });
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  it('a reload mid-question keeps the real time left, not a fresh minute', async () => {
    const { page, id } = await learnerAt('antonym');
    expect(await page.locator('.quiz__rule').innerText()).toBe(
      'If the clock runs out, the round ends for today.',
    );
    await start(page);
    expect(await clockSeconds(page)).toBeGreaterThanOrEqual(58);
    await age(id, 25);
    await page.reload();
    // The start card says the question waits, with its real time (issue 23 item 3).
    expect(await page.locator('.quiz__waiting').innerText()).toMatch(/with 0:3[3-5] left on its clock/);
    await page.getByRole('button', { name: 'Back to the question' }).click();
    await page.locator('.prompt').waitFor();
    // The same question: the learner's first (their own order, docs/product.md §3).
    const [first] = await server.order(id, 'antonym');
    expect(await page.locator('.prompt').innerText()).toBe(`शब्द${first}`);
    const left = await clockSeconds(page);
    expect(left).toBeGreaterThanOrEqual(33);
    expect(left).toBeLessThanOrEqual(35);
  });

  it('the answer box has the caret on every question and keeps it (and the keyboard) in between', async () => {
    const { page, id } = await learnerAt('oneWordForMany');
    const [first, second] = await server.order(id, 'oneWordForMany');
    await start(page);
    const box = page.getByLabel('Answer', { exact: true });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.evaluate((el) => {
      (window as unknown as { blurs: number }).blurs = 0;
      el.addEventListener('blur', () => {
        (window as unknown as { blurs: number }).blurs++;
      });
    });
    await page.keyboard.type(`एकपद${first}`);
    await page.keyboard.press('Enter');
    await page.locator('.prompt', { hasText: `जो वाक्यांश ${second} हो` }).waitFor();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { blurs: number }).blurs)).toBe(0);
    await page.keyboard.type('गलत');
    await page.keyboard.press('Enter');
    // A tap on the feedback keeps it on screen until Finish.
    await page.getByRole('button', { name: /Incorrect/ }).tap();
    await page.waitForTimeout(2000);
    await checkScreen(page, 'round-feedback-held');
    await page.getByRole('button', { name: 'Finish' }).tap();
    await page.locator('.score__value').waitFor();
    expect(await page.locator('.score__value').innerText()).toBe('1 / 2 · 50%');
    const rows = page.locator('table.results tbody tr:not([hidden])');
    expect(await rows.locator('td:last-child').allInnerTexts()).toEqual(['✘ Incorrect', '✔ Correct']);
    await checkScreen(page, 'round-results');

    // Opened again (a reload, or from home): today's summary, not Start Quiz and "no answers".
    await page.reload();
    await page.locator('.score__value').waitFor();
    expect(await page.getByRole('button', { name: 'Start Quiz' }).count()).toBe(0);
    expect(await page.locator('.score__value').innerText()).toBe('1 / 2 · 50%');
    expect(await page.getByText('आपने कोई उत्तर नहीं दिया').count()).toBe(0);
    await checkScreen(page, 'round-finished-module');
  });

  it('a late answer is shown as late, never as "Incorrect" beside an identical answer', async () => {
    const { page, id } = await learnerAt('sandhi');
    const [first] = await server.order(id, 'sandhi');
    await start(page);
    await page.getByLabel('संधि', { exact: true }).pressSequentially(`संधिज${first}`);
    await age(id, 70);
    await page.getByRole('button', { name: 'Submit' }).click();
    const feedback = page.locator('.feedback');
    await feedback.waitFor();
    expect(await feedback.innerText()).toContain(
      `⏱ Time ran out for this question. Correct answer: संधिज${first}`,
    );
    await checkScreen(page, 'round-late-answer');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText("Time's up! Quiz ended. Here are your results.").waitFor();
    const row = page.locator('table.results tbody tr').first();
    await row.locator('td', { hasText: '⏱ Time ran out' }).waitFor();
    expect(await row.locator('td').allInnerTexts()).toEqual([
      `पूर्व${first} + आलय`,
      `संधिज${first}`,
      `संधिज${first}`,
      '⏱ Time ran out',
    ]);
    expect(await page.locator('table.results').innerText()).not.toContain('✘ Incorrect');
  });
});
