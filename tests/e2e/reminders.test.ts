import { sql } from 'drizzle-orm';
import type { Browser, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindersTexts } from '../../app/i18n/catalogue/reminders';
import { agent } from '../helpers/app';
import {
  checkScreen,
  englishOnHindiScreen,
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
// The push service this server accepts endpoints of (nothing is sent to it here).
const PUSH_SERVICE = 'https://push.test.invalid';

/** The card on screen, as a phone shows it: the viewport, the card scrolled into it. */
async function shoot(page: Page, name: string) {
  await page.getByRole('region', { name: /Daily reminder|रोज़ का अनुस्मारक/ }).scrollIntoViewIfNeeded();
  await screenshot(page, `reminders-${name}`);
}

/** The page's service worker registration's notifications, as the page sees them. */
const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );

/**
 * A tap on the shown notification: no protocol clicks one, so the worker itself gets a
 * NotificationEvent made with the real notification (from getNotifications) and dispatched to
 * its own listeners, the ones sw-reminders.js registered. A made event is not trusted: the
 * browser would refuse its waitUntil, so this one instance's waitUntil collects the promise
 * instead, and focus() is refused (it needs a real tap); navigate() needs no tap, and is real.
 */
async function tapNotification(worker: Worker): Promise<{ handled: number; results: string[] }> {
  return worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
    };
    const [shown] = await scope.registration.getNotifications();
    const Made = (globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event })
      .NotificationEvent;
    const event = new Made('notificationclick', { notification: shown });
    const extended: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => extended.push(p) });
    scope.dispatchEvent(event);
    const settled = await Promise.allSettled(extended);
    return {
      handled: extended.length,
      results: settled.map((s) => (s.status === 'fulfilled' ? 'done' : String(s.reason))),
    };
  });
}

/** Issue 21 on phones: the profile's switch, and the service worker's push and notificationclick. */
describe.skipIf(!hasChromium)('reminders on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ PUSH_SERVICES: PUSH_SERVICE }), launch()]);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  for (const language of ['en', 'hi'] as const) {
    const t = remindersTexts[language];

    it(`${language}: the switch asks on the tap; on, off, resting; the worker shows a push and a tap opens its page`, async () => {
      const learner = await server.user({ firstName: language === 'hi' ? 'आशा' : 'Asha', language });
      const learnerApi = agent(server.t.app, learner.cookie.value);
      const p = await openPhone(browser, phones.pixel, { language, serviceWorkers: 'allow' });
      opened.push(p);
      const { page, context } = p;
      await context.grantPermissions(['notifications'], { origin: server.url });
      await logIn(context, learner.cookie);
      await page.goto(`${server.url}/profile`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);

      const card = page.getByRole('region', { name: t.title });
      const toggle = card.getByRole('switch', { name: t.remind });
      await card.getByText(t.off).waitFor();
      expect(await toggle.isChecked()).toBe(false);
      expect(await card.getByLabel(t.time).inputValue()).toBe('19:00');
      await shoot(page, `profile-off-${language}`);
      if (language === 'hi') expect(await englishOnHindiScreen(page)).toEqual([]);

      // The tap: permission (granted by this browser context) and the worker's pushManager. A
      // Playwright context is a private profile, where Chromium refuses push subscriptions
      // ("permission denied"; a normal profile would reach Google's push service, not here).
      await toggle.click();
      await card.getByRole('alert').getByText(t.failed).waitFor();
      expect(await page.evaluate(() => Notification.permission)).toBe('granted');
      expect(await toggle.isChecked()).toBe(false);
      expect((await learnerApi.get('/api/me/reminder')).body).toMatchObject({ enabled: false, devices: 0 });

      // A device held (as a phone with push stores it), the reminder on: what the card shows.
      const device = await learnerApi.post('/api/push/subscriptions', {
        endpoint: `${PUSH_SERVICE}/send/${language}`,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      });
      expect(device.status).toBe(201);
      await learnerApi.put('/api/me/reminder', { enabled: true, time: '07:30' });
      await page.reload();
      await card.getByText(t.on(1)).waitFor();
      expect(await toggle.isChecked()).toBe(true);
      expect(await card.getByLabel(t.time).inputValue()).toBe('07:30');
      await checkScreen(page, `reminders-on-${language}`);
      await shoot(page, `profile-on-${language}`);

      // A new time is saved at once; off is saved, and the device stays.
      await card.getByLabel(t.time).fill('06:45');
      await page.waitForFunction(
        async () => (await (await fetch('/api/me/reminder')).json()).time === '06:45',
      );
      await toggle.click();
      await card.getByText(t.off).waitFor();
      expect((await learnerApi.get('/api/me/reminder')).body).toMatchObject({
        enabled: false,
        time: '06:45',
        devices: 1,
      });

      // Resting after days without practice (the sender's pause), then one tap to resume.
      await learnerApi.put('/api/me/reminder', { enabled: true, time: '06:45' });
      await server.t.database.db.execute(
        sql`update reminders set paused = true where user_id = ${learner.id}`,
      );
      await page.reload();
      await card.getByRole('heading', { name: t.pausedTitle }).waitFor();
      await shoot(page, `profile-paused-${language}`);
      await card.getByRole('button', { name: t.resume }).click();
      await card.getByText(t.on(1)).waitFor();
      expect((await learnerApi.get('/api/me/reminder')).body).toMatchObject({ enabled: true, paused: false });

      // The worker: a push delivered through the DevTools protocol, as a push service would.
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.length).toBeGreaterThan(0);
      const push = (payload: object) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin: `${server.url}/`,
          registrationId: registrations[0]!.registrationId,
          data: JSON.stringify(payload),
        });
      const title =
        language === 'hi' ? '🔥 7 दिन का सिलसिला — आज भी जारी रखें' : '🔥 7-day streak — keep it going';
      const body = language === 'hi' ? 'आज के लक्ष्य के 10 प्रश्न बाकी।' : '10 questions to today’s goal.';
      await push({ title, body, url: '/user-journey' });
      await expect
        .poll(() => notifications(page))
        .toEqual([{ title, body, tag: 'daily-reminder', data: { url: '/user-journey' } }]);
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      expect(worker.url()).toBe(`${server.url}/sw.js`);

      const tapped = await tapNotification(worker);
      expect(tapped.handled).toBe(1);
      expect(tapped.results).toEqual(['done']);
      await page.waitForURL(`${server.url}/user-journey`);
      expect(await notifications(page)).toEqual([]);

      // A url elsewhere is never followed: the tap goes home. The next reminder replaces, never piles up.
      await push({ title, body, url: 'https://elsewhere.example/phish' });
      await push({ title, body: `${body} 2`, url: 'https://elsewhere.example/phish' });
      await expect.poll(async () => (await notifications(page)).map((n) => n.body)).toEqual([`${body} 2`]);
      await tapNotification(worker);
      await page.waitForURL(`${server.url}/`);
    });
  }
});
