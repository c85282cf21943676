import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getModule, type ModuleKey, moduleKeys } from '../../shared/modules';
import { moduleTexts } from '../../shared/modules/texts';
import { quizCases } from '../helpers/quiz-cases';
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

const en = moduleTexts.en;

let server: E2eServer;
let browser: Browser;
let admin: Phone;
let learner: Phone;
let learnerEmail: string;
const opened: Phone[] = [];

/** The entry form's values for question i of a module, from the same rows the server tests use. */
function entryValues(key: ModuleKey, i: number): Record<string, string | string[]> {
  const row = quizCases[key].row(i) as Record<string, unknown>;
  const values: Record<string, string | string[]> = {};
  for (const f of getModule(key).entry.fields) {
    const v = row[f.name] ?? (f.name === 'answer' ? (row.answers as string[])[0] : undefined);
    if (f.kind === 'list') values[f.name] = v as string[];
    else if (f.kind === 'csv') values[f.name] = (v as string[]).join(', ');
    else if (f.kind === 'number') values[f.name] = String(row.day ?? 1);
    else values[f.name] = String(v);
  }
  return values;
}

async function fillEntryForm(page: Page, key: ModuleKey, values: Record<string, string | string[]>) {
  for (const f of getModule(key).entry.fields) {
    const value = values[f.name]!;
    if (f.kind === 'list') {
      const list = value as string[];
      for (const [i, item] of list.entries()) {
        const label = `${en[f.label]} ${i + 1}`;
        if ((await page.getByLabel(label, { exact: true }).count()) === 0)
          await page.getByRole('button', { name: 'Add Option' }).click();
        await page.getByLabel(label, { exact: true }).fill(item);
      }
    } else if (f.kind === 'choiceOf' || f.kind === 'choiceAmong')
      await page
        .getByRole('group', { name: en[f.label], exact: true })
        .getByRole('radio', { name: value as string, exact: true })
        .check();
    else await page.getByLabel(en[f.label], { exact: true }).fill(value as string);
  }
}

/** What the learner sees as the prompt of a module's question. */
const promptOf = (key: ModuleKey, i: number) => {
  const row = quizCases[key].row(i) as Record<string, unknown>;
  return getModule(key)
    .promptFields.map((f) => row[f])
    .filter((v) => typeof v === 'string')
    .join(' + ');
};

