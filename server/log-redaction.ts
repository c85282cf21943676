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
