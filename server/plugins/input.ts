import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors';

/** A UTF-16 surrogate without its partner: not Unicode text, and PostgreSQL's jsonb refuses its \u escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\0') || LONE_SURROGATE.test(s);

/** Where in a parsed request a string PostgreSQL cannot store is (NUL, or a lone surrogate), if anywhere. */
export function findUnstorableText(value: unknown, where: string): string | undefined {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: [unknown, string][] = [[value, where]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, path] = item;
    if (typeof v === 'string') {
      if (unstorable(v)) return path;
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (unstorable(key)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Text with a NUL character or a lone surrogate is refused with a 400 before any handler runs:
 * PostgreSQL cannot store it, so it would otherwise fail deep in a query as a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const where =
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body');
    done(
      where
        ? badRequest(
            `${where}: contains a NUL character or broken Unicode (a lone surrogate), which cannot be stored.`,
          )
        : undefined,
    );
  });
}
