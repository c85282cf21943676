import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionLetters } from '../../app/features/quiz/option-letters';
import { quizTexts } from '../../app/i18n/catalogue/quiz';
import { insertQuestions } from '../../server/quiz/questions';
import { getModule, type ModuleKey, moduleKeys } from '../../shared/modules';
import { SAMAS_TYPES } from '../../shared/modules/samas';
import { moduleTexts } from '../../shared/modules/texts';
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

/** How a learner answers question i of each module (the rows seeded from tests/helpers/quiz-cases.ts). */
const answers: Record<ModuleKey, { right: (i: number) => string[]; wrong: string[] }> = {
  antonym: { right: (i) => [`विलोमक${i}`], wrong: ['दिन'] },
  sandhi: { right: (i) => [`संधिज${i}`], wrong: ['संधि'] },
  sandhiViched: { right: (i) => [`खंडक${i}`, 'उदय'], wrong: ['उदय', 'खंड'] },
  mcq: { right: (i) => [`ग${i}`], wrong: ['क2'] },
  oneWordForMany: { right: (i) => [`एकपद${i}`], wrong: ['अनेक'] },
  shabdShudhi: { right: (i) => [`सुशुद्ध${i}`], wrong: ['अशुद्ध'] },
  vakyaShudhi: { right: (i) => [`यह शुद्धवाक्य ${i} है।`], wrong: ['यह वाक्य गलत है।'] },
  paryayvachi: { right: (i) => [`समान${i}`, `तुल्य${i}`], wrong: ['गलत', 'उत्तर'] },
  administrativeVocabulary: { right: (i) => [`पदनाम${i}`], wrong: ['शब्द'] },
  upsarg: { right: (i) => [`उपक${i}`], wrong: ['प्र'] },
  pratyay: { right: (i) => [`प्रतक${i}`], wrong: ['ता'] },
  muhavare: { right: (i) => [`अर्थग${i}`], wrong: ['अर्थक2'] },
  lokokti: { right: (i) => [`अर्थग${i}`], wrong: ['अर्थक2'] },
  tatsamTadbhav: { right: (i) => [`तत्समक${i}`], wrong: ['अग्नि'] },
  samas: { right: (i) => [SAMAS_TYPES[i % 6]!], wrong: [SAMAS_TYPES[3]] },
};

/** The module whose suggestions rank its own answers (affixes) first, with अप among its answers. */
const affixKey = moduleKeys.find((k) => getModule(k).suggest === 'affixes')!;

let server: E2eServer;
let browser: Browser;
const learners: Partial<Record<'pixel' | 'iphone', Phone>> = {};

async function learnerOn(device: 'pixel' | 'iphone'): Promise<Page> {
  if (!learners[device]) {
    const phone = await openPhone(browser, phones[device]);
    await logIn(phone.context, (await server.user()).cookie);
    learners[device] = phone;
  }
  return learners[device].page;
}

/** Types the answer with the keyboard (Hindi goes in as typed text), or picks the option. */
async function answer(page: Page, key: ModuleKey, parts: string[]) {
  const input = getModule(key).input;
  if (input.kind === 'choice') {
    await page.getByRole('radio', { name: parts[0]!, exact: true }).check();
    return;
  }
  const labels = (input.kind === 'text' ? [input.label] : input.labels).map((l) => en[l]);
  for (const [i, label] of labels.entries()) {
    const box = page.getByLabel(label, { exact: true });
    await box.fill('');
    await box.pressSequentially(parts[i]!);
  }
}

const prompt = (page: Page) => page.locator('.prompt');

