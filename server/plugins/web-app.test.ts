import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../tests/e2e/support/web-build';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
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
    const js = assetOf(/^index-.*\.js$/);
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

    const css = await get(assetOf(/^index-.*\.css$/), 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('caches hashed assets for a year and revalidates the page, the service worker and the manifest', async () => {
    for (const url of [assetOf(/\.js$/), assetOf(/\.css$/), assetOf(/\.woff2$/)])
      expect((await get(url, 'br')).headers['cache-control'], url).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/',
      '/index.html',
      '/sw.js',
      '/registerSW.js',
      '/manifest.webmanifest',
      '/robots.txt',
    ]) {
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
    expect(head.headers['cache-control']).toBe(REVALIDATE);
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
