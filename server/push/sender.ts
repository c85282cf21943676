import https from 'node:https';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Language } from '../../shared/api/language';
import type { Settings } from '../../shared/settings';
import { type Db, queryRows } from '../db/client';
import type { Env } from '../env';
import { streakOf } from '../learning/streak';
import { addDays } from '../quiz/day';
import { claimDue } from './claim';
import { localMinute } from './clock';
import { reminderText } from './texts';
import type { VapidKeys } from './vapid';

/** Learners claimed per statement, and pushes in flight at once. */
const BATCH = 500;
const IN_FLIGHT = 64;
/** A reminder not delivered within this many hours is dropped by the push service: it would be stale. */
const TTL_SECONDS = 4 * 60 * 60;
/** A VAPID token lives 12 hours (the RFC allows 24) and is replaced when less than one is left. */
const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
const TOKEN_REUSE_MARGIN_MS = 60 * 60 * 1000;
/** How far back a streak is counted for the text; a longer one reads "100+". */
const STREAK_HORIZON_DAYS = 100;

export interface TickResult {
  claimed: number;
  sent: number;
  failed: number;
  removed: number;
  /** Milliseconds spent in the claim statements. */
  claimMs: number;
}

interface SenderOptions {
  db: Db;
  env: Env;
  readSettings: () => Promise<Settings>;
  keys: () => Promise<VapidKeys>;
  log: FastifyBaseLogger;
}

/**
 * Sends the day's reminders (docs/product.md §13). Each tick claims the learners whose time has
 * come (server/push/claim.ts), works out what is true of each (streak, questions left, reviews
 * due), and posts one Web Push message to each of their devices through web-push (RFC 8291
 * encryption, RFC 8292 VAPID). A push service's 404 or 410 means the device unsubscribed: its
 * row goes.
 */
