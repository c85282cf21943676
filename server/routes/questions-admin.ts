import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { questionStats as questionStatsSchema } from '../../shared/api/learning';
import { paperTexts } from '../../shared/api/papers';
import { modules, type QuizModule } from '../../shared/modules';
import { moduleTextEn } from '../../shared/modules/texts';
import {
  addSchema,
  adminRowSchema,
  csvColumns,
  dedupeKey,
  type QuestionRow,
} from '../../shared/question-rows';
import { securityEvent } from '../accounts/events';
import type { AppContext, TypedApp } from '../context';
import { badRequest, conflict, describeIssue, notFound } from '../http-errors';
import { questionStats } from '../learning/reports';
import { inPublishedPaper } from '../papers/store';
import { starterRows } from '../quiz/content';
import { exportCsv, ImportFormatError, importQuestions, parseImport } from '../quiz/import';
import {
  allQuestions,
  deleteQuestion,
  findByDedupeKey,
  getQuestion,
  insertQuestions,
  listQuestions,
  type StoredQuestion,
  toAdminRow,
  updateQuestion,
} from '../quiz/questions';
import { adminRowResponse, importReport } from '../quiz/schemas';

const idParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'Question id must be a positive whole number.'),
});
const message = z.object({ message: z.string() });

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}

/**
 * Admin calls for every module, mounted from the registry: the spec's add call, and beyond
 * the spec a paged list, edit, delete, import, export and template (docs/product.md §4a, §6).
 */
