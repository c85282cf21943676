import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromRoot } from '../paths';

export const webRoot = fromRoot('dist');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep them for a
 * year; everything else (index.html, sw.js, registerSW.js, the manifest, icons, robots.txt)
 * keeps its name across releases and is revalidated on each use (a 304 when unchanged).
 */
export const cacheControlFor = (relativePath: string): string =>
  relativePath.split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;

const notFound = (reply: FastifyReply, method: string, url: string) =>
  reply.code(404).send({ error: 'Not Found', message: `No such call: ${method} ${url.split('?')[0]}` });

/**
 * Serves the built web app: each file as built, precompressed (.br, .gz beside it) and chosen
 * by Accept-Encoding; client routes (any other GET or HEAD outside /api) answer index.html.
 */
export function registerWebApp(app: FastifyInstance): void {
  const built = fs.existsSync(path.join(webRoot, 'index.html'));
  if (built)
    app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(path.relative(webRoot, filePath)));
      },
    });

  // GET (and, by Fastify's head routes, HEAD) of a client route: the app's one page.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0]!;
    // A missing hashed file is an error, not a page: a stale tab gets a 404 instead of HTML as code.
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/'))
      return notFound(reply, request.method, request.url);
    if (!built)
      return reply
        .header('cache-control', REVALIDATE)
        .type('text/html')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Sopan</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    return reply.sendFile('index.html');
  });
  app.setNotFoundHandler((request, reply) => notFound(reply, request.method, request.url));
}
