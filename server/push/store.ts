import { sql } from 'drizzle-orm';
import type { Language } from '../../shared/api/language';
import {
  DEFAULT_REMINDER_TIME,
  MAX_DEVICES,
  minuteOfDay,
  type Reminder,
  type ReminderBody,
  type SubscriptionBody,
  timeOfMinute,
} from '../../shared/api/push';
import { type Db, queryRows } from '../db/client';
import { HttpError } from '../http-errors';
import { localDay } from '../quiz/day';
import { isAllowedEndpoint } from './services';

export const reminderTexts = {
  unknownService: 'Reminders can be sent only through a known push service (an https endpoint).',
};

/** A learner's devices and daily reminder (docs/product.md §13). */
export function createReminderStore(db: Db, options: { timeZone: string; pushServices: readonly string[] }) {
  const devices = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`,
      )
    )[0]!.n;

  /** Stores a device; one already held by another account moves to this one; the oldest beyond the cap goes. */
  async function subscribe(userId: string, body: SubscriptionBody, language: Language): Promise<number> {
    if (!isAllowedEndpoint(body.endpoint, options.pushServices))
      throw new HttpError(400, reminderTexts.unknownService);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, language)
        values (${userId}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}, ${language})
        on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
          auth = excluded.auth, language = excluded.language, created_at = now()`);
      await tx.execute(sql`delete from push_subscriptions where user_id = ${userId} and id not in
        (select id from push_subscriptions where user_id = ${userId} order by created_at desc, id desc limit ${MAX_DEVICES})`);
    });
    return devices(userId);
  }

  async function unsubscribe(userId: string, endpoint: string): Promise<number> {
    await db.execute(
      sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`,
    );
    return devices(userId);
  }

  /** The hour a learner practises most often (last 30 days), as a time to offer before one is set. */
  async function usualTime(userId: string): Promise<string> {
    const [row] = await queryRows<{ hour: number }>(
      db,
      sql`select extract(hour from answered_at at time zone ${options.timeZone})::int as hour
          from attempts where user_id = ${userId} and answered_at > now() - interval '30 days'
          group by 1 order by count(*) desc, 1 limit 1`,
    );
    return row ? timeOfMinute(row.hour * 60) : DEFAULT_REMINDER_TIME;
  }

  async function get(userId: string): Promise<Reminder> {
    const [[row], n] = await Promise.all([
      queryRows<{ enabled: boolean; minute: number; paused: boolean }>(
        db,
        sql`select enabled, minute, paused from reminders where user_id = ${userId}`,
      ),
      devices(userId),
    ]);
    if (!row) return { enabled: false, time: await usualTime(userId), devices: n, paused: false };
    return { enabled: row.enabled, time: timeOfMinute(row.minute), devices: n, paused: row.paused };
  }

  /**
   * Sets the reminder. Turning it on (again) lifts a pause; unless one was already sent today,
   * today is decided afresh at the new time.
   */
  async function put(userId: string, body: ReminderBody, now = new Date()): Promise<Reminder> {
    const day = localDay(options.timeZone, now);
    await db.execute(sql`insert into reminders (user_id, enabled, minute)
      values (${userId}, ${body.enabled}, ${minuteOfDay(body.time)})
      on conflict (user_id) do update set
        enabled = excluded.enabled,
        minute = excluded.minute,
        paused = reminders.paused and not excluded.enabled,
        ignored = case when excluded.enabled then 0 else reminders.ignored end,
        claimed_day = case when reminders.sent_day = ${day} then reminders.claimed_day end,
        updated_at = now()`);
    return get(userId);
  }

  return { subscribe, unsubscribe, get, put };
}