export function questionAdminRoutes(
  app: TypedApp,
  ctx: AppContext,
  onAdded: (module: QuizModule, rows: StoredQuestion[]) => void,
): void {
  const { db } = ctx;
  const config = { auth: 'admin' as const };

  for (const module of modules) {
    const tags = [`admin: ${module.key}`];
    const rowOut = adminRowResponse(module);
    const base = `/admin/questions/${module.key}`;

    app.post(
      module.api.add,
      {
        config,
        schema: {
          tags,
          body: addSchema(module) as z.ZodType<Record<string, unknown>>,
          response: {
            201: z.object({ message: z.string(), question: rowOut }),
            200: z.object({ message: z.string(), question: rowOut }),
          },
        },
      },
      async (request, reply) => {
        const { explanation, distractors, ...payload } = request.body as Record<string, unknown> & {
          explanation?: string | null;
          distractors?: string[];
        };
        let row: QuestionRow;
        try {
          row = { ...module.fromAdd(payload), explanation, distractors };
        } catch (err) {
          if (err instanceof z.ZodError) throw badRequest(describeIssue(err.issues[0]!));
          throw err;
        }
        const existing = await findByDedupeKey(db, module, dedupeKey(module, row));
        if (existing) {
          // Some add forms update the stored question instead (the antonym form, docs/spec.md §8).
          if (module.onDuplicateAdd !== 'update') throw conflict('This question already exists.');
          const updated = await updateQuestion(db, module, existing.id, row);
          onAdded(module, [updated!]);
          return reply
            .code(200)
            .send({ message: moduleTextEn(module.texts.addSuccess), question: toAdminRow(module, updated!) });
        }
        const [inserted] = await insertQuestions(db, module, [row], request.user!.id);
        if (!inserted) throw conflict('This question already exists.');
        onAdded(module, [inserted]);
        return reply
          .code(201)
          .send({ message: moduleTextEn(module.texts.addSuccess), question: toAdminRow(module, inserted) });
      },
    );

    app.get(
      base,
      {
        config,
        schema: {
          tags,
          querystring: z.object({
            page: z.coerce.number().int().min(1, 'page must be at least 1').max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(200, 'pageSize must be at most 200').default(20),
            q: z.string().trim().max(100, 'Search text is too long.').optional(),
            /** Only questions with open reports. */
            reported: z.enum(['1', '0', 'true', 'false']).optional(),
          }),
          response: {
            200: z.object({
              questions: z.array(rowOut.extend({ stats: questionStatsSchema })),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          },
        },
      },
      async (request) => {
        const { page, pageSize, q } = request.query;
        const reported = request.query.reported === '1' || request.query.reported === 'true';
        const { rows, total } = await listQuestions(db, module, {
          page,
          pageSize,
          q: q || undefined,
          reported,
        });
        const stats = await questionStats(
          db,
          rows.map((r) => r.id),
        );
        return {
          questions: rows.map((r) => ({ ...toAdminRow(module, r), stats: stats.get(r.id)! })),
          total,
          page,
          pageSize,
        };
      },
    );

    app.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          params: idParams,
          body: z.record(z.string(), z.unknown()),
          response: { 200: rowOut },
        },
      },
      async (request) => toAdminRow(module, await update(module, request.params.id, request.body)),
    );
    app.delete(
      `${base}/:id`,
      { config, schema: { tags, params: idParams, response: { 200: message } } },
      (request) => remove(request, module, request.params.id),
    );

    app.post(
      `${base}/import`,
      {
        config,
        bodyLimit: 5 * 1024 * 1024,
        schema: {
          tags,
          response: {
            200: importReport,
            400: importReport.partial().extend({ error: z.string(), message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        let rows: { line: number; data: unknown }[];
        try {
          rows = parseImport(module, request.body ?? '');
        } catch (err) {
          if (err instanceof ImportFormatError) throw badRequest(err.message);
          throw err;
        }
        if (rows.length === 0) throw badRequest('The file has no questions.');
        const { inserted, ...report } = await importQuestions(db, module, rows, request.user!.id);
        if (report.errors.length) {
          return reply.code(400).send({
            error: 'Bad Request',
            message: `${report.errors.length} ${report.errors.length === 1 ? 'row has an error' : 'rows have errors'}; nothing was imported.`,
            ...report,
          });
        }
        onAdded(module, inserted);
        return report;
      },
    );

    const format = z.object({
      format: z.enum(['csv', 'json'], { message: "format must be 'csv' or 'json'" }).default('json'),
    });
    const send = (
      reply: FastifyReply,
      kind: 'csv' | 'json',
      name: string,
      rows: Record<string, unknown>[],
    ) => {
      reply.header('content-disposition', `attachment; filename="${name}.${kind}"`);
      if (kind === 'csv')
        return reply.type('text/csv; charset=utf-8').send(`\ufeff${exportCsv(module, rows)}`);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows, null, 2));
    };
    app.get(`${base}/export`, { config, schema: { tags, querystring: format } }, async (request, reply) => {
      const rows = (await allQuestions(db, module)).map((q) => {
        const { _id, ...row } = toAdminRow(module, q);
        return row;
      });
      return send(reply, request.query.format, `sopan-${module.key}`, rows);
    });
    app.get(`${base}/template`, { config, schema: { tags, querystring: format } }, async (request, reply) => {
      const example =
        (starterRows(module)[0] as Record<string, unknown> | undefined) ??
        Object.fromEntries(csvColumns(module).map((c) => [c, '']));
      return send(reply, request.query.format, `sopan-${module.key}-template`, [example]);
    });
  }

  // The spec's own list, update and delete calls, for the modules that have them (registry `api.manage`).
  for (const module of modules) {
    const path = module.api.manage;
    if (!path) continue;
    const tags = [`admin: ${module.key}`];
    const rowOut = adminRowResponse(module);
    app.get(
      path,
      { config, schema: { tags, response: { 200: z.object({ questions: z.array(rowOut) }) } } },
      async () => ({ questions: (await allQuestions(db, module)).map((q) => toAdminRow(module, q)) }),
    );
    app.put(
      `${path}/:id`,
      {
        config,
        schema: {
          tags,
          params: idParams,
          body: addSchema(module) as z.ZodType<Record<string, unknown>>,
          response: { 200: z.object({ message: z.string(), question: rowOut }) },
        },
      },
      async (request) => {
        const current = await getQuestion(db, module, Number(request.params.id));
        if (!current) throw notFound('No such question.');
        const updated = await update(module, request.params.id, {
          ...request.body,
          explanation: request.body.explanation ?? current.explanation,
        });
        return { message: 'Question updated.', question: toAdminRow(module, updated) };
      },
    );
    app.delete(
      `${path}/:id`,
      { config, schema: { tags, params: idParams, response: { 200: message } } },
      (request) => remove(request, module, request.params.id),
    );
  }

  /** Deletes a question (soft: attempts keep pointing at it) and logs the security event. */
  async function remove(request: FastifyRequest, module: QuizModule, id: string) {
    // A published paper keeps its questions: they can be corrected, not deleted (docs/product.md §11).
    if (await inPublishedPaper(db, Number(id))) throw conflict(paperTexts.inPaper);
    if (!(await deleteQuestion(db, module, Number(id)))) throw notFound('No such question.');
    securityEvent(request, 'question.delete', {
      userId: request.user!.id,
      module: module.key,
      questionId: Number(id),
    });
    return { message: 'Question deleted.' };
  }

  /** Edits a question from a full admin row; a prompt that another question already has is a 409. */
  async function update(module: QuizModule, id: string, body: unknown) {
    const row = parseOrThrow(adminRowSchema(module), body) as QuestionRow;
    const other = await findByDedupeKey(db, module, dedupeKey(module, row));
    if (other && other.id !== Number(id))
      throw conflict('Another question in this module already has this prompt.');
    const updated = await updateQuestion(db, module, Number(id), row);
    if (!updated) throw notFound('No such question.');
    onAdded(module, [updated]);
    return updated;
  }
}