export function createReminderSender({ db, env, readSettings, keys, log }: SenderOptions) {
  // One kept-alive TLS connection per push service host instead of a handshake per reminder.
  const agent = new https.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

  async function readFacts(ids: string[], day: string, now: Date) {
    const idList = sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    const from = addDays(day, -STREAK_HORIZON_DAYS);
    const [users, days, due, subs] = await Promise.all([
      queryRows<{ id: string; language: Language | null }>(
        db,
        sql`select id::text as id, language from users where id = any(${idList})`,
      ),
      queryRows<{ user_id: string; day: string; answered: number }>(
        db,
        sql`select user_id::text as user_id, day::text as day, answered + reviewed as answered from daily_activity
            where user_id = any(${idList}) and day >= ${from}::date`,
      ),
      queryRows<{ user_id: string; n: number }>(
        db,
        sql`select c.user_id::text as user_id, count(*)::int as n from review_cards c
            join questions q on q.id = c.question_id
            where c.user_id = any(${idList}) and c.due <= ${now.toISOString()}::timestamptz and q.deleted_at is null
            group by 1`,
      ),
      queryRows<{
        id: number;
        user_id: string;
        endpoint: string;
        p256dh: string;
        auth: string;
        language: Language | null;
      }>(
        db,
        sql`select id, user_id::text as user_id, endpoint, p256dh, auth, language from push_subscriptions
            where user_id = any(${idList})`,
      ),
    ]);
    const byUser = new Map<string, Map<string, number>>();
    for (const d of days) {
      const m = byUser.get(d.user_id) ?? new Map<string, number>();
      m.set(d.day, d.answered);
      byUser.set(d.user_id, m);
    }
    return {
      language: new Map(users.map((u) => [u.id, u.language])),
      days: byUser,
      due: new Map(due.map((d) => [d.user_id, d.n])),
      subs,
    };
  }

  // A VAPID token (RFC 8292) may be used until it expires: one signature per push service for
  // hours instead of one per reminder (signing was the sender's largest cost).
  const tokens = new Map<string, { authorization: string; expires: number }>();
  function authorization(endpoint: string, vapid: VapidKeys): string {
    const audience = new URL(endpoint).origin;
    const held = tokens.get(audience);
    if (held && held.expires - Date.now() > TOKEN_REUSE_MARGIN_MS) return held.authorization;
    const expires = Date.now() + TOKEN_LIFETIME_MS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      env.VAPID_SUBJECT,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(expires / 1000),
    );
    tokens.set(audience, { authorization: Authorization, expires });
    return Authorization;
  }

  async function post(
    sub: { endpoint: string; p256dh: string; auth: string },
    payload: string,
    vapid: VapidKeys,
  ): Promise<'sent' | 'gone' | 'failed'> {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          // Signed here, not by web-push: vapidDetails is left out (and never set globally).
          headers: { Authorization: authorization(sub.endpoint, vapid) },
          TTL: TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          agent,
        },
      );
      return 'sent';
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
      // The endpoint is a capability (anyone holding it can push to the device): log its host only.
      log.warn(
        {
          status: err instanceof WebPushError ? err.statusCode : undefined,
          host: new URL(sub.endpoint).host,
        },
        'a reminder could not be delivered',
      );
      return 'failed';
    }
  }

  async function tick(now = new Date()): Promise<TickResult> {
    const result: TickResult = { claimed: 0, sent: 0, failed: 0, removed: 0, claimMs: 0 };
    const at = localMinute(env.APP_TIMEZONE, now);
    const settings = await readSettings();
    const goal = settings.DAILY_GOAL;
    // Bounded: each pass claims rows that stay claimed for the day.
    let after: { minute: number; userId: string } | null = null;
    for (let pass = 0; pass < 10_000; pass++) {
      const started = performance.now();
      const claimed = await claimDue(db, at, goal, BATCH, after);
      result.claimMs += performance.now() - started;
      result.claimed += claimed.length;
      const sending = claimed.filter((c) => c.send);
      if (sending.length > 0) await send(sending, at.day, now, goal, result);
      if (claimed.length < BATCH) break;
      const last = claimed.reduce((a, b) =>
        a.minute < b.minute || (a.minute === b.minute && a.user_id < b.user_id) ? b : a,
      );
      after = { minute: last.minute, userId: last.user_id };
    }
    return result;
  }

  async function send(
    sending: { user_id: string; answered: number }[],
    day: string,
    now: Date,
    goal: number,
    result: TickResult,
  ): Promise<void> {
    const vapid = await keys();
    const f = await readFacts(
      sending.map((s) => s.user_id),
      day,
      now,
    );
    const facts = new Map(
      sending.map((s) => {
        const streak = streakOf(f.days.get(s.user_id) ?? new Map(), goal, day);
        return [
          s.user_id,
          {
            streak: streak.current,
            streakCapped: streak.current >= STREAK_HORIZON_DAYS,
            left: Math.max(1, goal - s.answered),
            due: f.due.get(s.user_id) ?? 0,
          },
        ];
      }),
    );
    // The account's language; while it has none, the one the device showed when it subscribed.
    const payload = (sub: (typeof f.subs)[number]) =>
      JSON.stringify(
        reminderText(f.language.get(sub.user_id) ?? sub.language ?? 'hi', facts.get(sub.user_id)!),
      );
    const gone: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < f.subs.length) {
        const sub = f.subs[next++]!;
        const outcome = await post(sub, payload(sub), vapid);
        if (outcome === 'sent') result.sent++;
        else if (outcome === 'gone') gone.push(sub.id);
        else result.failed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, f.subs.length) }, worker));
    if (gone.length > 0) {
      await db.execute(
        sql`delete from push_subscriptions where id in (${sql.join(
          gone.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      result.removed += gone.length;
    }
  }

  return { tick, close: () => agent.destroy() };
}

export type ReminderSender = ReturnType<typeof createReminderSender>;

/** Ticks at the start of every minute on this instance (unless REMINDERS=off); stops when the app closes. */
export function scheduleReminders(app: FastifyInstance, sender: ReminderSender, enabled: boolean): void {
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    sender.close();
    done();
  });
  let timer: NodeJS.Timeout | undefined;
  if (!enabled) return;
  let running = false;
  const run = () => {
    timer = setTimeout(run, 60_000 - (Date.now() % 60_000) + 1_000);
    timer.unref();
    if (running) return;
    running = true;
    sender
      .tick()
      .then(
        (r) => {
          if (r.claimed > 0) app.log.info(r, 'reminders sent');
        },
        (err: unknown) => app.log.warn({ err }, 'sending reminders failed; the next minute tries again'),
      )
      .finally(() => {
        running = false;
      });
  };
  timer = setTimeout(run, 60_000 - (Date.now() % 60_000) + 1_000);
  timer.unref();
}
