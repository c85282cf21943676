import { z } from 'zod';
import {
  AttemptId,
  adminPaperListSchema,
  adminPaperSchema,
  attemptSchema,
  blueprintSchema,
  lateSchema,
  PaperId,
  paperListSchema,
  paperStatsSchema,
  paperTexts,
  replaceBody,
  resultSchema,
  runningAttemptSchema,
  saveAnswerBody,
  savedSchema,
} from '../../shared/api/papers';
import { QuestionId } from '../../shared/modules/define';
import type { AppContext, TypedApp } from '../context';
import type { PaperAdmin } from '../papers/admin';
import type { Sitting } from '../papers/sitting';

const idParams = z.object({ id: PaperId });
const attemptParams = z.object({ id: AttemptId });
const message = z.object({ message: z.string() });

/** Papers (docs/product.md §11): the learner's list, sitting and result; the admins' drawing and analysis. */
export function paperRoutes(app: TypedApp, _ctx: AppContext, sitting: Sitting, admin: PaperAdmin): void {
  const user = { auth: 'user' as const };
  const adminOnly = { auth: 'admin' as const };
  const tags = ['papers'];
  const adminTags = ['admin: papers'];
  const now = () => new Date();

  app.get('/papers', { config: user, schema: { tags, response: { 200: paperListSchema } } }, (request) =>
    sitting.list(request.user!, now()),
  );
  app.post(
    '/papers/:id/start',
    { config: user, schema: { tags, params: idParams, response: { 200: runningAttemptSchema } } },
    (request) => sitting.start(request.user!, Number(request.params.id), now()),
  );
  app.get(
    '/attempts/:id',
    { config: user, schema: { tags, params: attemptParams, response: { 200: attemptSchema } } },
    (request) => sitting.view(request.user!, request.params.id, now()),
  );
  app.put(
    '/attempts/:id/answers/:questionId',
    {
      config: user,
      schema: {
        tags,
        params: z.object({ id: AttemptId, questionId: QuestionId }),
        body: saveAnswerBody,
        response: { 200: savedSchema, 409: lateSchema.extend({ error: z.string() }) },
      },
    },
    (request) =>
      sitting.save(request.user!, request.params.id, request.params.questionId, request.body, now()),
  );
  app.post(
    '/attempts/:id/submit',
    { config: user, schema: { tags, params: attemptParams, response: { 200: resultSchema } } },
    (request) => sitting.submit(request.user!, request.params.id, now()),
  );

  app.get(
    '/admin/papers',
    { config: adminOnly, schema: { tags: adminTags, response: { 200: adminPaperListSchema } } },
    () => admin.list(),
  );
  app.post(
    '/admin/papers',
    {
      config: adminOnly,
      schema: { tags: adminTags, body: blueprintSchema, response: { 201: adminPaperSchema } },
    },
    async (request, reply) => reply.code(201).send(await admin.create(request.body, request.user!.id)),
  );
  app.get(
    '/admin/papers/:id',
    { config: adminOnly, schema: { tags: adminTags, params: idParams, response: { 200: adminPaperSchema } } },
    (request) => admin.load(Number(request.params.id)),
  );
  app.put(
    '/admin/papers/:id',
    {
      config: adminOnly,
      schema: {
        tags: adminTags,
        params: idParams,
        body: blueprintSchema,
        response: { 200: adminPaperSchema },
      },
    },
    (request) => admin.update(Number(request.params.id), request.body),
  );
  app.delete(
    '/admin/papers/:id',
    { config: adminOnly, schema: { tags: adminTags, params: idParams, response: { 200: message } } },
    async (request) => {
      await admin.remove(Number(request.params.id));
      return { message: paperTexts.deleted };
    },
  );
  app.post(
    '/admin/papers/:id/replace',
    {
      config: adminOnly,
      schema: { tags: adminTags, params: idParams, body: replaceBody, response: { 200: adminPaperSchema } },
    },
    (request) => admin.replace(Number(request.params.id), Number(request.body.questionId)),
  );
  app.post(
    '/admin/papers/:id/publish',
    { config: adminOnly, schema: { tags: adminTags, params: idParams, response: { 200: adminPaperSchema } } },
    (request) => admin.publish(Number(request.params.id)),
  );
  app.get(
    '/admin/papers/:id/stats',
    { config: adminOnly, schema: { tags: adminTags, params: idParams, response: { 200: paperStatsSchema } } },
    (request) => admin.stats(Number(request.params.id), now()),
  );
}
