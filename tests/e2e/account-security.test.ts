/**
 * Issue 14, the accounts half, on a phone: the strength rule with its reason at sign-up, the
 * privacy notice, change password, the sessions list, the data download, deletion with the
 * password, and an admin's two-step login from setup to the code at login.
 */
import fs from 'node:fs';
import { generate } from 'otplib';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityTexts as catalogue } from '../../app/i18n/catalogue/security';

const securityTexts = catalogue.en;

import { checkScreen, hasChromium, launch, logIn, openPhone, type Phone, phones } from './support/browser';
import { type E2eServer, startServer } from './support/server';

let server: E2eServer;
let browser: Browser;
const opened: Phone[] = [];

async function phone(device: BrowserContextOptions = phones.pixel, options: BrowserContextOptions = {}) {
  const p = await openPhone(browser, device, options);
  opened.push(p);
  return p;
}

const STRONG = 'correct horse battery';

describe.skipIf(!hasChromium)('account security, on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  it('refuses a short or guessable password at sign-up with the reason, and links the privacy notice', async () => {
    const { page } = await phone();
    const email = `kiran.${Date.now()}@example.com`;
    await page.goto(`${server.url}/register`);
    await page.getByRole('link', { name: 'privacy notice' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(await server.sink.codeFor(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByLabel('First name').fill('Kiran');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Phone').fill('9876543210');
    for (const weak of ['password', '12345678']) {
      await page.getByLabel('Password', { exact: true }).fill(weak);
      await page.getByLabel('Confirm password').fill(weak);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('alert').filter({ hasText: 'Password must be at least 12 characters.' }).waitFor();
    }
    await page.getByLabel('Password', { exact: true }).fill('password1234');
    await page.getByLabel('Confirm password').fill('password1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'This password is too easy to guess.' }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, 'signup-weak-password');
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByLabel('Confirm password').fill(STRONG);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/home`);

    await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { name: 'Privacy notice' }).waitFor();
    await page.getByText('Download my data', { exact: false }).first().waitFor();
    await checkScreen(page, 'privacy');
  });

  it('changes the password, lists the sessions and ends another device’s', async () => {
    const user = await server.user({ password: STRONG });
    const other = await phone(phones.iphone);
    await other.page.goto(`${server.url}/login`);
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.getByLabel('Email').fill(user.email);
    await other.page.getByLabel('Password').fill(STRONG);
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.waitForURL(`${server.url}/`);

    const { context, page } = await phone();
    await logIn(context, user.cookie);
    await page.goto(`${server.url}/profile`);
    const sessions = page.locator('.session-item');
    await sessions.nth(1).waitFor();
    expect(await sessions.count()).toBe(2);
    await page.getByText('Safari on iPhone or iPad').waitFor();
    await checkScreen(page, 'profile-security');

    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('violet kettle orbit 42');
    await page.getByLabel('Confirm new password').fill('violet kettle orbit 42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your current password is not right.' }).waitFor();
    await page.getByLabel('Current password').fill(STRONG);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').first().waitFor();
    const notice = await server.sink.nextMail(user.email, 0);
    expect(notice.subject).toMatch(/password was changed/i);

    // The change logged the other phone out; a new login from it shows up, and is ended here.
    await other.page.goto(`${server.url}/profile`);
    await other.page.waitForURL(`${server.url}/login`);
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.getByLabel('Email').fill(user.email);
    await other.page.getByLabel('Password').fill('violet kettle orbit 42');
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.waitForURL(`${server.url}/profile`);
    await page.reload();
    await sessions.nth(1).waitFor();
    await page.getByRole('button', { name: 'End the session on Safari on iPhone or iPad' }).click();
    await page.getByText('That session has ended.').first().waitFor();
    expect(await sessions.count()).toBe(1);
    await other.page.reload();
    await other.page.waitForURL(`${server.url}/login`);
  });

  it('downloads the learner’s data and deletes the account after the password is typed', async () => {
    const user = await server.user({ password: STRONG });
    const { context, page } = await phone();
    await logIn(context, user.cookie);
    await page.goto(`${server.url}/profile`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sopan-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      profile: { email: string };
      sessions: unknown[];
    };
    expect(data.profile.email).toBe(user.email);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/argon2|Hash/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText(securityTexts.deleteWarning).waitFor();
    await checkScreen(page, 'profile-delete-confirm');
    await page.getByLabel(securityTexts.deletePassword).fill('not my password');
    await page.getByRole('button', { name: 'Delete for ever' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your current password is not right.' }).waitFor();
    await page.getByLabel(securityTexts.deletePassword).fill(STRONG);
    await page.getByRole('button', { name: 'Delete for ever' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Your account and your progress have been deleted.').first().waitFor();
    await page.goto(`${server.url}/profile`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(STRONG);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
  });

  it('an admin turns on two-step login, and the next login asks for the code', async () => {
    const admin = await server.user({ admin: true, password: STRONG });
    const { context, page } = await phone();
    await logIn(context, admin.cookie);
    await page.goto(`${server.url}/profile`);
    await page.getByText(securityTexts.totpOff).waitFor();
    await page.getByRole('button', { name: 'Set up two-step login' }).click();
    const key = (await page.locator('.totp-setup__key').textContent())!.replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.locator('.totp-setup__link').textContent()).toContain(`secret=${key}`);
    await page.getByRole('img', { name: securityTexts.totpQrAlt }).waitFor();
    await checkScreen(page, 'profile-totp-setup');
    await page.getByLabel('6-digit code').fill(await generate({ secret: key }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText(securityTexts.totpOn).waitFor();

    const fresh = await phone(phones.iphone);
    await fresh.page.goto(`${server.url}/login`);
    await fresh.page.getByRole('button', { name: 'Login' }).click();
    await fresh.page.getByLabel('Email').fill(admin.email);
    await fresh.page.getByLabel('Password').fill(STRONG);
    await fresh.page.getByRole('button', { name: 'Login' }).click();
    await fresh.page.getByRole('heading', { name: 'Two-step login' }).waitFor();
    expect((await fresh.context.cookies()).map((c) => c.name)).not.toContain('sopan_session');
    await checkScreen(fresh.page, 'login-totp');
    const current = await generate({ secret: key });
    await fresh.page
      .getByLabel('6-digit code')
      .fill(String((Number(current) + 1) % 1_000_000).padStart(6, '0'));
    await fresh.page.getByRole('button', { name: 'Verify' }).click();
    await fresh.page.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
    // The next time step's code: the one that turned it on is spent.
    const next = await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 });
    await fresh.page.getByLabel('6-digit code').fill(next);
    await fresh.page.getByRole('button', { name: 'Verify' }).click();
    await fresh.page.waitForURL(`${server.url}/`);
    await fresh.page.getByText('Login successful!').first().waitFor();
    expect((await fresh.context.cookies()).map((c) => c.name)).toContain('sopan_session');
  });
});
