import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getModule, type ModuleKey } from '../../shared/modules';
import { checkScreen, hasChromium, launch, logIn, openPhone, type Phone, phones } from './support/browser';
import { type E2eServer, startServer } from './support/server';

let server: E2eServer;
let browser: Browser;
const opened: Phone[] = [];
const endOfDay = "That's All for today! Come back tomorrow for more learning and fun";
const timeRanOut = "Time ran out on your last question, so today's round has ended. Come back tomorrow!";

/** A new learner on a phone; `order(key)`: the seeded rows of a module in the learner's own order. */
async function learner(
  options: { pro?: boolean } = {},
  device = phones.pixel,
): Promise<{ page: Page; order: (key: ModuleKey) => Promise<(number | null)[]> }> {
  const phone = await openPhone(browser, device);
  opened.push(phone);
  const user = await server.user(options);
  await logIn(phone.context, user.cookie);
  return { page: phone.page, order: (key: ModuleKey) => server.order(user.id, key) };
}

async function start(page: Page, route: string) {
  await page.goto(`${server.url}${route}`);
  await page.getByRole('button', { name: 'Start Quiz' }).click();
}

describe.skipIf(!hasChromium)('daily limits, time, pro learners, the journey and a lost session', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    for (const key of ['sandhi', 'antonym', 'vakyaShudhi', 'mcq', 'oneWordForMany'] as const)
      await server.seed(key, 4);
    // The shortest time the settings allow (5 s), and one antonym a day.
    await server.settings({ quizTimes: { SANDHI_TIME_SECONDS: 5 }, quizLimits: { antonym: 1 } });
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  it("ends a free learner's round when time is up, marks the day done, and shows the results", async () => {
    const { page, order } = await learner();
    await page.goto(server.url);
    const tile = page.locator('a.tile[href="/sandhi"]');
    expect(await tile.textContent()).toContain('0:05');
    expect(await tile.textContent()).toContain('Daily Limit: 10');
    await tile.click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await page.locator('.prompt').waitFor();
    expect(await page.getByRole('timer').textContent()).toBe('0:05');
    expect(await page.locator('.clock').getAttribute('data-warning')).toBe('true');
    await page.getByText("Time's up! Quiz ended. Here are your results.").waitFor({ timeout: 9000 });
    expect(await page.locator('.prompt').count()).toBe(0);
    // The question that timed out is in the results, with its answer.
    await page.locator('table.results td', { hasText: '⏱ Time ran out' }).waitFor();
    const [first] = await order('sandhi');
    expect(await page.locator('table.results tbody tr').first().textContent()).toContain(`संधिज${first}`);
    expect(await page.locator('.score__value').textContent()).toBe('0 / 1 · 0%');
    await checkScreen(page, 'quiz-times-up');
    // The day-done marker was posted: coming back today opens on today's summary, which says the
    // clock ended it (docs/product.md §3).
    await page.goto(`${server.url}/sandhi`);
    await page.getByText(timeRanOut).waitFor();
    expect(await page.getByRole('button', { name: 'Start Quiz' }).count()).toBe(0);
  });

  it('stops a free learner at the daily limit, and says so on return', async () => {
    const { page, order } = await learner({}, phones.iphone);
    await page.goto(server.url);
    expect(await page.locator('a.tile[href="/antonyms"]').textContent()).toContain('Daily Limit: 1');
    await page.locator('a.tile[href="/antonyms"]').click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await page.getByText('This is your last question for today.').waitFor();
    const [first] = await order('antonym');
    await page.getByLabel('Antonym', { exact: true }).pressSequentially(`विलोमक${first}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('✅ Correct!').waitFor();
    await page.getByText(endOfDay).waitFor();
    expect(await page.locator('table.results tbody tr').count()).toBe(1);
    await page.goto(`${server.url}/antonyms`);
    await page.getByText(endOfDay).waitFor();
    expect(await page.locator('table.results tbody tr').count()).toBe(1);
    await checkScreen(page, 'quiz-end-of-day');
    // The antonyms quiz keeps a logout at hand (§2.7).
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
  });

  it('shows the vakya shudhi limit line to a free learner', async () => {
    const { page, order } = await learner();
    await page.goto(`${server.url}/vakya-shudhi`);
    await page.getByText('Daily Limit: 2 | Attempted: 0 of 2').waitFor();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    const [first] = await order('vakyaShudhi');
    await page.getByLabel('Corrected sentence').pressSequentially(`यह शुद्धवाक्य ${first} है।`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Daily Limit: 2 | Attempted: 1 of 2').waitFor();
  });

  it('never cuts a pro learner off: no limit labels, no time-out, no daily limit', async () => {
    const { page, order } = await learner({ pro: true });
    await page.goto(server.url);
    await page.locator('a.tile[href="/sandhi"]').waitFor();
    expect(await page.locator('.tiles').textContent()).not.toContain('Daily Limit');
    await checkScreen(page, 'home-pro');

    await start(page, '/vakya-shudhi');
    await page.getByText('Unlimited questions for Pro users!').waitFor();

    await start(page, '/sandhi');
    await page.locator('.prompt').waitFor();
    await page.waitForTimeout(6500);
    expect(await page.getByRole('timer').textContent()).toBe('0:00');
    expect(await page.getByText("Time's up!").count()).toBe(0);
    const [sandhiFirst] = await order('sandhi');
    await page.getByLabel('संधि', { exact: true }).pressSequentially(`संधिज${sandhiFirst}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('✅ Correct!').waitFor();
    await checkScreen(page, 'quiz-pro-after-time');

    // Antonyms' limit is 1 a day: a pro learner answers two and goes on to the third (their own order).
    const [a1, a2, a3] = await order('antonym');
    await start(page, '/antonyms');
    for (const i of [a1, a2]) {
      await page
        .locator('.prompt')
        .filter({ hasText: `शब्द${i}` })
        .waitFor();
      expect(await page.getByText('This is your last question for today.').count()).toBe(0);
      await page.getByLabel('Antonym', { exact: true }).pressSequentially(`विलोमक${i}`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('✅ Correct!').waitFor();
    }
    await page
      .locator('.prompt')
      .filter({ hasText: `शब्द${a3}` })
      .waitFor();
    await page.getByRole('button', { name: 'End quiz and see results' }).click();
    expect(await page.locator('table.results tbody tr').count()).toBe(2);
  });

  it('shows the day in the journey: the calendar, the day table and the module tables', async () => {
    const { page: fresh } = await learner();
    await fresh.goto(`${server.url}/user-journey`);
    await fresh.getByText('No progress yet.').waitFor();
    await checkScreen(fresh, 'journey-empty');

    const { page, order } = await learner({}, phones.iphone);
    const mcq = getModule('mcq');
    const [first, second] = await order('mcq');
    await start(page, mcq.route);
    await page.getByRole('radio', { name: `ग${first}`, exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('✅ Correct!').waitFor();
    await page.getByRole('radio', { name: `क${second}`, exact: true }).waitFor();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mcqScore_'))),
    ).toHaveLength(1);
    await page.goto(`${server.url}/user-journey`);
    const today = await page.evaluate(() => {
      const d = new Date();
      return { day: d.getDate(), iso: d.toLocaleDateString('en-CA') };
    });
    const tile = page.locator('.react-calendar__tile.has-progress');
    await tile.first().waitFor();
    expect(await tile.count()).toBe(1);
    expect(await tile.locator('abbr').textContent()).toBe(String(today.day));
    await page.getByRole('heading', { name: /MCQ/ }).waitFor();
    expect(await page.locator('.journey table').last().locator('tbody tr td').allTextContents()).toEqual([
      today.iso,
      '1',
      '1',
    ]);
    await checkScreen(page, 'journey');
    await tile.click();
    await page.getByRole('columnheader', { name: 'Module' }).waitFor();
    expect(await page.locator('tbody tr').first().textContent()).toContain('बहुविकल्पीय प्रश्न');
    await checkScreen(page, 'journey-day');
    await page.getByRole('button', { name: 'Back to Calendar' }).click();
    await tile.waitFor();
  });

  it('sends a learner whose session ended mid-quiz to /login with one toast', async () => {
    const { page, order } = await learner();
    await start(page, '/one-word-for-many');
    await page.locator('.prompt').waitFor();
    await page.evaluate(() => localStorage.setItem('oneWordForManyScore_x', '1'));
    await page.context().clearCookies();
    const [first] = await order('oneWordForMany');
    await page.getByLabel('Answer', { exact: true }).pressSequentially(`एकपद${first}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByText('User logged out. Please login again.').waitFor();
    expect(await page.getByText('User logged out. Please login again.').count()).toBe(1);
    // Local storage is cleared but for the phone's own preferences (its language: docs/decisions/009).
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['sopan:language']);
    await checkScreen(page, 'logged-out-toast');
  });
});
