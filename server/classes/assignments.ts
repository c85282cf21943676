import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Assignment, AssignmentBody, AssignmentReport, MyAssignment } from '../../shared/api/classes';
import { findModule } from '../../shared/modules';
import { type Db, queryRows } from '../db/client';
import { assignments, classes, classMembers, papers } from '../db/schema';
import { badRequest, notFound } from '../http-errors';
import { finalizeExpired } from '../papers/sitting';

export const assignmentTexts = {
  noSuchAssignment: 'No such assignment.',
  noSuchPaper: 'No such paper.',
  noSuchModule: (key: string) => `No such module: ${key}.`,
} as const;

type Row = typeof assignments.$inferSelect;
type Status = MyAssignment['status'];
interface Progress {
  done: number;
  total: number;
  score?: number;
}

function view(row: Row, className: string, paperTitle?: string): Assignment {
  return {
    _id: row.id,
    classId: row.classId,
    className,
    title: row.title,
    due: row.due,
    items: row.items,
    ...(row.paperId !== null ? { paperId: String(row.paperId), paperTitle: paperTitle ?? '' } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Done, or late once the due day (APP_TIMEZONE) has passed, else open. */
const statusOf = (p: Progress, due: string, today: string): Status =>
  p.done >= p.total ? 'done' : today > due ? 'late' : 'open';

/**
 * Each learner's progress on each assignment (docs/product.md §12), in two queries whatever the
 * number of assignments. Module items count the answers given anyway since the assignment was
 * set — rounds and papers alike — each capped at its count; a paper is done when the learner's
 * first attempt of it has ended. Answers progress by assignment id, then by user id.
 */
async function progressOf(
  db: Db,
  rows: Row[],
  userIds: string[],
): Promise<Map<string, Map<string, Progress>>> {
  const out = new Map(rows.map((r) => [r.id, new Map<string, Progress>()]));
  if (userIds.length === 0 || rows.length === 0) return out;
  const users = sql`(${sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const paperRows = rows.filter((r) => r.paperId !== null);
  const items = rows.flatMap((r) =>
    r.paperId === null
      ? r.items.map((i) => sql`(${r.id}::uuid, ${i.module}, ${r.createdAt.toISOString()}::timestamptz)`)
      : [],
  );
  const [ended, answered] = await Promise.all([
    paperRows.length === 0
      ? []
      : queryRows<{ user_id: string; paper_id: string; score: number | null }>(
          db,
          sql`select user_id::text, paper_id::text, score from paper_attempts
              where paper_id in (${sql.join(
                paperRows.map((r) => sql`${r.paperId}`),
                sql`, `,
              )}) and first and user_id in ${users}
                and (submitted_at is not null or deadline < now())`,
        ),
    items.length === 0
      ? []
      : // One index range per (assignment, module) pair and learner: attempts by answered day,
        // then the papers started since.
        queryRows<{ assignment: string; user_id: string; module: string; n: number }>(
          db,
          sql`select p.aid::text as assignment, x.user_id::text, p.module, sum(x.n)::int as n
              from (values ${sql.join(items, sql`, `)}) p(aid, module, since)
              cross join lateral (
                select a.user_id, count(*) as n from attempts a
                where a.user_id in ${users} and a.answered_day >= p.since::date - 1
                  and a.answered_at >= p.since and a.module = p.module
                group by a.user_id
                union all
                select pa.user_id, count(*) from paper_attempts pa
                cross join lateral jsonb_each(pa.answers) e(qid, v)
                join paper_questions pq on pq.paper_id = pa.paper_id and pq.question_id = e.qid::bigint
                where pa.user_id in ${users} and pa.started_at >= p.since and pq.module = p.module
                  and e.v->>'choice' is not null
                group by pa.user_id
              ) x group by 1, 2, 3`,
        ),
  ]);
  const endedBy = new Map(ended.map((r) => [`${r.paper_id} ${r.user_id}`, r]));
  const count = new Map(answered.map((r) => [`${r.assignment} ${r.user_id} ${r.module}`, r.n]));
  for (const row of rows) {
    const mine = out.get(row.id)!;
    const total = row.paperId !== null ? 1 : row.items.reduce((t, i) => t + i.count, 0);
    for (const id of userIds) {
      if (row.paperId !== null) {
        const e = endedBy.get(`${row.paperId} ${id}`);
        mine.set(
          id,
          e ? { done: 1, total, ...(e.score !== null ? { score: e.score } : {}) } : { done: 0, total },
        );
      } else {
        const done = row.items.reduce(
          (t, i) => t + Math.min(i.count, count.get(`${row.id} ${id} ${i.module}`) ?? 0),
          0,
        );
        mine.set(id, { done, total });
      }
    }
  }
  return out;
}

export function createAssignments(db: Db) {
  async function paperTitle(paperId: number | null): Promise<string | undefined> {
    if (paperId === null) return undefined;
    const [p] = await db.select({ title: papers.title }).from(papers).where(eq(papers.id, paperId));
    return p?.title;
  }

  return {
    async create(classRow: { id: string; name: string }, body: AssignmentBody): Promise<Assignment> {
      for (const item of body.items ?? [])
        if (!findModule(item.module)) throw badRequest(assignmentTexts.noSuchModule(item.module));
      let paperId: number | null = null;
      if (body.paperId !== undefined) {
        const [paper] = await db
          .select({ id: papers.id })
          .from(papers)
          .where(
            and(
              eq(papers.id, Number(body.paperId)),
              isNull(papers.deletedAt),
              sql`${papers.publishedAt} is not null`,
            ),
          );
        if (!paper) throw badRequest(assignmentTexts.noSuchPaper);
        paperId = paper.id;
      }
      const [row] = await db
        .insert(assignments)
        .values({ classId: classRow.id, title: body.title, due: body.due, items: body.items ?? [], paperId })
        .returning();
      return view(row!, classRow.name, await paperTitle(paperId));
    },

    async forClass(classRow: { id: string; name: string }): Promise<Assignment[]> {
      const rows = await db
        .select({ a: assignments, paperTitle: papers.title })
        .from(assignments)
        .leftJoin(papers, eq(papers.id, assignments.paperId))
        .where(eq(assignments.classId, classRow.id))
        .orderBy(desc(assignments.due), desc(assignments.createdAt));
      return rows.map((r) => view(r.a, classRow.name, r.paperTitle ?? undefined));
    },

    /** The learner's assignments in the classes they are in (not archived), open and late first. */
    async mine(userId: string, today: string): Promise<MyAssignment[]> {
      const rows = await db
        .select({ a: assignments, className: classes.name, paperTitle: papers.title })
        .from(assignments)
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .innerJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, userId)))
        .leftJoin(papers, eq(papers.id, assignments.paperId))
        .where(isNull(classes.archivedAt))
        .orderBy(assignments.due, assignments.createdAt)
        .limit(100);
      const progress = await progressOf(
        db,
        rows.map((r) => r.a),
        [userId],
      );
      const out = rows.map((r) => {
        const p = progress.get(r.a.id)!.get(userId)!;
        return {
          ...view(r.a, r.className, r.paperTitle ?? undefined),
          progress: { done: p.done, total: p.total },
          status: statusOf(p, r.a.due, today),
        };
      });
      const order: Record<Status, number> = { late: 0, open: 1, done: 2 };
      return out.sort((a, b) => order[a.status] - order[b.status]);
    },

    /** The teacher's report: every member's progress; a paper's score and rank within the class (ties shared). */
    async report(
      classRow: { id: string; name: string },
      assignmentId: string,
      members: { userId: string; name: string }[],
      today: string,
    ): Promise<AssignmentReport> {
      const [row] = await db
        .select()
        .from(assignments)
        .where(and(eq(assignments.id, assignmentId), eq(assignments.classId, classRow.id)));
      if (!row) throw notFound(assignmentTexts.noSuchAssignment);
      // An attempt whose time ran out is scored with what was saved before ranks are read, as the
      // paper's own ranks are (else it shows done, without a score, until the minute's sweep).
      if (row.paperId !== null) await finalizeExpired(db, new Date(), row.paperId);
      const progress = (
        await progressOf(
          db,
          [row],
          members.map((m) => m.userId),
        )
      ).get(row.id)!;
      const scores = [...progress.values()].flatMap((p) => (p.score !== undefined ? [p.score] : []));
      return {
        assignment: view(row, classRow.name, await paperTitle(row.paperId)),
        members: members.map((m) => {
          const p = progress.get(m.userId) ?? { done: 0, total: 1 };
          return {
            userId: m.userId,
            name: m.name,
            progress: { done: p.done, total: p.total },
            status: statusOf(p, row.due, today),
            ...(p.score !== undefined
              ? { score: p.score, rank: 1 + scores.filter((s) => s > p.score!).length }
              : {}),
          };
        }),
      };
    },
  };
}
export type Assignments = ReturnType<typeof createAssignments>;

/** The report as CSV: one row per member; a cell starting with = + - @ is quoted against formula injection. */
export function reportCsv(report: AssignmentReport): string {
  const cell = (v: string | number | undefined) => {
    if (typeof v === 'number') return String(v);
    const s = v ?? '';
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [['name', 'done', 'total', 'status', 'score', 'rank'].join(',')];
  for (const m of report.members)
    lines.push([m.name, m.progress.done, m.progress.total, m.status, m.score, m.rank].map(cell).join(','));
  return `${lines.join('\n')}\n`;
}
