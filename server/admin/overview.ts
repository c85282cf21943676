import { sql } from 'drizzle-orm';
import type { AdminOverview, ReportInbox } from '../../shared/api/admin-overview';
import { type Db, queryRows } from '../db/client';

/** The inbox lists this many questions at most, the oldest reported first. */
export const INBOX_SIZE = 50;

/** The admin dashboard's counts (docs/product.md §6); `today` is APP_TIMEZONE's date. */
export async function adminOverview(db: Db, today: string): Promise<AdminOverview> {
  const [[people], perModule] = await Promise.all([
    queryRows<{
      learners: number;
      active_today: number;
      active_7_days: number;
      answers_today: number;
      open_reports: number;
    }>(
      db,
      sql`select
            (select count(*)::int from users where not admin) as learners,
            (select count(distinct user_id)::int from daily_progress
              where day = ${today}::date and answered > 0) as active_today,
            (select count(distinct user_id)::int from daily_progress
              where day > ${today}::date - 7 and answered > 0) as active_7_days,
            (select coalesce(sum(answered), 0)::int from daily_progress where day = ${today}::date) as answers_today,
            (select count(*)::int from question_reports where resolved_at is null) as open_reports`,
    ),
    queryRows<{ module: string; n: number }>(
      db,
      sql`select module, count(*)::int as n from questions where deleted_at is null group by module`,
    ),
  ]);
  return {
    learners: people!.learners,
    activeToday: people!.active_today,
    active7Days: people!.active_7_days,
    answersToday: people!.answers_today,
    questions: Object.fromEntries(perModule.map((r) => [r.module, r.n])),
    openReports: people!.open_reports,
  };
}

/** Open reports of every module, a question a row, the longest waiting first. */
export async function reportInbox(db: Db): Promise<ReportInbox> {
  const rows = await queryRows<{
    module: string;
    id: string;
    prompt: Record<string, unknown>;
    reports: { reason: string; note: string | null; createdAt: string }[];
  }>(
    db,
    sql`select q.module, q.id::text as id, q.prompt,
          json_agg(json_build_object('reason', r.reason, 'note', r.note,
            'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            order by r.created_at) as reports
        from question_reports r join questions q on q.id = r.question_id
        where r.resolved_at is null and q.deleted_at is null
        group by q.module, q.id, q.prompt
        order by min(r.created_at), q.id
        limit ${INBOX_SIZE + 1}`,
  );
  return {
    questions: rows.slice(0, INBOX_SIZE).map((r) => ({
      module: r.module,
      _id: r.id,
      prompt: r.prompt,
      reports: r.reports as ReportInbox['questions'][number]['reports'],
    })),
    more: rows.length > INBOX_SIZE,
  };
}
