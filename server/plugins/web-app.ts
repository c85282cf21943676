import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FirstScreenRenderer } from '../first-screen';
import { fromRoot } from '../paths';

export const webRoot = fromRoot('dist');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A client route's page: it may name the learner (the first screen), so no shared cache keeps it. */
export const PAGE = 'private, no-cache';

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep them for a
 * year; everything else (index.html, sw.js, registerSW.js, the manifest, icons, robots.txt)
 * keeps its name across releases and is revalidated on each use (a 304 when unchanged).
 */
export const cacheControlFor = (relativePath: string): string =>
  relativePath.split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;

const notFound = (reply: FastifyReply, method: string, url: string) =>
  reply.code(404).send({ error: 'Not Found', message: `No such call: ${method} ${url.split('?')[0]}` });

const ROOT = '<div id="root"></div>';

/**
 * index.html with the first screen's HTML before the app's root, and `<html>` in its language
 * (`data-first-screen` names it for app/public/prefs.js and the CSS that hides the app's root
 * until it takes over: app/first-screen/hand-over.ts).
 */
export function withFirstScreen(page: string, language: string, html: string, startAtOnce = false): string {
  if (!html || !page.includes(ROOT)) return page;
  // The app's code in place from the start (vite.config.ts put it in a template for after the first paint).
  const started = startAtOnce ? page.replace(/<template id="app-start">([\s\S]*?)<\/template>/, '$1') : page;
  return started
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-first-screen="${language}"`)
    .replace(ROOT, `<div id="first-screen">${html}</div>${ROOT}`);
}

/**
 * Serves the built web app: each file as built, precompressed (.br, .gz beside it) and chosen
 * by Accept-Encoding; client routes (any other GET or HEAD outside /api) answer index.html, with
 * the route's first screen in it where `firstScreen` renders one (compressed on the fly then).
 */
export function registerWebApp(app: FastifyInstance, firstScreen?: FirstScreenRenderer): void {
  const built = fs.existsSync(path.join(webRoot, 'index.html'));
  const page = built ? fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
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
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
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
    if (!firstScreen) return reply.sendFile('index.html');
    const rendered = await firstScreen(request, url);
    // The page names the learner and follows the browser's language: revalidated, never shared.
    return reply
      .header('cache-control', PAGE)
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(withFirstScreen(page, rendered.language, rendered.html, rendered.startAtOnce));
  });
  app.setNotFoundHandler((request, reply) => notFound(reply, request.method, request.url));
}