describe.skipIf(!hasChromium)('a full timed round in every module, on phones', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    for (const key of moduleKeys) await server.seed(key, 3);
    // After the seeded three, so never served in the two-question round: अप, an affix, and आप,
    // a common word, both in the bank (as in the starter bank), so only the module tells them apart.
    await insertQuestions(server.t.database.db, getModule(affixKey), [
      { question: "'अपमान' में उपसर्ग", options: ['अप'] },
    ]);
    const other = moduleKeys.find(
      (k) =>
        !getModule(k).suggest &&
        getModule(k)
          .entry.fields.map((f) => f.name)
          .join() === 'question,options',
    )!;
    await insertQuestions(server.t.database.db, getModule(other), [
      { question: 'संबोधन', options: ['आप', 'तुम'] },
    ]);
    await server.settings({
      quizLimits: Object.fromEntries(moduleKeys.map((k) => [getModule(k).limitKey, 2])),
      VAKYA_SHUDHI_QUESTIONS_PER_DAY: 2,
    });
  });
  afterAll(async () => {
    for (const p of Object.values(learners)) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  for (const [n, key] of moduleKeys.entries()) {
    const module = getModule(key);
    const device = n < 6 ? 'pixel' : 'iphone';
    it(`${key} (${device}): answers, feedback, ${module.pauseMs === null ? 'Next' : 'auto-advance'}, results`, async () => {
      const page = await learnerOn(device);
      await page.goto(server.url);
      // From the home tile, which hands the quiz times on as navigation state.
      await page.locator(`a.tile[href="${module.route}"]`).click();
      await page.waitForURL(`${server.url}${module.route}`);
      await page.getByRole('button', { name: 'Start Quiz' }).click();
      await prompt(page).waitFor();
      expect(await page.getByRole('timer').textContent()).toMatch(/^[01]:\d\d$/);
      expect(await prompt(page).textContent()).toContain('1');
      // The exam's instruction, above the prompt.
      expect(await page.locator('.instruction').textContent()).toBe(module.instruction);
      expect(await page.locator('.instruction + .prompt').count()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `quiz-${key}-0-prompt`);
      if (module.input.kind === 'choice') {
        // Options lettered as the exam paper in the interface's language prints them (English here: A B C D).
        const letters = await page.locator('.choice__letter').allTextContents();
        expect(letters.length).toBeGreaterThan(1);
        expect(letters).toEqual(optionLetters.en.slice(0, letters.length));
      } else if (!module.transliterate) {
        // The spelling modules: the learner's own spelling, no suggestions.
        expect(await page.getByRole('combobox').count()).toBe(0);
      }

      if (module.transliterate) {
        // Hindi suggestions for a word typed in Latin letters: space asks, a tap replaces the word.
        const box = page.getByRole('combobox').first();
        expect(await box.getAttribute('placeholder')).toBe(
          module.input.kind === 'pair' ? quizTexts.en.translitHintShort : quizTexts.en.translitHint,
        );
        if (key === affixKey) {
          // The affix first: अप, not the common आप.
          await box.pressSequentially('ap ');
          await page.getByRole('option', { name: 'अप', exact: true }).waitFor();
          expect(await page.getByRole('option').first().textContent()).toBe('अप');
          await box.fill('');
        }
        await box.pressSequentially('namaste ');
        await page.getByRole('option', { name: 'नमस्ते', exact: true }).waitFor();
        expect(await page.getByRole('option').allTextContents()).toContain('namaste');
        if (key === 'administrativeVocabulary') await checkScreen(page, 'quiz-transliteration');
        await page.getByRole('option', { name: 'नमस्ते', exact: true }).tap();
        expect(await box.inputValue()).toBe('नमस्ते ');
      }
      await answer(page, key, answers[key].right(1));
      await checkScreen(page, `quiz-${key}-1-question`);
      await page.getByRole('button', { name: module.input.kind === 'choice' ? 'Next' : 'Submit' }).click();
      await page.getByText(en[module.texts.correct], { exact: true }).waitFor();
      await screenshot(page, `quiz-${key}-2-feedback`);

      if (module.pauseMs === null) {
        await checkScreen(page, `quiz-${key}-2-feedback`);
        await page.waitForTimeout(module.pauseMs ?? 0);
        expect(await prompt(page).textContent()).toContain('1');
        await page.getByRole('button', { name: 'Next Question' }).click();
      }
      await prompt(page).filter({ hasText: '2' }).waitFor();
      await page.getByText('This is your last question for today.').waitFor();
      await answer(page, key, answers[key].wrong);
      await page.getByRole('button', { name: module.input.kind === 'choice' ? 'Finish' : 'Submit' }).click();
      await page.getByText(en[module.texts.incorrect], { exact: false }).first().waitFor();
      if (module.pauseMs === null) await page.getByRole('button', { name: 'Finish' }).click();

      await page.getByText("That's All for today! Come back tomorrow for more learning and fun").waitFor();
      const rows = page.locator('table.results tbody tr');
      expect(await rows.count()).toBe(2);
      // The score first, then the mistakes first.
      expect(await page.locator('.score__value').textContent()).toBe('1 / 2 · 50%');
      const verdict = module.texts.hindiResults ? ['✘ गलत', '✔ सही'] : ['✘ Incorrect', '✔ Correct'];
      expect(await rows.locator('td:last-child').allTextContents()).toEqual(verdict);
      const headers = await page.locator('table.results th').allTextContents();
      expect(headers[0]).toBe(module.texts.hindiResults ? 'प्रश्न' : 'Question');
      await page.locator('table.results').scrollIntoViewIfNeeded();
      await checkScreen(page, `quiz-${key}-3-results`);
    });
  }
});
