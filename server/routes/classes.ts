import { z } from 'zod';
import {
  AssignmentId,
  assignmentBody,
  assignmentReportSchema,
  assignmentSchema,
  ClassId,
  classAssignmentsSchema,
  classBody,
  classesSchema,
  classProgressSchema,
  classUpdateBody,
  joinBody,
  joinCodeSchema,
  joinedSchema,
  joinPreviewSchema,
  myAssignmentsSchema,
  progressQuery,
  teacherClassSchema,
  UserIdParam,
} from '../../shared/api/classes';
import { createAssignments, reportCsv } from '../classes/assignments';
import { classProgress } from '../classes/progress';
import { classTexts, createClassStore, teacherView } from '../classes/store';
import type { AppContext, TypedApp } from '../context';
import { today } from '../quiz/day';

const message = z.object({ message: z.string() });
const classParams = z.object({ id: ClassId });

/**
 * Classes (docs/product.md §12): a teacher's classes, joining by code, the teacher's view of
 * their members' practice, assignments. A teacher reaches only their own classes; everyone else
 * gets 404 for them.
 */
export function classRoutes(app: TypedApp, ctx: AppContext): void {
  const { db, env } = ctx;
  const user = { auth: 'user' as const };
  const tags = ['classes'];
  const store = createClassStore(db);
  const work = createAssignments(db);
  const day = () => today(env.APP_TIMEZONE);

  // Everything here names learners: no cache may keep it.
  app.addHook('onSend', async (request, reply) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith('/api/classes') || url === '/api/me/assignments')
      reply.header('cache-control', 'no-store');
  });

  app.get('/classes', { config: user, schema: { tags, response: { 200: classesSchema } } }, (request) =>
    store.list(request.user!),
  );
  app.post(
    '/classes',
    { config: user, schema: { tags, body: classBody, response: { 201: teacherClassSchema } } },
    async (request, reply) => reply.code(201).send(await store.create(request.user!, request.body.name)),
  );
  app.patch(
    '/classes/:id',
    {
      config: user,
      schema: { tags, params: classParams, body: classUpdateBody, response: { 200: teacherClassSchema } },
    },
    (request) => store.update(request.user!, request.params.id, request.body),
  );
  app.post(
    '/classes/:id/code',
    { config: user, schema: { tags, params: classParams, response: { 200: teacherClassSchema } } },
    (request) => store.newCode(request.user!, request.params.id),
  );

  app.get(
    '/classes/join/:code',
    {
      config: user,
      schema: { tags, params: z.object({ code: joinCodeSchema }), response: { 200: joinPreviewSchema } },
    },
    (request) => store.preview(request.user!, request.params.code),
  );
  app.post(
    '/classes/join',
    { config: user, schema: { tags, body: joinBody, response: { 200: joinedSchema } } },
    async (request) => ({
      class: await store.join(request.user!, request.body.code),
      message: classTexts.joined,
    }),
  );
  app.delete(
    '/classes/:id/members/me',
    { config: user, schema: { tags, params: classParams, response: { 200: message } } },
    async (request) => {
      await store.leave(request.user!, request.params.id);
      return { message: classTexts.left };
    },
  );
  app.delete(
    '/classes/:id/members/:userId',
    {
      config: user,
      schema: { tags, params: z.object({ id: ClassId, userId: UserIdParam }), response: { 200: message } },
    },
    async (request) => {
      await store.removeMember(request.user!, request.params.id, request.params.userId);
      return { message: classTexts.removed };
    },
  );

  app.get(
    '/classes/:id/progress',
    {
      config: user,
      schema: {
        tags,
        params: classParams,
        querystring: progressQuery,
        response: { 200: classProgressSchema },
      },
    },
    async (request) => {
      const cls = await store.own(request.user!, request.params.id);
      const settings = await ctx.settings.read();
      const progress = await classProgress(db, {
        classId: cls.id,
        members: store.members(cls.id),
        days: request.query.days,
        today: day(),
        goal: settings.DAILY_GOAL,
      });
      return { class: await teacherView(db, cls, progress.members.length), ...progress };
    },
  );

  app.get(
    '/classes/:id/assignments',
    { config: user, schema: { tags, params: classParams, response: { 200: classAssignmentsSchema } } },
    async (request) => ({
      assignments: await work.forClass(await store.own(request.user!, request.params.id)),
    }),
  );
  app.post(
    '/classes/:id/assignments',
    {
      config: user,
      schema: { tags, params: classParams, body: assignmentBody, response: { 201: assignmentSchema } },
    },
    async (request, reply) => {
      const cls = await store.own(request.user!, request.params.id);
      return reply.code(201).send(await work.create(cls, request.body));
    },
  );
  const reportParams = z.object({ id: ClassId, aid: AssignmentId });
  const report = async (teacher: NonNullable<Parameters<typeof store.own>[0]>, id: string, aid: string) => {
    const cls = await store.own(teacher, id);
    return work.report(cls, aid, await store.members(cls.id), day());
  };
  app.get(
    '/classes/:id/assignments/:aid',
    { config: user, schema: { tags, params: reportParams, response: { 200: assignmentReportSchema } } },
    (request) => report(request.user!, request.params.id, request.params.aid),
  );
  app.get(
    '/classes/:id/assignments/:aid/csv',
    { config: user, schema: { tags, params: reportParams, produces: ['text/csv'] } },
    async (request, reply) => {
      const r = await report(request.user!, request.params.id, request.params.aid);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="assignment-${r.assignment._id}.csv"`)
        .send(reportCsv(r));
    },
  );

  app.get(
    '/me/assignments',
    { config: user, schema: { tags, response: { 200: myAssignmentsSchema } } },
    async (request) => ({ assignments: await work.mine(request.user!.id, day()) }),
  );
}
