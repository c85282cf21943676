import { sql } from 'drizzle-orm';
import { IGNORED_DAYS_BEFORE_PAUSE, SEND_WINDOW_MINUTES } from '../../shared/reminder-limits';
import { type Db, queryRows } from '../db/client';

export interface Claimed {
  user_id: string;
  minute: number;
  send: boolean;
  answered: number;
}

/**
 * Claims up to `limit` learners whose reminder time has come today and decides each in the same
 * statement (docs/product.md §13): rows locked by another instance are skipped, a claimed row is
 * not due again until tomorrow, so a learner gets at most one reminder a day however many
 * instances tick. No reminder once today's goal is met; after IGNORED_DAYS_BEFORE_PAUSE reminded
 * days in a row without practice the reminder pauses instead. Practice on or after the last
 * reminded day resets that count.
 */
export function claimDue(
  db: Db,
  at: { day: string; minute: number },
  goal: number,
  limit: number,
  /** The last row the previous statement of this tick claimed: the next one starts after it. */
  after: { minute: number; userId: string } | null,
): Promise<Claimed[]> {
  // Keyset paging: without it each statement would step again over every row claimed before it.
  const from = after ? sql`and (r.minute, r.user_id) > (${after.minute}, ${after.userId}::uuid)` : sql``;
  return queryRows<Claimed>(
    db,
    sql`with locked as (
      select r.user_id, r.ignored, r.sent_day from reminders r
      where r.enabled and not r.paused
        and r.minute <= ${at.minute} and r.minute > ${at.minute - SEND_WINDOW_MINUTES}
        and (r.claimed_day is null or r.claimed_day < ${at.day}::date)
        and exists (select 1 from push_subscriptions s where s.user_id = r.user_id)
        ${from}
      order by r.minute, r.user_id
      limit ${limit}
      for update of r skip locked
    ), facts as (
      select k.user_id, k.ignored,
        coalesce((select a.answered + a.reviewed from daily_activity a
          where a.user_id = k.user_id and a.day = ${at.day}::date), 0) as answered,
        k.sent_day is null
          or exists (select 1 from daily_activity a where a.user_id = k.user_id and a.day >= k.sent_day
            and a.answered + a.reviewed > 0) as practised
      from locked k
    ), decided as (
      select user_id, answered::int as answered,
        answered < ${goal} and (practised or ignored < ${IGNORED_DAYS_BEFORE_PAUSE}) as send,
        answered < ${goal} and not practised and ignored >= ${IGNORED_DAYS_BEFORE_PAUSE} as pause,
        case when answered >= ${goal} or practised then 0 else ignored end as ignored
      from facts
    )
    update reminders r set
      claimed_day = ${at.day}::date,
      sent_day = case when d.send then ${at.day}::date else r.sent_day end,
      ignored = d.ignored + case when d.send then 1 else 0 end,
      paused = d.pause
    from decided d where r.user_id = d.user_id
    returning r.user_id::text as user_id, r.minute, d.send, d.answered`,
  );
}
