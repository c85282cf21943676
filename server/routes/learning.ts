import { z } from 'zod';
import {
  missedResponse,
  reportBody,
  reviewFetchResponse,
  reviewSubmitResponse,
  statsResponse,
} from '../../shared/api/learning';
import { findModule } from '../../shared/modules';
import { QuestionId } from '../../shared/modules/define';
import type { AppContext, TypedApp } from '../context';
import { notFound } from '../http-errors';
import { reportQuestion, resolveReports } from '../learning/reports';
import type { Review } from '../learning/review';
import type { StatsService } from '../learning/stats';
import { today } from '../quiz/day';

const moduleParam = z.string().max(40);
const moduleOf = (key: string) => {
  const module = findModule(key);
  if (!module) throw notFound(`No quiz module called '${key}'.`);
  return module;
};

/** The learning loop's calls (docs/product.md §7): review, stats, the day's misses, reports. */
export function learningRoutes(app: TypedApp, ctx: AppContext, review: Review, stats: StatsService): void {
  const user = { auth: 'user' as const };
  const tags = ['learning'];

  app.get(
    '/review',
    // Serving a card marks it served: like a quiz question, never for another site's request.
    { config: { ...user, changesState: true }, schema: { tags, response: { 200: reviewFetchResponse } } },
    (request) => review.fetchNext(request.user!),
  );
  app.post(
    '/review/submit',
    {
      config: user,
      schema: {
        tags,
        // The module's own submission is checked by the module's schema (registry) inside.
        body: z.looseObject({ module: z.string({ message: 'Module is required.' }).max(40) }),
        response: { 200: reviewSubmitResponse },
      },
    },
    (request) => review.submit(request.user!, request.body),
  );
  app.get('/me/stats', { config: user, schema: { tags, response: { 200: statsResponse } } }, (request) =>
    stats.stats(request.user!),
  );
  app.get(
    '/me/missed',
    {
      config: user,
      schema: {
        tags,
        querystring: z.object({
          day: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date as YYYY-MM-DD.')
            // A well-formed but impossible date (2024-13-45) is a 400 too, not the database's error.
            .refine(
              (d) =>
                !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
                new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
              'day must be a date as YYYY-MM-DD.',
            )
            .optional(),
        }),
        response: { 200: missedResponse },
      },
    },
    (request) => stats.missed(request.user!.id, request.query.day ?? today(ctx.env.APP_TIMEZONE)),
  );
  app.post(
    '/questions/:module/:id/report',
    {
      config: user,
      schema: {
        tags,
        params: z.object({ module: moduleParam, id: QuestionId }),
        body: reportBody,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const module = moduleOf(request.params.module);
      const answer = await reportQuestion(
        ctx.db,
        request.user!.id,
        module,
        Number(request.params.id),
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );
  app.post(
    '/admin/questions/:module/:id/reports/resolve',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        params: z.object({ module: moduleParam, id: QuestionId }),
        response: { 200: z.object({ resolved: z.number() }) },
      },
    },
    async (request) => ({
      resolved: await resolveReports(ctx.db, moduleOf(request.params.module), Number(request.params.id)),
    }),
  );
}
