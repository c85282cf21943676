import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { MemberClass, TeacherClass } from '../../shared/api/classes';
import type { UserRow } from '../accounts/users';
import type { Db, Tx } from '../db/client';
import { classes, classMembers, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http-errors';
import { displayName, newJoinCode } from './join-code';

export const classTexts = {
  noSuchClass: 'No such class.',
  badCode: 'That class code is not valid or has been replaced.',
  archived: 'This class is archived and takes no new members.',
  joined: 'You joined the class.',
  left: 'You left the class.',
  removed: 'Member removed.',
  teachersOnly: 'Only teachers can do this.',
  alreadyMember: 'You are already in this class.',
} as const;

type ClassRow = typeof classes.$inferSelect;

const asTeacherClass = (row: ClassRow, members: number): TeacherClass => ({
  _id: row.id,
  name: row.name,
  joinCode: row.joinCode,
  archived: row.archivedAt !== null,
  members,
  createdAt: row.createdAt.toISOString(),
});

/** The class as its teacher sees it in lists; `members` when the caller has counted them already. */
export async function teacherView(db: Tx, row: ClassRow, members?: number): Promise<TeacherClass> {
  if (members !== undefined) return asTeacherClass(row, members);
  const [n] = await db.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, row.id));
  return asTeacherClass(row, n?.n ?? 0);
}

/** A new code, tried again on the rare clash with another class's (the unique index decides). */
async function withFreshCode<T>(attempt: (code: string) => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt(newJoinCode());
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if (i < 4 && (e.code ?? e.cause?.code) === '23505') continue;
      throw err;
    }
  }
}

/** Classes: the teacher's own (anyone else gets 404) and the learner's memberships (docs/product.md §12). */
export function createClassStore(db: Db) {
  /** A class of this teacher, or 404: members and outsiders learn nothing of it. */
  async function own(teacher: UserRow, classId: string): Promise<ClassRow> {
    if (!teacher.teacher) throw notFound(classTexts.noSuchClass);
    const [row] = await db
      .select()
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.teacherId, teacher.id)));
    if (!row) throw notFound(classTexts.noSuchClass);
    return row;
  }

  async function byCode(code: string) {
    const [row] = await db
      .select({ cls: classes, firstName: users.firstName, lastName: users.lastName })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.teacherId))
      .where(eq(classes.joinCode, code));
    if (!row) throw notFound(classTexts.badCode);
    return row;
  }

  return {
    own,

    async create(teacher: UserRow, name: string): Promise<TeacherClass> {
      if (!teacher.teacher) throw forbidden(classTexts.teachersOnly);
      const row = await withFreshCode(async (joinCode) => {
        const [created] = await db
          .insert(classes)
          .values({ teacherId: teacher.id, name, joinCode })
          .returning();
        return created!;
      });
      return teacherView(db, row);
    },

    async list(user: UserRow): Promise<{ teaching: TeacherClass[]; member: MemberClass[] }> {
      // Each class with its member count, in one query.
      const taught = user.teacher
        ? await db
            .select({ cls: classes, members: count(classMembers.userId) })
            .from(classes)
            .leftJoin(classMembers, eq(classMembers.classId, classes.id))
            .where(eq(classes.teacherId, user.id))
            .groupBy(classes.id)
            .orderBy(asc(classes.createdAt))
        : [];
      const member = await db
        .select({
          id: classes.id,
          name: classes.name,
          firstName: users.firstName,
          lastName: users.lastName,
          joinedAt: classMembers.joinedAt,
        })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .innerJoin(users, eq(users.id, classes.teacherId))
        .where(and(eq(classMembers.userId, user.id), isNull(classes.archivedAt)))
        .orderBy(asc(classMembers.joinedAt));
      return {
        teaching: taught.map((r) => asTeacherClass(r.cls, r.members)),
        member: member.map((m) => ({
          _id: m.id,
          name: m.name,
          teacher: displayName(m.firstName, m.lastName),
          joinedAt: m.joinedAt.toISOString(),
        })),
      };
    },

    async update(teacher: UserRow, classId: string, change: { name?: string; archived?: boolean }) {
      await own(teacher, classId);
      const [row] = await db
        .update(classes)
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.archived !== undefined ? { archivedAt: change.archived ? new Date() : null } : {}),
        })
        .where(eq(classes.id, classId))
        .returning();
      return teacherView(db, row!);
    },

    /** A new code: the old one (and its link, its QR code) stops working at once. */
    async newCode(teacher: UserRow, classId: string): Promise<TeacherClass> {
      await own(teacher, classId);
      const row = await withFreshCode(async (joinCode) => {
        const [updated] = await db
          .update(classes)
          .set({ joinCode })
          .where(eq(classes.id, classId))
          .returning();
        return updated!;
      });
      return teacherView(db, row);
    },

    async preview(user: UserRow, code: string) {
      const { cls, firstName, lastName } = await byCode(code);
      if (cls.archivedAt) throw badRequest(classTexts.archived);
      const [member] = await db
        .select({ userId: classMembers.userId })
        .from(classMembers)
        .where(and(eq(classMembers.classId, cls.id), eq(classMembers.userId, user.id)));
      return {
        class: { _id: cls.id, name: cls.name, teacher: displayName(firstName, lastName) },
        alreadyMember: !!member,
      };
    },

    async join(user: UserRow, code: string): Promise<MemberClass> {
      const { cls, firstName, lastName } = await byCode(code);
      if (cls.archivedAt) throw badRequest(classTexts.archived);
      if (cls.teacherId === user.id) throw conflict(classTexts.alreadyMember);
      const [row] = await db
        .insert(classMembers)
        .values({ classId: cls.id, userId: user.id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(classTexts.alreadyMember);
      return {
        _id: cls.id,
        name: cls.name,
        teacher: displayName(firstName, lastName),
        joinedAt: row.joinedAt.toISOString(),
      };
    },

    /** Leaving ends the teacher's view at once: every view reads the membership row. */
    async leave(user: UserRow, classId: string): Promise<void> {
      const gone = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, user.id)))
        .returning();
      if (gone.length === 0) throw notFound(classTexts.noSuchClass);
    },

    async removeMember(teacher: UserRow, classId: string, userId: string): Promise<void> {
      await own(teacher, classId);
      const gone = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning();
      if (gone.length === 0) throw notFound(classTexts.noSuchClass);
    },

    /** The members, by name, in name order. */
    async members(classId: string): Promise<{ userId: string; name: string }[]> {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(eq(classMembers.classId, classId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return rows.map((r) => ({ userId: r.id, name: displayName(r.firstName, r.lastName) }));
    },
  };
}
export type ClassStore = ReturnType<typeof createClassStore>;
