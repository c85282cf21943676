import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterRows } from '../../server/quiz/content';
import { insertQuestions } from '../../server/quiz/questions';
import type { AdminPaper, RunningAttempt } from '../../shared/api/papers';
import { getModule } from '../../shared/modules';
import type { QuestionRow } from '../../shared/question-rows';
import { agent } from '../helpers/app';
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
let paper: AdminPaper;
const opened: Phone[] = [];

/** The key's text of question i, as its radio button is named. */
const keyOf = (i: number) => paper.questions[i]!.options[paper.questions[i]!.answer]!;

async function clockSeconds(page: Page): Promise<number> {
  const [m, s] = ((await page.getByRole('timer').innerText()) ?? '').split(':').map(Number);
  return m! * 60 + s!;
}

describe.skipIf(!hasChromium)('papers on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    const antonym = getModule('antonym');
    await insertQuestions(
      server.t.database.db,
      antonym,
      (starterRows(antonym) as QuestionRow[]).slice(0, 10),
    );
    const admin = agent(server.t.app, (await server.user({ admin: true })).cookie.value);
    paper = (
      await admin.post<AdminPaper>('/api/admin/papers', {
        title: 'सामान्य हिंदी अभ्यास प्रश्नपत्र',
        exam: 'अभ्यास',
        durationMinutes: 20,
        marksCorrect: 1,
        marksWrong: 0.25,
        sections: [
          { title: 'विलोम शब्द', module: 'antonym', count: 3 },
          { title: 'विलोम शब्द 2', module: 'antonym', count: 1 },
        ],
      })
    ).body;
    await admin.post(`/api/admin/papers/${paper._id}/publish`);
    // Someone sat it before: one right answer, so the learners below rank against a field.
    const early = agent(server.t.app, (await server.user()).cookie.value);
    const attempt = (await early.post<RunningAttempt>(`/api/papers/${paper._id}/start`)).body;
    const q = paper.questions[0]!;
    await early.put(`/api/attempts/${attempt._id}/answers/${q._id}`, { choice: q.answer });
    await early.post(`/api/attempts/${attempt._id}/submit`);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  for (const language of ['en', 'hi'] as const) {
    const hi = language === 'hi';
    const says = (hindi: string, english: string) => (hi ? hindi : english);

    it(`${language}: sit a paper, reload mid-paper, submit and read the result with rank`, async () => {
      const phone = await openPhone(browser, hi ? phones.pixel : phones.iphone, { language });
      opened.push(phone);
      const { page } = phone;
      await logIn(phone.context, (await server.user({ language })).cookie);
      await page.goto(server.url);
      await page.getByRole('link', { name: /अभ्यास प्रश्नपत्र/ }).click();
      await page.getByRole('heading', { name: paper.title }).waitFor();
      await checkScreen(page, `papers-list-${language}`);
      await page.getByRole('button', { name: says('शुरू करें', 'Start') }).click();

      // Q1 right, Q2 wrong and marked for review, Q3 seen and left.
      await page.getByText(says('प्रश्न 1 / 4', 'Q 1 / 4')).waitFor();
      await page.getByRole('radio', { name: keyOf(0) }).check();
      await page.getByText(says('सहेज लिया गया', 'Saved')).waitFor();
      await page.getByRole('button', { name: says('सहेजें और आगे बढ़ें', 'Save & Next') }).click();
      const wrong = paper.questions[1]!.options.find((_, i) => i !== paper.questions[1]!.answer)!;
      await page.getByRole('radio', { name: wrong }).check();
      await page.getByRole('button', { name: says('समीक्षा के लिए चिह्नित करें', 'Mark for review') }).click();
      await page.getByText(says('सहेज लिया गया', 'Saved')).waitFor();
      await page.getByRole('button', { name: says('सहेजें और आगे बढ़ें', 'Save & Next') }).click();
      await page.getByText(says('प्रश्न 3 / 4', 'Q 3 / 4')).waitFor();
      await page.getByRole('button', { name: says('प्रश्न तालिका', 'Question palette') }).click();
      await checkScreen(page, `paper-palette-${language}`);
      await page.keyboard.press('Escape');

      // A reload mid-paper: the clock goes on from the server's time and the choices are kept.
      const before = await clockSeconds(page);
      await page.reload();
      await page.getByRole('timer').waitFor();
      const after = await clockSeconds(page);
      expect(after).toBeLessThanOrEqual(before);
      expect(after).toBeGreaterThan(before - 30);
      await checkScreen(page, `paper-reloaded-${language}`);
      await page.getByRole('button', { name: says('प्रश्न तालिका', 'Question palette') }).click();
      await page.getByRole('button', { name: new RegExp(says('प्रश्न 1,', 'Question 1,')) }).click();
      expect(await page.getByRole('radio', { name: keyOf(0) }).isChecked()).toBe(true);

      await page.getByRole('button', { name: says('जमा करें', 'Submit'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await screenshot(page, `paper-submit-${language}`);
      await page.getByRole('button', { name: says('हाँ, जमा करें', 'Yes, submit') }).click();
      // 1 − 0.25: rank 2 of 2 behind the earlier 1 (ties share), percentile 0.
      await page.locator('.paper-result__summary').waitFor();
      const summary = await page.locator('.paper-result__summary').innerText();
      expect(summary).toContain('0.75');
      expect(summary).toMatch(/[12] \/ [23]/);
      await checkScreen(page, `paper-result-${language}`);
    });
  }

  it('an admin looks through the papers, a drawn paper with its keys, and its item analysis', async () => {
    const phone = await openPhone(browser, phones.pixel, { language: 'hi' });
    opened.push(phone);
    const { page } = phone;
    await logIn(phone.context, (await server.user({ admin: true, language: 'hi' })).cookie);
    await page.goto(`${server.url}/admin/papers`);
    await page.getByRole('link', { name: paper.title }).waitFor();
    await checkScreen(page, 'admin-papers-hi');
    await page.getByRole('link', { name: paper.title }).click();
    await page.getByText(paper.questions[0]!.options[paper.questions[0]!.answer]!).first().waitFor();
    await checkScreen(page, 'admin-paper-hi');
    await page.goto(`${server.url}/admin/papers/${paper._id}/stats`);
    // Three learners sat it by now (the early one and the two above).
    await page.getByText(/3/).first().waitFor();
    await checkScreen(page, 'admin-paper-stats-hi');
  });
});
