import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getModule } from '../../shared/modules';
import {
  checkScreen,
  hasChromium,
  launch,
  logIn,
  openPhone,
  type Phone,
  phones,
  screenshot,
} from './support/browser';
import { type E2eServer, startServer } from './support/server';

let server: E2eServer;
let browser: Browser;
let learner: Phone;
let learnerId: string;
let admin: Phone;
const opened: Phone[] = [];
const antonym = getModule('antonym');
const wrong = 'गलत उत्तर';
const note = 'प्रतिलोम भी सही है';

/** The antonym on screen: question i's prompt is शब्दi, its answer विलोमकi (tests/helpers/quiz-cases.ts). */
async function rightAnswerOnScreen(page: Page): Promise<string> {
  const prompt = (await page.locator('.prompt').textContent()) ?? '';
  const i = prompt.match(/शब्द(\d+)/)?.[1];
  expect(i, `an antonym prompt: ${prompt}`).toBeTruthy();
  return `विलोमक${i}`;
}

describe.skipIf(!hasChromium)('the learning loop on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    await server.seed('antonym', 3);
    // Two antonyms a day (the round ends after the two misses) and a goal of four answers.
    await server.settings({ quizLimits: { antonym: 2 }, DAILY_GOAL: 4 });
    learner = await openPhone(browser, phones.pixel);
    admin = await openPhone(browser, phones.iphone);
    opened.push(learner, admin);
    const user = await server.user();
    learnerId = user.id;
    await logIn(learner.context, user.cookie);
    await logIn(admin.context, (await server.user({ admin: true })).cookie);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  it('a learner misses two questions, sees "2 due" on home, reviews both, and sees the streak and progress', async () => {
    const { page } = learner;
    await page.goto(server.url);
    await page.getByText('🔥 0 · 0/4 today').waitFor();
    expect(await page.locator('.review-tile').textContent()).toContain('Nothing due');

    // A round with two misses, the learner's first two (their own order, docs/product.md §3); the
    // second is today's last antonym, so the results follow.
    const [first, second] = await server.order(learnerId, 'antonym');
    await page.locator(`a.tile[href="${antonym.route}"]`).click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    for (const n of [first, second]) {
      await page
        .locator('.prompt')
        .filter({ hasText: `शब्द${n}` })
        .waitFor();
      await page.getByLabel('Antonym', { exact: true }).pressSequentially(wrong);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.feedback--wrong').waitFor();
    }
    await page.locator('.score__value', { hasText: '0 / 2 · 0%' }).waitFor();
    await page.getByRole('button', { name: 'Share' }).waitFor();
    await checkScreen(page, 'learning-results-share');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    const tile = page.locator('.review-tile');
    await tile.filter({ hasText: '2 due' }).waitFor();
    await page.getByText('🔥 0 · 2/4 today').waitFor();
    const antonymTile = page.locator(`a.tile[href="${antonym.route}"]`);
    expect(await antonymTile.locator('.tile__count').textContent()).toContain('2/2');
    expect(await antonymTile.locator('.tile__done').count()).toBe(1);
    await checkScreen(page, 'learning-home-due');

    // Review: both cards, each in the antonym's own answer box, no clock; the first one is reported.
    await tile.click();
    await page.waitForURL(`${server.url}/review`);
    await page.getByText('2 left').waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.locator('.review__module').textContent()).toContain(antonym.titleHi);
    expect(await page.locator('.instruction').textContent()).toBe(antonym.instruction);
    await page.getByLabel('Antonym', { exact: true }).pressSequentially(await rightAnswerOnScreen(page));
    await checkScreen(page, 'learning-review-question');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('✅ Correct!').waitFor();
    await page.getByRole('button', { name: 'Report' }).click();
    await page.getByLabel('The answer is wrong').check();
    await page.getByLabel('Note (optional)').fill(note);
    await checkScreen(page, 'learning-review-report');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. An admin will look at this question.').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByText('1 left').waitFor();
    await page.getByLabel('Antonym', { exact: true }).pressSequentially(await rightAnswerOnScreen(page));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('✅ Correct!').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('All caught up!').waitFor();
    expect(await page.locator('.review__done').textContent()).toMatch(
      /Your next review is due (in \d+ minutes|today|tomorrow|on )/,
    );
    await checkScreen(page, 'learning-review-done');

    // Home again: nothing due, the goal met, a one-day streak.
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByText('🔥 1 · 4/4 today ✓').waitFor();
    expect(await page.locator('.review-tile').textContent()).toContain('Nothing due');
    await checkScreen(page, 'learning-home-goal');

    // The journey: the streak, the week, the accuracy, and today's misses.
    await page.goto(`${server.url}/user-journey`);
    await page.getByRole('heading', { name: /Your streak/ }).waitFor();
    const figure = (label: string) => page.locator('.figures > div', { hasText: label }).locator('dd');
    expect(await figure('Current streak').textContent()).toBe('1 day');
    expect(await page.locator('.week__total').textContent()).toBe('4 answered · 2 right (50%)');
    expect(await page.locator('.results--accuracy tbody tr').first().locator('td').allTextContents()).toEqual(
      [`${antonym.titleHi}${antonym.title}`, '0 / 2', '0%'],
    );
    await checkScreen(page, 'learning-journey');
    await page.locator('.react-calendar__tile.has-progress').click();
    const missed = page.getByRole('region', { name: 'Questions you missed' });
    await missed.locator('tbody tr').nth(1).waitFor();
    expect(await missed.textContent()).toContain(`शब्द${first}`);
    expect(await missed.textContent()).toContain(`शब्द${second}`);
    await checkScreen(page, 'learning-journey-missed');
  });

  it('an admin sees the report and the wrong answers, and resolves it', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/questions/antonym`);
    await page.locator('.question-item').first().waitFor();
    await page.getByRole('checkbox', { name: 'Reported only' }).check();
    await page.getByText('1 question', { exact: true }).waitFor();
    const item = page.locator('.question-item');
    expect(await item.locator('.question-stats__line').textContent()).toBe(
      '1 answered · 0 correct (0%) · 1 report',
    );
    expect(await item.locator('.question-stats__wrong').textContent()).toBe(
      `Top wrong answers: ${wrong} (1)`,
    );
    expect(await item.locator('.report-list').textContent()).toContain(`Wrong answer: ${note}`);
    await checkScreen(page, 'learning-admin-reported');
    await item.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('No question has an open report.').waitFor();
    await page.getByRole('checkbox', { name: 'Reported only' }).uncheck();
    await page.locator('.question-item').nth(2).waitFor();
    expect(await page.locator('.report-list').count()).toBe(0);
    await screenshot(page, 'learning-admin-resolved');
  });
});
