/** Errors a handler throws to answer with a 4xx and the uniform `{ error, message }` shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside `error` and `message` (a late save's `late: true`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const names: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
export const statusName = (code: number) => names[code] ?? (code >= 500 ? 'Server Error' : 'Bad Request');

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string, retryAfter: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, retryAfter)) });

const GENERIC = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/** One clear sentence from a validation failure: the schema's own text, or the field and zod's text. */
export function describeIssue(
  issue: { path: readonly PropertyKey[]; message?: string },
  context = 'body',
): string {
  const message = issue.message ?? 'Invalid request.';
  if (!GENERIC.test(message)) return message;
  const where = [context, ...issue.path.map(String)].join('.');
  return `${where}: ${message}`;
}
