import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeIssue, HttpError, statusName } from '../http-errors';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code && DB_DOWN_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/** One error shape, `{ error, message }`, for every refusal; never a stack trace to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ error: statusName(err.statusCode), message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0]!;
      const path = (issue.instancePath ?? '').split('/').filter(Boolean);
      const message = describeIssue({ path, message: issue.message }, err.validationContext ?? 'body');
      return reply.code(400).send({ error: 'Bad Request', message });
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          error: statusName(503),
          message: 'The database is unavailable right now. Please try again in a few seconds.',
        });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send JSON.'
            : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty: send a JSON object.'
              : err.message;
      return reply.code(status).send({ error: statusName(status), message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: statusName(500), message: 'Something went wrong on our side. Please try again.' });
  });
}
