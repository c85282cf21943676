import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const opened: Phone[] = [];

async function phone(device: BrowserContextOptions = phones.pixel, options: BrowserContextOptions = {}) {
  const p = await openPhone(browser, device, options);
  opened.push(p);
  return p;
}

describe.skipIf(!hasChromium)('accounts, on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    await server.seed('sandhi', 2);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  it('shows Mobile Only on a desktop browser, and re-checks when a phone window is resized', async () => {
    const desktop = await phone({ viewport: { width: 1280, height: 800 } });
    await desktop.page.goto(server.url);
    await desktop.page.getByRole('heading', { name: 'Mobile Only' }).waitFor();
    expect(await desktop.page.getByText('Structured for Success!').count()).toBe(0);
    await screenshot(desktop.page, 'mobile-only-desktop');

    const { page } = await phone(phones.iphone);
    await page.goto(server.url);
    await page.getByText('Structured for Success!').waitFor();
    await checkScreen(page, 'home-visitor');
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.getByRole('heading', { name: 'Mobile Only' }).waitFor();
    await page.setViewportSize({ width: 390, height: 664 });
    await page.getByText('Structured for Success!').waitFor();
  });

  it('signs up with the code e-mailed to a real SMTP server and lands on /home', async () => {
    const { page } = await phone();
    const email = `seema.${Date.now()}@example.com`;
    await page.goto(`${server.url}/login`);
    await page.getByText('Structured for Success!').waitFor();
    await checkScreen(page, 'login-choice');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Already have an account?').waitFor();
    await checkScreen(page, 'signup-1-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('Email is required.');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(`${server.url}/register`);
    await page.getByText('Code sent to your email.').waitFor();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await checkScreen(page, 'signup-2-code');
    const code = await server.sink.codeFor(email);
    await page.getByLabel('Code', { exact: true }).pressSequentially(`${code}99`);
    expect(await page.getByLabel('Code', { exact: true }).inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Code verified').waitFor();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await checkScreen(page, 'signup-3-details');
    await page.getByLabel('First name').fill('सीमा');
    await page.getByLabel('Last name').fill('Verma');
    // The box keeps what a phone number is written with (shared/phone.ts), nothing else.
    await page.getByLabel('Phone').pressSequentially('98765-43210x');
    expect(await page.getByLabel('Phone').inputValue()).toBe('98765-43210');
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm password').fill('a good passw0rd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    expect(await page.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Confirm password').fill('a good password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByText('Signup successful!').waitFor();
    await page.getByText('Your account is ready.').waitFor();
    await checkScreen(page, 'home-after-signup');
  });

  it('sends a visitor from a quiz path to /login and back to it after logging in', async () => {
    const user = await server.user({ password: 'correct horse battery' });
    const { page } = await phone(phones.iphone);
    await page.goto(`${server.url}/sandhi`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('Both fields are required');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('a wrong password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await checkScreen(page, 'login-form-error');
    // Shown once, inline: no toast repeats it.
    expect(await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).count()).toBe(1);
    expect(page.url()).toBe(`${server.url}/login`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/sandhi`);
    await page.getByRole('button', { name: 'Start Quiz' }).waitFor();
  });

  it('shows, edits and restores the profile, and logs out', async () => {
    const user = await server.user();
    const { context, page } = await phone();
    await logIn(context, user.cookie);
    await page.goto(`${server.url}/profile`);
    await page.getByText(user.email).waitFor();
    expect(await page.locator('.avatar').textContent()).toBe('A');
    await checkScreen(page, 'profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('First name').fill('नेहा');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('.avatar').textContent()).toBe('A');
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Asha');
    await page.getByLabel('First name').fill('नेहा');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByLabel('Phone').fill('9123456780');
    await checkScreen(page, 'profile-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByRole('heading', { name: 'नेहा Sharma' }).waitFor();
    expect(await page.locator('.avatar').textContent()).toBe('न');
    await page.reload();
    await page.getByRole('heading', { name: 'नेहा Sharma' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto(`${server.url}/profile`);
    await page.waitForURL(`${server.url}/login`);
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    const user = await server.user({ password: 'an old password' });
    const { page } = await phone(phones.iphone);
    await page.goto(`${server.url}/forgot-password`);
    await checkScreen(page, 'forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this email').waitFor();
    await checkScreen(page, 'forgot-password-sent');
    const mail = await server.sink.nextMail(user.email);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\/\S+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a new password');
    await page.getByLabel('Confirm new password').fill('a different one');
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('Passwords do not match');
    await checkScreen(page, 'reset-password');
    await page.getByLabel('Confirm new password').fill('a new password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset successful. Please log in.').first().waitFor();
    const done = Date.now();
    await page.waitForURL(`${server.url}/login`);
    expect(Date.now() - done).toBeGreaterThan(1500);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('a new password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('shows the about, Hindi help and contact pages, with the configured support contact', async () => {
    const { page } = await phone();
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { name: /About/ }).waitFor();
    await checkScreen(page, 'about');
    await page.locator('footer').getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'सहायता और सामान्य प्रश्न' }).waitFor();
    await page.getByText('प्रो (Pro) सदस्य कैसे बनें?').click();
    await checkScreen(page, 'help');
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('link', { name: server.t.env.SUPPORT_EMAIL }).waitFor();
    await page.getByText(server.t.env.SUPPORT_PHONE).waitFor();
    await checkScreen(page, 'contact');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${server.url}/help`);
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()}`);
  });

  it('installs as a PWA: the service worker serves the app shell offline', async () => {
    const { context, page } = await phone(phones.pixel, { serviceWorkers: 'allow' });
    await page.goto(server.url);
    await page.getByText('Structured for Success!').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const manifest = await page.evaluate(() =>
      document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    );
    expect(manifest).toBe('/manifest.webmanifest');
    // Wait until the worker controls the page, then go offline.
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await context.setOffline(true);
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { name: /About/ }).waitFor();
    // The web fonts were not on the first visit; the worker cached them, so now they load offline.
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family.includes('Noto Sans Devanagari') && f.status === 'loaded'),
    );
    await context.setOffline(false);
  });

  it("keeps the web fonts off a first visit, which shows the phone's own fonts", async () => {
    const { page } = await phone(phones.pixel, { serviceWorkers: 'allow' });
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto(server.url);
    await page.getByText('Structured for Success!').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The page's own requests (the worker's precache fetches after the load are not the page's).
    expect(fonts).toEqual([]);
  });
});
