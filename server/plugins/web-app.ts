import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Bootstrap } from '../../shared/api/bootstrap';
import { BOOTSTRAP_ELEMENT, CALLS_ELEMENT } from '../../shared/first-screens';
import { fromRoot } from '../paths';
import { loadFirstScreenHints } from './first-screen-hints';

export const webRoot = fromRoot('dist');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep them for a
 * year; everything else (index.html, sw.js, the manifest, icons, robots.txt)
 * keeps its name across releases and is revalidated on each use (a 304 when unchanged).
 */
export const cacheControlFor = (relativePath: string): string =>
  relativePath.split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;

const notFound = (reply: FastifyReply, method: string, url: string) =>
  reply.code(404).send({ error: 'Not Found', message: `No such call: ${method} ${url.split('?')[0]}` });

/** The page's preload of the bootstrap call, which a page sent with its answer inside leaves out. */
const BOOTSTRAP_PRELOAD = '<link rel="preload" href="/api/bootstrap" as="fetch" crossorigin />';

/** JSON inside a `<script>` element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageOptions {
  sessionCookie: string;
  /** GET /api/bootstrap's answer for the session the cookie names (server/routes/bootstrap.ts). */
  bootstrap: (cookie: string | undefined) => Promise<Bootstrap>;
}

/**
 * The first screen's own calls, answered by the API itself as the learner's browser would ask
 * (their cookie, same-origin), so the page carries them: each one fewer request, and the screen
 * has its data when the app starts. Only 200s are kept; the app asks for anything else.
 */
async function answerCalls(
  app: FastifyInstance,
  calls: string[],
  cookie: string | undefined,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    calls.map(async (call) => {
      const r = await app.inject({
        method: 'GET',
        url: `/api${call}`,
        headers: {
          accept: 'application/json',
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
        },
      });
      if (r.statusCode === 200) answers[call] = r.json();
    }),
  ).catch(() => undefined); // A call that could not be asked here is the app's to ask.

  return answers;
}

/**
 * Serves the built web app: each file as built, precompressed (.br, .gz beside it) and chosen
 * by Accept-Encoding; client routes (any other GET or HEAD outside /api) answer the app's page
 * with the bootstrap's answer inside and the first screen's code and calls named
 * (docs/decisions/006), so a cold load is one round of requests.
 */
export function registerWebApp(app: FastifyInstance, options: PageOptions): void {
  const built = fs.existsSync(path.join(webRoot, 'index.html'));
  const page = built ? fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
  const hints = loadFirstScreenHints(webRoot);
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
    let bootstrap: Bootstrap;
    try {
      bootstrap = await options.bootstrap(request.cookies[options.sessionCookie]);
    } catch (err) {
      // The app asks for it itself, as a page from the service worker's cache does.
      request.log.warn({ err }, 'page sent without its bootstrap');
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    const screen = hints(url, !!bootstrap.user);
    const answers = await answerCalls(app, screen.calls, request.headers.cookie);
    // A call the server could not answer here is named instead: the browser fetches it beside the code.
    const preloads = screen.calls
      .filter((call) => !(call in answers))
      .map((call) => `<link rel="preload" href="/api${call}" as="fetch" crossorigin />`);
    const data =
      `<script type="application/json" id="${BOOTSTRAP_ELEMENT}">${scriptJson(bootstrap)}</script>` +
      `<script type="application/json" id="${CALLS_ELEMENT}">${scriptJson(answers)}</script>`;
    // Functions, not strings, as replacements: a `$` in the data must not be read as a pattern.
    const html = page
      .replace(BOOTSTRAP_PRELOAD, () => data)
      .replace('</head>', () => `${screen.code}${preloads.join('')}</head>`);
    // It names the learner: no cache may keep it.
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  app.setNotFoundHandler((request, reply) => notFound(reply, request.method, request.url));
}