describe.skipIf(!hasChromium)('admin pages', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    admin = await openPhone(browser, phones.pixel);
    learner = await openPhone(browser, phones.iphone);
    opened.push(admin, learner);
    await logIn(admin.context, (await server.user({ admin: true })).cookie);
    const l = await server.user();
    learnerEmail = l.email;
    await logIn(learner.context, l.cookie);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  it('lists the eleven entry links, with icons, on the dashboard, and shows the admin tile to admins only', async () => {
    const { page } = admin;
    await page.goto(server.url);
    await page.locator('a.tile[href="/admin"]').click();
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    for (const key of moduleKeys) {
      const m = getModule(key);
      await page.locator(`a[href="${m.entryRoute}"]`).waitFor();
    }
    expect(await page.locator('.admin-card__icon').count()).toBe(moduleKeys.length);
    await checkScreen(page, 'admin-dashboard');
    await learner.page.goto(server.url);
    await learner.page.locator('a.tile[href="/user-journey"]').waitFor();
    expect(await learner.page.locator('a.tile[href="/admin"]').count()).toBe(0);
    await learner.page.goto(`${server.url}/admin`);
    await learner.page.waitForURL(`${server.url}/`);
  });

  for (const key of moduleKeys) {
    const m = getModule(key);
    it(`${key}: the entry form checks, adds a question, and the learner is then served it`, async () => {
      const { page } = admin;
      await page.goto(`${server.url}${m.entryRoute}`);
      await page.getByRole('button', { name: 'Add Question' }).click();
      await page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
      await fillEntryForm(page, key, entryValues(key, 1));
      if (key === 'oneWordForMany') await page.getByLabel('Explanation (optional)').fill('एक शब्द में पूरा अर्थ');
      await checkScreen(page, `admin-entry-${key}`);
      await page.getByRole('button', { name: 'Add Question' }).click();
      await page.getByText(en[m.texts.addSuccess], { exact: true }).first().waitFor();

      const q = learner.page;
      await q.goto(`${server.url}${m.route}`);
      await q.getByRole('button', { name: 'Start Quiz' }).click();
      await q.locator('.prompt').waitFor();
      expect(await q.locator('.prompt').textContent()).toBe(promptOf(key, 1));
      if (key === 'oneWordForMany') {
        await q.getByLabel('Answer', { exact: true }).pressSequentially('एकपद1');
        await q.getByRole('button', { name: 'Submit' }).click();
        await q.getByText('एक शब्द में पूरा अर्थ').waitFor();
        await checkScreen(q, 'quiz-explanation');
      }
    });
  }

  it('pages the MCQ questions, edits one in place with the answer picked, and deletes', async () => {
    const { page } = admin;
    await server.seed('mcq', 24, 2);
    await page.goto(`${server.url}/admin/mcq`);
    await page.getByText('25 questions', { exact: true }).waitFor();
    const item = page.locator('.question-list > .question-item');
    expect(await item.count()).toBe(20);
    await page.getByText('Page 1 of 2').waitFor();
    await checkScreen(page, 'admin-mcq');

    // The last question of the page, far below the add form: the editor opens right there, on screen.
    const row = item.nth(19);
    await row.getByRole('button', { name: 'Edit' }).click();
    const heading = row.getByRole('heading', { name: 'Editing question 20' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.getByRole('heading', { name: 'Add a question' }).count()).toBe(1);
    const question = row.getByLabel('Question', { exact: true });
    expect(await question.inputValue()).toBe(promptOf('mcq', 20));
    const answer = row.getByRole('group', { name: 'Answer', exact: true });
    expect(await answer.getByRole('radio', { name: 'ग20', exact: true }).isChecked()).toBe(true);

    for (const n of [1, 2, 3, 4]) await row.getByLabel(`Options ${n}`, { exact: true }).fill('');
    expect(await answer.getByRole('radio').count()).toBe(0);
    await row.getByRole('button', { name: 'Update Question' }).click();
    await row
      .getByRole('alert')
      .filter({ hasText: 'Please fill all fields and at least 2 options.' })
      .waitFor();
    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByLabel('Question', { exact: true }).fill('संशोधित प्रश्न: सही विकल्प चुनिए');
    await row.getByRole('radio', { name: 'ख20', exact: true }).check();
    await checkScreen(page, 'admin-mcq-edit');
    await row.getByRole('button', { name: 'Update Question' }).click();
    await page.getByText('Question updated.').first().waitFor();
    await row.filter({ hasText: 'संशोधित प्रश्न' }).waitFor();
    expect(await row.locator('.is-answer').textContent()).toBe('ख20 (answer)');
    expect(await page.getByRole('heading', { name: /Editing question/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await item
      .first()
      .filter({ hasText: promptOf('mcq', 21) })
      .waitFor();
    expect(await item.count()).toBe(5);
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await item.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByText('24 questions', { exact: true }).waitFor();
    expect(asked).toBe('Delete this question?');
    expect(await item.count()).toBe(4);
  });

  it('lists, edits, imports and exports the questions of a module', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/questions/sandhi`);
    await page.getByText('1 question', { exact: true }).waitFor();
    const bad = 'word1,word2,answers,explanation\nनव,उदय,नवोदय,\n,आलय,भोजनालय,\n';
    await page
      .getByLabel('CSV or JSON file')
      .setInputFiles({ name: 'sandhi.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText(/^Line 3: /).waitFor();
    expect(await page.getByText('1 question', { exact: true }).count()).toBe(1);
    await checkScreen(page, 'admin-import-report');
    const good = 'word1,word2,answers,explanation\nनव,उदय,नवोदय,गुण संधि\nभोजन,आलय,भोजनालय|भोजनालय,\n';
    await page
      .getByLabel('CSV or JSON file')
      .setInputFiles({ name: 'sandhi.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported 2 questions.').waitFor();
    await page.getByText('3 questions', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'CSV' }).first().getAttribute('href')).toBe(
      '/api/admin/questions/sandhi/export?format=csv',
    );
    const exported = await page.evaluate(() =>
      fetch('/api/admin/questions/sandhi/export?format=json').then((r) => r.json()),
    );
    expect(exported).toHaveLength(3);

    const row = page.locator('.question-item').filter({ hasText: 'नव · उदय' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('answers (one per line)').fill('नवोदय\nनवोदयः');
    await checkScreen(page, 'admin-question-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Question updated.').first().waitFor();
    await row.getByText('नवोदय, नवोदयः').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 questions', { exact: true }).waitFor();
    await checkScreen(page, 'admin-questions');
  });

  it('changes settings, and grants pro to a learner', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/settings`);
    const mcqTime = page.locator('fieldset').filter({ hasText: 'MCQ' }).getByLabel('Seconds per question');
    await mcqTime.fill('3');
    await page.getByRole('button', { name: 'Save settings' }).click();
    // At the field, with the module named (issue 23 item 5).
    expect(await page.getByRole('alert').first().textContent()).toBe('MCQ: Time must be at least 5 seconds.');
    await mcqTime.fill('45');
    await page
      .locator('fieldset')
      .filter({ hasText: 'Upsarg' })
      .getByLabel('Available to learners')
      .uncheck();
    await page
      .locator('fieldset')
      .filter({ hasText: 'Upsarg' })
      .getByLabel(/Available from/)
      .fill('2026-12-01');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').first().waitFor();
    await checkScreen(page, 'admin-settings');

    await page.goto(`${server.url}/admin/users`);
    await page.getByLabel('Search by name, e-mail or phone').fill(learnerEmail);
    await page.getByRole('button', { name: 'Search' }).click();
    const item = page.locator('.user-item').filter({ hasText: learnerEmail });
    // The list shown before the search has the learner too: wait for the search's answer.
    await expect.poll(() => page.locator('.user-item').count()).toBe(1);
    await item.waitFor();
    await item.getByLabel('Pro').check();
    await page.getByText(`${learnerEmail}: pro granted.`).waitFor();
    await checkScreen(page, 'admin-users');

    const q = learner.page;
    await q.goto(server.url);
    const tile = q.locator('a.tile[href="/mcq"]');
    await tile.waitFor();
    expect(await tile.textContent()).toContain('0:45');
    expect(await q.locator('.tiles').textContent()).not.toContain('Daily Limit');
    const upsarg = q.locator('.tile--off').filter({ hasText: 'Upsarg' });
    expect(await upsarg.textContent()).toContain('Available from: 2026-12-01');
    // Unavailable tiles sort after the available ones, before the journey tile.
    const titles = await q.locator('.tiles .tile__subtitle').allTextContents();
    expect(titles.slice(-2)).toEqual(['Upsarg', 'User Journey']);
    await checkScreen(q, 'home-unavailable-tile');
  });

  it('lets an admin work on a desktop browser', async () => {
    const desktop = await openPhone(browser, { viewport: { width: 1280, height: 800 } });
    opened.push(desktop);
    const user = await server.user({ admin: true, password: 'an admin password' });
    const { page } = desktop;
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('an admin password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await screenshot(page, 'admin-desktop');
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Mobile Only' }).waitFor();
  });
});
