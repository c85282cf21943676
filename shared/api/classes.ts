import { z } from 'zod';
import {
  isJoinCodeShaped,
  JOIN_CODE_LENGTH,
  MAX_ASSIGNMENT_ITEMS,
  MAX_CLASS_NAME,
  MAX_ITEM_COUNT,
  MAX_TITLE,
  normalizeJoinCode,
  PROGRESS_WINDOWS,
} from '../classes-limits';
import { PaperId } from './papers';

export * from '../classes-limits';

/**
 * Classes (docs/product.md §12): a teacher and their batch. A teacher sees their members' names
 * and practice, never an e-mail, phone or session.
 */

export const ClassId = z.uuid('Class id must be a UUID.');
export const UserIdParam = z.uuid('User id must be a UUID.');
export const AssignmentId = z.uuid('Assignment id must be a UUID.');

const name = (what: string, max: number) =>
  z
    .string({ message: `${what} is required.` })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, `${what} is required.`)
        .max(max, `Keep the ${what.toLowerCase()} under ${max} characters.`)
        .refine(
          (s) => !/[\p{Cc}\p{Cf}]/u.test(s.replace(/[\u200c\u200d]/g, '')),
          `${what} has hidden characters.`,
        ),
    );

/** A code as a learner types it: spaces, dashes and case do not matter. */
export const joinCodeSchema = z
  .string({ message: 'Enter the class code.' })
  .transform(normalizeJoinCode)
  .pipe(
    z
      .string()
      .length(JOIN_CODE_LENGTH, `A class code has ${JOIN_CODE_LENGTH} characters.`)
      .refine(isJoinCodeShaped, 'That is not a class code.'),
  );

export const classBody = z.object({ name: name('Class name', MAX_CLASS_NAME) });
export const classUpdateBody = z
  .object({ name: name('Class name', MAX_CLASS_NAME).optional(), archived: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.archived !== undefined, 'Send name and/or archived.');
export const joinBody = z.object({ code: joinCodeSchema });

export const teacherClassSchema = z.object({
  _id: z.string(),
  name: z.string(),
  joinCode: z.string(),
  archived: z.boolean(),
  members: z.number(),
  createdAt: z.string(),
});
export type TeacherClass = z.infer<typeof teacherClassSchema>;

/** A class as its member sees it: the teacher by name only. */
export const memberClassSchema = z.object({
  _id: z.string(),
  name: z.string(),
  teacher: z.string(),
  joinedAt: z.string(),
});
export type MemberClass = z.infer<typeof memberClassSchema>;

export const classesSchema = z.object({
  teaching: z.array(teacherClassSchema),
  member: z.array(memberClassSchema),
});
/** GET /api/classes/join/{code}: what the join screen shows before the learner agrees. */
export const joinPreviewSchema = z.object({
  class: z.object({ _id: z.string(), name: z.string(), teacher: z.string() }),
  alreadyMember: z.boolean(),
});
export const joinedSchema = z.object({ class: memberClassSchema, message: z.string() });

const tally = z.object({ answered: z.number(), correct: z.number() });
export const progressQuery = z.object({
  days: z.coerce
    .number({ message: 'days must be 7 or 30.' })
    .refine((d) => (PROGRESS_WINDOWS as readonly number[]).includes(d), 'days must be 7 or 30.')
    .default(7),
});
export const classProgressSchema = z.object({
  class: teacherClassSchema,
  days: z.number(),
  since: z.string(),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      lastActiveAt: z.string().nullable(),
      streak: z.number(),
      answered: z.number(),
      correct: z.number(),
      modules: z.record(z.string(), tally),
    }),
  ),
  modules: z.record(z.string(), tally),
  mostMissed: z.array(
    z.object({
      module: z.string(),
      questionId: z.string(),
      prompt: z.string(),
      answer: z.string(),
      answered: z.number(),
      wrong: z.number(),
    }),
  ),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;

const day = z
  .string({ message: 'Due date is required (YYYY-MM-DD).' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Due date must be YYYY-MM-DD.')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Due date must be a real date.',
  );

export const assignmentItemSchema = z.object({
  module: z.string({ message: 'Item module is required.' }).min(1, 'Item module is required.'),
  count: z
    .number({ message: 'Question count must be a number.' })
    .int('Question count must be a whole number.')
    .min(1, 'Each item needs at least 1 question.')
    .max(MAX_ITEM_COUNT, `At most ${MAX_ITEM_COUNT} questions in an item.`),
});
export const assignmentBody = z
  .object({
    title: name('Title', MAX_TITLE),
    due: day,
    items: z.array(assignmentItemSchema).max(MAX_ASSIGNMENT_ITEMS).optional(),
    paperId: PaperId.optional(),
  })
  .refine((b) => (b.items?.length ?? 0) > 0 !== (b.paperId !== undefined), {
    message: 'Give either questions in modules (items) or a paper (paperId).',
  });
export type AssignmentBody = z.infer<typeof assignmentBody>;

export const assignmentStatus = z.enum(['open', 'done', 'late']);
export const assignmentSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  title: z.string(),
  due: z.string(),
  items: z.array(assignmentItemSchema),
  paperId: z.string().optional(),
  paperTitle: z.string().optional(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
const progress = z.object({ done: z.number(), total: z.number() });
export const myAssignmentsSchema = z.object({
  assignments: z.array(assignmentSchema.extend({ progress, status: assignmentStatus })),
});
export type MyAssignment = z.infer<typeof myAssignmentsSchema>['assignments'][number];
export const classAssignmentsSchema = z.object({ assignments: z.array(assignmentSchema) });
export const assignmentReportSchema = z.object({
  assignment: assignmentSchema,
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      progress,
      status: assignmentStatus,
      score: z.number().optional(),
      rank: z.number().optional(),
    }),
  ),
});
export type AssignmentReport = z.infer<typeof assignmentReportSchema>;
