import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionLetters } from '../../app/features/quiz/option-letters';
import { quizTexts } from '../../app/i18n/catalogue/quiz';
import { getModule, modules } from '../../shared/modules';
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
 * docs/product.md §8 on a phone: the main screens in Hindi with the dark theme and in English with the
 * light one — axe on each, no English interface word on a Hindi screen, the spec's texts on an
 * English one, a screenshot of each pair (tests/artifacts/screenshots/look-*) — then the first
 * visit's chooser, the profile's switches, the theme before the first paint, and offline.
 */
let server: E2eServer;
let browser: Browser;
const opened: Phone[] = [];

type Look = { language: 'hi' | 'en'; theme: 'dark' | 'light' };
const looks: Look[] = [
  { language: 'hi', theme: 'dark' },
  { language: 'en', theme: 'light' },
];

/** People's own data on a screen (other accounts' names, the operator's address), not interface words. */
const PEOPLE = ['.user-item__name', '.contact__address'];

async function phone(look: Look, options: Parameters<typeof openPhone>[2] = {}): Promise<Phone> {
  const p = await openPhone(browser, phones.pixel, {
    colorScheme: look.theme,
    locale: look.language === 'hi' ? 'hi-IN' : 'en-IN',
    language: look.language,
    ...options,
  });
  opened.push(p);
  return p;
}

/** A user whose account reads this language; a Hindi one has a Hindi name, as a learner would. */
async function account(look: Look, rights: { admin?: boolean } = {}) {
  const user = await server.user({ ...rights, language: look.language });
  if (look.language === 'hi') {
    const res = await fetch(`${server.url}/api/auth/me`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        cookie: `${user.cookie.name}=${user.cookie.value}`,
        origin: server.url,
      },
      body: JSON.stringify({ firstName: 'आशा', lastName: 'वर्मा', phone: '9876543210', email: user.email }),
    });
    expect(res.status).toBe(200);
  }
  return user;
}

/** The full check, then the language's own: no English words in Hindi, the spec's texts in English. */
async function look(page: Page, which: Look, name: string, specTexts: string[] = []): Promise<void> {
  await checkScreen(page, `look-${which.language}-${which.theme}-${name}`);
  const root = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  expect(root.lang, name).toBe(which.language);
  expect(root.background, `${name}: the ${which.theme} theme`).toBe(
    which.theme === 'dark' ? 'rgb(20, 17, 14)' : 'rgb(253, 248, 241)',
  );
  if (which.language === 'hi') expect(await englishOnHindiScreen(page, PEOPLE), name).toEqual([]);
  // On the page (a help answer may be folded away).
  else
    for (const text of specTexts)
      await page.getByText(text, { exact: false }).first().waitFor({ state: 'attached' });
}

