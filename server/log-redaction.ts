import type { FastifyRequest } from 'fastify';

/** Path segments that carry a secret: the reset page's token (APP_URL/reset-password/{token}). */
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/gi;
/** Query parameters that carry one. */
const SECRET_PARAMS = new Set(['token', 'code', 'otp', 'password']);

/** A URL as a log line may show it: the reset token and any secret query parameter replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()])
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

/** The request as Fastify's log lines show it, with secrets out of the URL (docs/product.md §5). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}

/**
 * An error as a log line may show it: its type, code and message, its stack frames and cause —
 * never the query's parameters (password hashes, e-mails) nor the database's detail line, which
 * quotes the values it refused (docs/product.md §5, second pass).
 */
export function errorForLog(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & { code?: unknown; cause?: unknown };
  const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');
  // PostgreSQL's data errors (SQLSTATE classes 22 and 23) quote the value they refused.
  const dataError = typeof e.code === 'string' && /^2[23]/.test(e.code);
  const message = withoutParams(e.message);
  return {
    type: e.name,
    message: dataError ? message.replace(/"[^"]*"/g, '"[redacted]"') : message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    stack: (e.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
    ...(e.cause ? { cause: errorForLog(e.cause) } : {}),
  };
}
