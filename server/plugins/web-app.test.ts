import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../shared/modules';
import { ensureWebBuild } from '../../tests/e2e/support/web-build';
import { createTestApp, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { createSession, SESSION_COOKIE } from '../accounts/sessions';
import { IMMUTABLE, REVALIDATE, webRoot } from './web-app';

/**
 * The built web app as the server sends it (docs/product.md §10): precompressed files chosen by
 * Accept-Encoding, hashed assets cached for a year, the rest revalidated. Builds dist/ when stale.
 */
let t: TestApp;
const TEXT = /\.(html|js|css|svg|json|webmanifest|txt)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '.vite' ? [] : walk(p);
    return [p];
  });
}

beforeAll(async () => {
  await ensureWebBuild();
  t = await createTestApp('pglite');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

const assetOf = (pattern: RegExp) => {
  const file = fs.readdirSync(path.join(webRoot, 'assets')).find((f) => pattern.test(f));
  if (!file) throw new Error(`no built asset matches ${pattern}`);
  return `/assets/${file}`;
};

describe('the web app as served', () => {
  it('has a brotli and a gzip copy of every text file worth compressing, made at build', () => {
    const text = walk(webRoot).filter((f) => TEXT.test(f) && fs.statSync(f).size >= 300);
    expect(text.length).toBeGreaterThan(20);
    for (const f of text) {
      expect(fs.existsSync(`${f}.br`), `${f}.br`).toBe(true);
      expect(fs.existsSync(`${f}.gz`), `${f}.gz`).toBe(true);
    }
  });

  it('negotiates brotli, then gzip, then none, and says it varies on Accept-Encoding', async () => {
    const js = assetOf(/^app-.*\.js$/);
    const raw = fs.readFileSync(path.join(webRoot, js));
    const br = await get(js, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).equals(raw)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(raw.length / 2);

    const gz = await get(js, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).equals(raw)).toBe(true);

    const plain = await get(js);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(raw)).toBe(true);

    const css = await get(assetOf(/^app-.*\.css$/), 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('caches hashed assets for a year and revalidates the page, the service worker and the manifest', async () => {
    for (const url of [assetOf(/\.js$/), assetOf(/\.css$/), assetOf(/\.woff2$/)])
      expect((await get(url, 'br')).headers['cache-control'], url).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/sw.js', '/manifest.webmanifest', '/robots.txt']) {
      const r = await get(url, 'br');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe(REVALIDATE);
    }
  });

  it('answers client routes with the page, compressed, for GET and HEAD alike', async () => {
    const page = await get('/', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const deep = await get('/user-journey', 'gzip');
    expect(deep.statusCode).toBe(200);
    expect(gunzipSync(deep.rawPayload).toString()).toContain('<div id="root">');

    const head = await get('/', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    // The page holds the session's bootstrap (docs/decisions/006): no cache may keep it.
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.rawPayload.length).toBe(0);
    expect((await get('/user-journey', undefined, 'HEAD')).statusCode).toBe(200);
  });

  it('serves robots.txt as a real file, and 404s for missing assets and unknown API calls', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*/m);
    expect(robots.body).toMatch(/^Disallow: \/api\//m);

    const missing = await get('/assets/gone-12345678.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
    expect((await t.app.inject({ method: 'DELETE', url: '/' })).statusCode).toBe(404);
  });

  it('compresses JSON answers over 1 KB and leaves the small ones (the quiz calls) alone', async () => {
    const big = await get('/api/bootstrap', 'gzip, deflate, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('quizTimes');
    expect((await get('/api/bootstrap', 'gzip')).headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});

describe('the first screen in the page (docs/decisions/006)', () => {
  const manifest = () =>
    JSON.parse(fs.readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
  const chunk = (screen: string) => `/${manifest()[`routes/${screen}.tsx`]!.file}`;
  const page = async (url: string, cookie?: string) => {
    const r = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(r.statusCode).toBe(200);
    return r;
  };
  const bootstrapIn = (html: string) => {
    const m = html.match(/<script type="application\/json" id="sopan-bootstrap">([^<]*)<\/script>/);
    expect(m, 'the bootstrap in the page').not.toBeNull();
    return JSON.parse(m![1]!) as { user: { firstName: string } | null; quizTimes: unknown };
  };
  const callsIn = (html: string) => {
    const m = html.match(/<script type="application\/json" id="sopan-calls">([^<]*)<\/script>/);
    expect(m, "the first screen's calls in the page").not.toBeNull();
    return JSON.parse(m![1]!) as Record<string, unknown>;
  };
  const quizRoute = modules[0]!.route;

  it("holds the bootstrap's answer and names home's code for a visitor, with no learner's call", async () => {
    const r = await page('/');
    expect(r.headers['cache-control']).toBe('no-store');
    const html = r.body;
    const bootstrap = bootstrapIn(html);
    expect(bootstrap.user).toBeNull();
    expect(bootstrap.quizTimes).toBeTruthy();
    expect(html).not.toContain('href="/api/bootstrap"');
    expect(html).toContain(`<link rel="modulepreload" href="${chunk('HomeScreen')}" />`);
    expect(html).not.toContain('href="/api/me/');
    // A learner's screen sends a visitor to the login screen: that is the code named.
    const quiz = (await page(quizRoute)).body;
    expect(quiz).toContain(chunk('LoginScreen'));
    expect(quiz).not.toContain(chunk('QuizScreen'));
    expect(quiz).not.toContain('/api/me/today/');
  });

  it("names a learner's screen, answers its calls inside, and keeps their name from closing the script", async () => {
    // `</script>` must not close the data; `$&` and `$'` must not be read as replacement patterns.
    const name = "Asha</script><script>alert(1)</script> $& $'";
    const { user } = await loggedInUser(t, { firstName: name });
    const { cookie } = await createSession(t.database.db, user.id);
    const r = await page('/user-journey', `${SESSION_COOKIE}=${cookie}`);
    expect(bootstrapIn(r.body).user?.firstName).toBe(name);
    expect(r.body).not.toContain('<script>alert(1)');
    expect(r.body).toContain(`<link rel="modulepreload" href="${chunk('JourneyScreen')}" />`);
    for (const css of manifest()['routes/JourneyScreen.tsx']!.css ?? [])
      expect(r.body).toContain(`<link rel="preload" href="/${css}" as="style" />`);
    // The journey's two calls, answered as the API answers the learner, so not fetched again.
    const calls = callsIn(r.body);
    expect(Object.keys(calls).sort()).toEqual(['/me/quiz-progress', '/me/stats']);
    const own = (
      await t.app.inject({ url: '/api/me/stats', headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })
    ).json();
    expect(calls['/me/stats']).toEqual(own);
    expect(r.body).not.toContain('href="/api/me/');
    const quiz = (await page(quizRoute, `${SESSION_COOKIE}=${cookie}`)).body;
    expect(quiz).toContain(chunk('QuizScreen'));
    expect(Object.keys(callsIn(quiz))).toEqual([`/me/today/${modules[0]!.key}`]);
    // A cookie that names no session is a visitor's: no learner's calls answered or named.
    const stale = (await page('/', `${SESSION_COOKIE}=${user.id}.${'x'.repeat(40)}`)).body;
    expect(bootstrapIn(stale).user).toBeNull();
    expect(callsIn(stale)).toEqual({});
  });

  it('has the theme script inside, allowed by its hash and by nothing looser', async () => {
    const r = await page('/');
    expect(r.body).not.toContain('src="/prefs.js"');
    const inline = r.body.match(/<script>([\s\S]*?)<\/script>/);
    expect(inline?.[1]).toContain('sopan:theme');
    const hash = createHash('sha256').update(inline![1]!, 'utf8').digest('base64');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(csp.split(';').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });
});