/** Offers the browser's install prompt, as Chrome does on a phone that may install the app. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
}

describe.skipIf(!hasChromium)('language and look on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    await server.seed('antonym', 4);
    await server.seed('mcq', 2);
    await server.settings({
      quizLimits: { antonym: 2 },
      moduleAvailability: { Upsarg: { available: false, availableOn: '2026-12-15' } },
    });
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  for (const which of looks) {
    const hi = which.language === 'hi';
    const says = (hindi: string, english: string) => (hi ? hindi : english);

    // Each walks a dozen screens with an axe check apiece: 15 s alone, twice that beside the
    // scale tests on a two-core machine.
    it(`${which.language} + ${which.theme}: the visitor's screens`, async () => {
      const { page } = await phone(which);
      await page.goto(server.url);
      await page.locator('.tile').first().waitFor();
      await page.getByText(says('15 दिसंबर 2026 से उपलब्ध', 'Available from: 2026-12-15')).waitFor();
      await look(page, which, 'home-visitor', ['Structured for Success!', 'Daily Limit: 2']);

      await page.goto(`${server.url}/login`);
      await look(page, which, 'login-choice', ['Structured for Success!', 'Login', 'Register']);
      await page.getByRole('button', { name: says('लॉग इन', 'Login'), exact: true }).click();
      await page.getByRole('link', { name: says('पासवर्ड भूल गए?', 'Forgot password?') }).waitFor();
      // The form's own check, in the interface language.
      await page.getByRole('button', { name: says('लॉग इन', 'Login'), exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: says('दोनों जानकारी आवश्यक हैं', 'Both fields are required') })
        .waitFor();
      await look(page, which, 'login-form');

      for (const [path, name, spec] of [
        ['/register', 'register', ['Already have an account?', 'Login here']],
        ['/forgot-password', 'forgot-password', []],
        // The about page names every module the registry holds, the newest too.
        ['/about', 'about', [modules.at(-1)!.title]],
        ['/help', 'help', ['Forgot password?']],
        ['/contact', 'contact', []],
        ['/privacy', 'privacy', []],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await page.locator('h1').first().waitFor();
        await look(page, which, name, [...spec]);
      }
    }, 60_000);

    it(`${which.language} + ${which.theme}: a learner's round, results, review, journey and profile`, async () => {
      const { page, context } = await phone(which);
      await logIn(context, (await account(which)).cookie);
      await page.goto(server.url);
      await page.getByText(says('नमस्ते', 'नमस्ते')).first().waitFor();
      await page.locator('.today').waitFor();
      await look(page, which, 'home-learner', ["Pick today's practice.", 'Daily Limit: 2']);

      await page.locator('a.tile[href="/antonyms"]').click();
      await page.getByRole('button', { name: says('अभ्यास शुरू करें', 'Start Quiz') }).waitFor();
      await look(page, which, 'quiz-start', ['Start Quiz']);
      await page.getByRole('button', { name: says('अभ्यास शुरू करें', 'Start Quiz') }).click();
      const box = page.getByLabel(says('विलोम शब्द', 'Antonym'), { exact: true });
      await box.waitFor();
      await box.pressSequentially('गलत');
      // The exam's instruction stays Hindi in both interfaces (it is part of the question); the
      // typing hint is the interface's.
      expect(await page.locator('.instruction').innerText()).toBe(getModule('antonym').instruction);
      expect(await box.getAttribute('placeholder')).toBe(quizTexts[which.language].translitHint);
      await look(page, which, 'quiz-question');
      await page.getByRole('button', { name: says('उत्तर दें', 'Submit') }).click();
      await page.locator('.feedback--wrong').waitFor();
      expect(await page.locator('.feedback__text').textContent()).toContain(
        says('❌ गलत। सही उत्तर: ', '❌ Incorrect. Correct answer: '),
      );
      await page
        .getByText(says('यह आज का आपका अंतिम प्रश्न है।', 'This is your last question for today.'))
        .waitFor();
      await look(page, which, 'quiz-last-question');
      await offerInstall(page);
      await box.fill('');
      await box.pressSequentially('फिर गलत');
      await page.getByRole('button', { name: says('उत्तर दें', 'Submit') }).click();
      await page
        .getByText(
          says(
            'आज के लिए बस इतना ही! कल फिर आइए — और सीखिए, और आनंद लीजिए।',
            "That's All for today! Come back tomorrow for more learning and fun",
          ),
        )
        .waitFor();
      await page.locator('.install').waitFor();
      await look(page, which, 'quiz-results', [
        'Question',
        'Your Answer',
        'Correct Answer',
        'Correct/Incorrect',
      ]);
      // Not now: never again on this phone.
      await page.getByRole('button', { name: says('अभी नहीं', 'Not now') }).click();
      expect(await page.locator('.install').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('sopan:installDismissed'))).toBe('1');

      await page.goto(`${server.url}/review`);
      await page.locator('.review__module').waitFor();
      await look(page, which, 'review');

      await page.goto(`${server.url}/user-journey`);
      await page.locator('.journey-calendar').waitFor();
      const month = new Date().toLocaleDateString(hi ? 'hi-IN' : 'en-IN', { month: 'long' });
      await page.locator('.react-calendar__navigation__label').filter({ hasText: month }).waitFor();
      await look(page, which, 'journey');
      await page.locator('.react-calendar__tile.has-progress').first().click();
      await page.getByRole('button', { name: says('कैलेंडर पर लौटें', 'Back to Calendar') }).waitFor();
      await look(page, which, 'journey-day', ['Back to Calendar']);

      await page.goto(`${server.url}/profile`);
      await page.locator('.profile__name').waitFor();
      await page.locator('.session-item').first().waitFor();
      await look(page, which, 'profile', ['My Journey', 'Logout', 'Edit']);

      // A choice module: the options lettered as the language's exam papers print them.
      await page.goto(`${server.url}${getModule('mcq').route}`);
      await page.getByRole('button', { name: says('अभ्यास शुरू करें', 'Start Quiz') }).click();
      await page.locator('.choice__letter').first().waitFor();
      const letters = await page.locator('.choice__letter').allInnerTexts();
      expect(letters).toEqual(optionLetters[which.language].slice(0, letters.length));
      await look(page, which, 'quiz-choice');
    }, 60_000);

    it(`${which.language} + ${which.theme}: the admin screens`, async () => {
      const { page, context } = await phone(which);
      await logIn(context, (await account(which, { admin: true })).cookie);
      for (const [path, name, spec] of [
        ['/admin', 'admin', ['Settings', 'Users']],
        ['/admin/antonym-entry', 'admin-entry', ['Add Antonyms', 'Add Question']],
        ['/admin/mcq', 'admin-manage', ['MCQ Questions']],
        ['/admin/questions/antonym', 'admin-list', []],
        ['/admin/settings', 'admin-settings', []],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await page.locator('h1').first().waitFor();
        // A screen may load in parts (the dashboard's counts and its reports): wait for all.
        await page.waitForFunction(() => !document.querySelector('.loader'));
        await look(page, which, name, [...spec]);
      }
      await page.goto(`${server.url}/admin/users`);
      await page.locator('.user-item').first().waitFor();
      await look(page, which, 'admin-users');
      // A form's own check, in the interface language.
      await page.goto(`${server.url}/admin/antonym-entry`);
      await page.getByRole('button', { name: says('प्रश्न जोड़ें', 'Add Question') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: says('कृपया दोनों जानकारी भरें', 'Please fill both fields') })
        .first()
        .waitFor();
    });
  }

  it('a first visit asks for the language, the browser’s on; the choice stays; the profile switches language and theme', async () => {
    const { page, context } = await phone({ language: 'hi', theme: 'light' }, { language: null });
    await page.goto(server.url);
    const chooser = page.getByRole('region', { name: 'अपनी भाषा चुनें' });
    await chooser.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await englishOnHindiScreen(page)).toEqual([]);
    await checkScreen(page, 'look-first-visit-chooser');
    await chooser.getByRole('button', { name: 'English' }).click();
    await page.getByText('Structured for Success!').waitFor();
    expect(await chooser.count()).toBe(0);
    await page.reload();
    await page.getByText('Structured for Success!').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
      'en',
      'Sopan — सोपान',
    ]);
    expect(await page.getByRole('region', { name: 'Choose your language' }).count()).toBe(0);

    // Logged in, the account's language is the interface's; the profile changes both.
    const user = await account({ language: 'en', theme: 'light' });
    await logIn(context, user.cookie);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('radio', { name: 'हिंदी' }).check();
    await page.getByRole('heading', { name: 'भाषा और रूप' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { cookie: `${user.cookie.name}=${user.cookie.value}` },
    });
    expect(((await me.json()) as { language: string }).language).toBe('hi');
    await page.getByRole('radio', { name: 'गहरा' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await checkScreen(page, 'look-profile-switched');

    // Before the first paint: with the app's code held back, the page is already dark and Hindi.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/about`);
    expect(
      await page.evaluate(() => [
        document.documentElement.dataset.theme,
        document.documentElement.lang,
        getComputedStyle(document.body).backgroundColor,
      ]),
    ).toEqual(['dark', 'hi', 'rgb(20, 17, 14)']);
    await page.unroute(/\/assets\/.*\.js$/);
  });

  it('offline: a banner, the learner still themselves on home, and a round that says it needs a connection', async () => {
    const which: Look = { language: 'hi', theme: 'dark' };
    const { page, context } = await phone(which, { serviceWorkers: 'allow' });
    await logIn(context, (await account(which)).cookie);
    await page.goto(server.url);
    await page.getByText('नमस्ते').first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.getByText(', आशा!', { exact: false }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByText(', आशा!', { exact: false }).waitFor();
    await page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' }).waitFor();
    expect(await page.getByRole('link', { name: 'लॉग इन करें' }).count()).toBe(0);
    await look(page, which, 'offline-home');

    await page.locator('a.tile[href="/antonyms"]').click();
    await page.getByRole('button', { name: 'अभ्यास शुरू करें' }).click();
    await page.getByText('अगला प्रश्न पाने के लिए इंटरनेट कनेक्शन चाहिए।', { exact: false }).waitFor();
    await look(page, which, 'offline-quiz');

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'फिर प्रयास करें' }).click();
    const box = page.getByLabel('विलोम शब्द', { exact: true });
    await box.waitFor();
    await box.pressSequentially('उत्तर');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'उत्तर दें' }).click();
    await page.getByRole('alert').filter({ hasText: 'उत्तर भेजने के लिए इंटरनेट कनेक्शन चाहिए।' }).waitFor();
    await context.setOffline(false);
  });
});
