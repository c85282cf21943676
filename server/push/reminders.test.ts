/**
 * Issue 21 (docs/product.md §13): reminders by Web Push, received by a real push service on
 * loopback (tests/helpers/push-receiver.ts) that checks the VAPID signature and decrypts the
 * message as a browser does — on PGlite and PostgreSQL, with the sender ticked on a fake clock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getModule } from '../../shared/modules';
import { describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { type PushReceiver, startPushReceiver } from '../../tests/helpers/push-receiver';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { buildApp } from '../app';
import { openPostgres, queryRows } from '../db/client';
import { addDays, localDay } from '../quiz/day';
import { insertQuestions } from '../quiz/questions';

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

const TZ = 'Asia/Kolkata';
/** A moment of a day (YYYY-MM-DD) at HH:MM in India. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const today = () => localDay(TZ, new Date());

type Json = Record<string, unknown>;

async function learnerWithDevice(t: TestApp, language: 'hi' | 'en' = 'en', time = '19:00') {
  const learner = await loggedInUser(t, { language });
  const device = receiver.device();
  expect((await learner.client.post('/api/push/subscriptions', device.subscription)).status).toBe(201);
  const put = await learner.client.put('/api/me/reminder', { enabled: true, time });
  expect(put.body).toEqual({ enabled: true, time, devices: 1, paused: false });
  return { ...learner, device };
}

const messagesTo = (deviceId: string) => receiver.received.filter((r) => r.device === deviceId);

async function practised(t: TestApp, userId: string, day: string, answered: number) {
  await t.database.db.execute(sql`insert into daily_activity (user_id, day, answered, correct)
    values (${userId}, ${day}, ${answered}, ${answered})
    on conflict (user_id, day) do update set answered = excluded.answered`);
}

describeEachDriver(
  'reminders',
  (t) => {
    it('gives one VAPID public key, kept in the database', async () => {
      const first = await t().app.inject({ method: 'GET', url: '/api/push/key' });
      expect(first.statusCode).toBe(200);
      const { publicKey } = first.json() as { publicKey: string };
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      const [row] = await queryRows<{ public_key: string }>(
        t().database.db,
        sql`select public_key from server_keys`,
      );
      expect(row?.public_key).toBe(publicKey);
    });

    it('stores a device, refuses endpoints outside the push services, and removes one', async () => {
      const learner = await loggedInUser(t());
      const device = receiver.device();
      const port = new URL(receiver.origin).port;
      const refused = [
        'https://evil.example/push/x',
        'https://10.0.0.5/push/x',
        'https://169.254.169.254/latest/meta-data',
        'https://[fe80::1]/push/x',
        `http://127.0.0.1:${port}/push/x`,
        `https://127.0.0.1:${Number(port) + 1}/push/x`,
        `https://user:pw@127.0.0.1:${port}/push/x`,
      ];
      for (const endpoint of refused) {
        const res = await learner.client.post<Json>('/api/push/subscriptions', {
          ...device.subscription,
          endpoint,
        });
        expect(res.status, endpoint).toBe(400);
        expect(res.body.message).toMatch(/push service/);
      }
      for (const keys of [
        { p256dh: 'short', auth: device.subscription.keys.auth },
        { p256dh: device.subscription.keys.p256dh, auth: 'not base64url!' },
        { p256dh: device.subscription.keys.p256dh },
      ]) {
        const res = await learner.client.post('/api/push/subscriptions', { endpoint: device.endpoint, keys });
        expect(res.status).toBe(400);
      }
      expect((await learner.client.get<Json>('/api/me/reminder')).body.devices).toBe(0);
      expect((await learner.client.post('/api/push/subscriptions', device.subscription)).body).toEqual({
        devices: 1,
      });
      // The same device again, and then signed in to another account: it moves, never doubles.
      await learner.client.post('/api/push/subscriptions', device.subscription);
      const other = await loggedInUser(t());
      await other.client.post('/api/push/subscriptions', device.subscription);
      expect((await learner.client.get<Json>('/api/me/reminder')).body.devices).toBe(0);
      expect((await other.client.get<Json>('/api/me/reminder')).body.devices).toBe(1);
      const removed = await other.client.delete('/api/push/subscriptions', { endpoint: device.endpoint });
      expect(removed.body).toEqual({ devices: 0 });
      const anonymous = await t().app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: device.subscription,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('offers the usual time, refuses a bad one and keeps what was set', async () => {
      const learner = await loggedInUser(t());
      expect((await learner.client.get('/api/me/reminder')).body).toEqual({
        enabled: false,
        time: '19:00',
        devices: 0,
        paused: false,
      });
      for (const body of [
        { enabled: true, time: '25:00' },
        { enabled: true, time: '7:5' },
        { time: '07:30' },
      ])
        expect((await learner.client.put('/api/me/reminder', body)).status).toBe(400);
      expect((await learner.client.put('/api/me/reminder', { enabled: true, time: '07:30' })).status).toBe(
        200,
      );
      expect((await learner.client.put('/api/me/reminder', { enabled: true, time: '24:00' })).status).toBe(
        400,
      );
      expect((await learner.client.get('/api/me/reminder')).body).toMatchObject({
        enabled: true,
        time: '07:30',
      });
    });

    it('sends one reminder a day at the learner time, in their language, saying what is true', async () => {
      const day = today();
      const hi = await learnerWithDevice(t(), 'hi', '19:00');
      const en = await learnerWithDevice(t(), 'en', '19:00');
      // A three-day streak and three answers today for the English learner, two reviews due by
      // the tick's time (not the real clock's: at 20:00 IST and later, "an hour ago" was not due yet).
      for (const d of [1, 2, 3]) await practised(t(), en.user.id, addDays(day, -d), 10);
      await practised(t(), en.user.id, day, 3);
      const cards = await insertQuestions(t().database.db, getModule('antonym'), [
        quizCases.antonym.row(1),
        quizCases.antonym.row(2),
      ]);
      for (const { id: q } of cards)
        await t().database.db.execute(sql`insert into review_cards (user_id, question_id, module, due, stability, difficulty, state)
          values (${en.user.id}, ${q}, 'antonym', ${at(day, '18:00').toISOString()}::timestamptz, 1, 5, 2)`);

      expect((await t().app.reminders.tick(at(day, '18:59'))).claimed).toBe(0);
      const sent = await t().app.reminders.tick(at(day, '19:00'));
      expect(sent).toMatchObject({ claimed: 2, sent: 2, failed: 0, removed: 0 });
      expect(receiver.errors).toEqual([]);
      const [toHi] = messagesTo(hi.device.id);
      expect(toHi?.payload).toEqual({
        title: 'आज का हिंदी अभ्यास',
        body: 'आज के लक्ष्य के 10 प्रश्न बाकी।',
        url: '/',
      });
      const [toEn] = messagesTo(en.device.id);
      expect(toEn?.payload).toEqual({
        title: '🔥 3-day streak — keep it going',
        body: '7 questions to today’s goal, 2 reviews due.',
        url: '/review',
      });
      expect(toEn?.headers.ttl).toBe('14400');
      expect(toEn?.headers.urgency).toBe('high');
      const key = (await t().app.inject({ method: 'GET', url: '/api/push/key' })).json() as {
        publicKey: string;
      };
      expect(toEn?.vapidKey).toBe(key.publicKey);

      // Later ticks that day send nothing more; the next day at the time, one more each.
      expect((await t().app.reminders.tick(at(day, '19:01'))).claimed).toBe(0);
      expect((await t().app.reminders.tick(at(day, '20:30'))).claimed).toBe(0);
      expect((await t().app.reminders.tick(at(addDays(day, 1), '19:00'))).sent).toBe(2);
      expect(messagesTo(hi.device.id)).toHaveLength(2);
      // Past the sending window (two hours) a missed reminder is not sent at night.
      expect((await t().app.reminders.tick(at(addDays(day, 2), '21:01'))).claimed).toBe(0);
    });

    it('speaks the device language while the account has chosen none', async () => {
      const day = today();
      const { client } = await loggedInUser(t(), { language: null });
      const [english, hindi] = [receiver.device(), receiver.device()];
      // The app sends the language it shows; a client that sends none is judged by its browser.
      await client.post('/api/push/subscriptions', { ...english.subscription, language: 'en' });
      await client.post('/api/push/subscriptions', hindi.subscription, {
        'accept-language': 'hi-IN,hi;q=0.9',
      });
      await client.put('/api/me/reminder', { enabled: true, time: '07:00' });
      expect((await t().app.reminders.tick(at(day, '07:00'))).sent).toBe(2);
      expect(messagesTo(english.id)[0]?.payload).toMatchObject({ title: 'Your Hindi practice for today' });
      expect(messagesTo(hindi.id)[0]?.payload).toMatchObject({ title: 'आज का हिंदी अभ्यास' });
    });

    it('sends none once the goal is met today', async () => {
      const day = today();
      const learner = await learnerWithDevice(t(), 'en', '08:00');
      await practised(t(), learner.user.id, day, 10);
      expect(await t().app.reminders.tick(at(day, '08:00'))).toMatchObject({ claimed: 1, sent: 0 });
      expect(messagesTo(learner.device.id)).toHaveLength(0);
    });

    it('drops a device whose push service answers 410 Gone', async () => {
      const learner = await learnerWithDevice(t(), 'en', '09:00');
      learner.device.status = 410;
      expect(await t().app.reminders.tick(at(today(), '09:00'))).toMatchObject({ sent: 0, removed: 1 });
      expect((await learner.client.get<Json>('/api/me/reminder')).body.devices).toBe(0);
    });

    it('drops a device whose push service answers 404 Not Found too, and keeps one that failed otherwise', async () => {
      const day = today();
      const learner = await learnerWithDevice(t(), 'en', '09:00');
      const [busy, fine] = [receiver.device(), receiver.device()];
      for (const d of [busy, fine])
        expect((await learner.client.post('/api/push/subscriptions', d.subscription)).status).toBe(201);
      learner.device.status = 404;
      busy.status = 503;
      expect(await t().app.reminders.tick(at(day, '09:00'))).toMatchObject({
        claimed: 1,
        sent: 1,
        failed: 1,
        removed: 1,
      });
      expect(receiver.errors).toEqual([]);
      expect((await learner.client.get<Json>('/api/me/reminder')).body.devices).toBe(2);
      const endpoints = await queryRows<{ endpoint: string }>(
        t().database.db,
        sql`select endpoint from push_subscriptions where user_id = ${learner.user.id} order by endpoint`,
      );
      expect(endpoints.map((r) => r.endpoint)).toEqual([busy.endpoint, fine.endpoint].sort());
      // The next day the dropped device is not posted to; the one that failed is, and now receives.
      busy.status = 201;
      expect(await t().app.reminders.tick(at(addDays(day, 1), '09:00'))).toMatchObject({
        sent: 2,
        removed: 0,
      });
      expect(messagesTo(learner.device.id)).toHaveLength(1);
      expect(messagesTo(busy.id)).toHaveLength(2);
      expect(messagesTo(fine.id)).toHaveLength(2);
    });

    it('words each text as the catalogue does: singulars, a streak past the horizon as 100+, in English and Hindi', async () => {
      const day = today();
      const cards = await insertQuestions(t().database.db, getModule('antonym'), [
        quizCases.antonym.row(1),
        quizCases.antonym.row(2),
      ]);
      const reviewsDue = async (userId: string, n: number) => {
        for (const { id: q } of cards.slice(0, n))
          await t().database.db.execute(sql`insert into review_cards (user_id, question_id, module, due, stability, difficulty, state)
            values (${userId}, ${q}, 'antonym', ${at(day, '07:00').toISOString()}::timestamptz, 1, 5, 2)`);
      };
      /** The goal (10) reached on each of the `n` days before today. */
      const streakOf = (userId: string, n: number) =>
        t().database.db.execute(sql`insert into daily_activity (user_id, day, answered, correct)
          select ${userId}, d::date, 10, 10 from generate_series(${addDays(day, -n)}::date, ${addDays(day, -1)}::date, interval '1 day') d`);
      // A one-day streak, one question left, one review due.
      const oneEn = await learnerWithDevice(t(), 'en', '08:00');
      const oneHi = await learnerWithDevice(t(), 'hi', '08:00');
      for (const l of [oneEn, oneHi]) {
        await streakOf(l.user.id, 1);
        await practised(t(), l.user.id, day, 9);
        await reviewsDue(l.user.id, 1);
      }
      // 150 days in a row, counted back 100 days: "100+"; two reviews due, nothing answered today.
      const longEn = await learnerWithDevice(t(), 'en', '08:00');
      const longHi = await learnerWithDevice(t(), 'hi', '08:00');
      for (const l of [longEn, longHi]) {
        await streakOf(l.user.id, 150);
        await reviewsDue(l.user.id, 2);
      }
      // 99 days is within the horizon: the number itself; no reviews, so it opens home.
      const shortOfIt = await learnerWithDevice(t(), 'en', '08:00');
      await streakOf(shortOfIt.user.id, 99);

      expect(await t().app.reminders.tick(at(day, '08:00'))).toMatchObject({ claimed: 5, sent: 5 });
      expect(receiver.errors).toEqual([]);
      const payload = (l: { device: { id: string } }) => messagesTo(l.device.id)[0]?.payload;
      expect(payload(oneEn)).toEqual({
        title: '🔥 1-day streak — keep it going',
        body: '1 question to today’s goal, 1 review due.',
        url: '/review',
      });
      expect(payload(oneHi)).toEqual({
        title: '🔥 1 दिन का सिलसिला — आज भी जारी रखें',
        body: 'आज के लक्ष्य के 1 प्रश्न बाकी, 1 दोहराना है।',
        url: '/review',
      });
      expect(payload(longEn)).toEqual({
        title: '🔥 100+-day streak — keep it going',
        body: '10 questions to today’s goal, 2 reviews due.',
        url: '/review',
      });
      expect(payload(longHi)).toEqual({
        title: '🔥 100+ दिन का सिलसिला — आज भी जारी रखें',
        body: 'आज के लक्ष्य के 10 प्रश्न बाकी, 2 दोहराने हैं।',
        url: '/review',
      });
      expect(payload(shortOfIt)).toEqual({
        title: '🔥 99-day streak — keep it going',
        body: '10 questions to today’s goal.',
        url: '/',
      });
    });

    it('speaks Hindi when neither the account nor the device names a language; the account’s choice wins over the device’s', async () => {
      const day = today();
      const { client } = await loggedInUser(t(), { language: null });
      const [unnamed, older, english] = [receiver.device(), receiver.device(), receiver.device()];
      // No language in the body and no Accept-Language (a client that names none).
      expect((await client.post('/api/push/subscriptions', unnamed.subscription)).status).toBe(201);
      // A device stored before subscriptions kept their language (migration 0018) has none.
      await client.post('/api/push/subscriptions', { ...older.subscription, language: 'en' });
      await t().database.db.execute(
        sql`update push_subscriptions set language = null where endpoint = ${older.endpoint}`,
      );
      await client.post('/api/push/subscriptions', { ...english.subscription, language: 'en' });
      await client.put('/api/me/reminder', { enabled: true, time: '07:00' });
      const hindi = { title: 'आज का हिंदी अभ्यास', body: 'आज के लक्ष्य के 10 प्रश्न बाकी।', url: '/' };
      const inEnglish = {
        title: 'Your Hindi practice for today',
        body: '10 questions to today’s goal.',
        url: '/',
      };

      expect((await t().app.reminders.tick(at(day, '07:00'))).sent).toBe(3);
      expect([unnamed, older, english].map((d) => messagesTo(d.id)[0]?.payload)).toEqual([
        hindi,
        hindi,
        inEnglish,
      ]);
      // The learner chooses a language in the profile: every device speaks it from the next reminder.
      expect((await client.put('/api/auth/me', { language: 'en' })).status).toBe(200);
      expect((await t().app.reminders.tick(at(addDays(day, 1), '07:00'))).sent).toBe(3);
      expect([unnamed, older, english].map((d) => messagesTo(d.id)[1]?.payload)).toEqual([
        inEnglish,
        inEnglish,
        inEnglish,
      ]);
      expect((await client.put('/api/auth/me', { language: 'hi' })).status).toBe(200);
      expect((await t().app.reminders.tick(at(addDays(day, 2), '07:00'))).sent).toBe(3);
      expect([unnamed, older, english].map((d) => messagesTo(d.id)[2]?.payload)).toEqual([
        hindi,
        hindi,
        hindi,
      ]);
    });

    it('pauses after five reminded days in a row without practice, until turned on again', async () => {
      const start = today();
      const learner = await learnerWithDevice(t(), 'en', '10:00');
      for (let d = 0; d < 5; d++)
        expect((await t().app.reminders.tick(at(addDays(start, d), '10:00'))).sent, `day ${d}`).toBe(1);
      expect(await t().app.reminders.tick(at(addDays(start, 5), '10:00'))).toMatchObject({
        claimed: 1,
        sent: 0,
      });
      expect((await learner.client.get<Json>('/api/me/reminder')).body.paused).toBe(true);
      expect((await t().app.reminders.tick(at(addDays(start, 6), '10:00'))).claimed).toBe(0);
      expect(messagesTo(learner.device.id)).toHaveLength(5);

      const again = await learner.client.put<Json>('/api/me/reminder', { enabled: true, time: '10:00' });
      expect(again.body.paused).toBe(false);
      expect((await t().app.reminders.tick(at(addDays(start, 7), '10:00'))).sent).toBe(1);
    });

    it('counts practice after a reminder: four ignored, then practice, and the count starts again', async () => {
      const start = today();
      const learner = await learnerWithDevice(t(), 'en', '11:00');
      for (let d = 0; d < 4; d++) await t().app.reminders.tick(at(addDays(start, d), '11:00'));
      await practised(t(), learner.user.id, addDays(start, 3), 2);
      for (let d = 4; d < 9; d++)
        expect((await t().app.reminders.tick(at(addDays(start, d), '11:00'))).sent, `day ${d}`).toBe(1);
      expect((await t().app.reminders.tick(at(addDays(start, 9), '11:00'))).sent).toBe(0);
    });

    it('lists the reminder and its devices in the export; erasure removes both', async () => {
      const learner = await learnerWithDevice(t(), 'en', '06:45');
      const data = (await learner.client.get<Json>('/api/auth/me/export')).body;
      expect(data.reminder).toEqual([{ enabled: true, time: '06:45', paused: false, lastSent: null }]);
      expect(data.reminderDevices).toEqual([
        { pushService: new URL(receiver.origin).host, since: expect.any(String) },
      ]);
      expect(JSON.stringify(data)).not.toContain(learner.device.subscription.keys.auth);
      expect(
        (await learner.client.delete('/api/auth/me', { password: 'correct horse battery' })).status,
      ).toBe(200);
      for (const table of ['reminders', 'push_subscriptions'])
        expect(
          await queryRows(
            t().database.db,
            sql`select 1 from ${sql.identifier(table)} where user_id = ${learner.user.id}`,
          ),
          table,
        ).toEqual([]);
    });

    it('sends each learner one reminder on two instances ticking at once (PostgreSQL)', async (ctx) => {
      if (t().driver !== 'postgres') return ctx.skip();
      const database = openPostgres(t().database.url!, 5);
      const second = await buildApp({ env: t().env, database, logger: false });
      try {
        const learners = [];
        for (let i = 0; i < 30; i++) learners.push(await learnerWithDevice(t(), 'en', '12:00'));
        const moment = at(today(), '12:00');
        const results = await Promise.all([
          t().app.reminders.tick(moment),
          second.reminders.tick(moment),
          t().app.reminders.tick(moment),
          second.reminders.tick(moment),
        ]);
        expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30);
        for (const l of learners) expect(messagesTo(l.device.id)).toHaveLength(1);
      } finally {
        await second.close();
        await database.close();
      }
    });
  },
  () => ({ PUSH_SERVICES: receiver.origin }),
);
