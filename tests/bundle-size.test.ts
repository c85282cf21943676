import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The learner's first load: the JavaScript index.html loads before any screen's own chunk
 * (the entry, what it imports statically, the service-worker registration) must stay within
 * 90 KB gzipped. Admin screens, the quiz, the journey and the account screens load lazily.
 * Builds the web app itself into a temporary folder, so it runs on a clean clone.
 */
const BUDGET_BYTES = 90 * 1000;
const root = path.resolve(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

let outDir: string;
let manifest: Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(outDir, file))).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A chunk and everything it imports statically. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-web-'));
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'error',
    ],
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    { cwd: root, stdio: 'pipe', timeout: 120_000, env: { ...process.env, NODE_ENV: 'production' } },
  );
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}, 150_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the web build', () => {
  it('keeps the initial JavaScript of the learner pages within 90 KB gzip, without admin code or zod', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const loaded = [
      ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
    ].map((m) => m[1]!);
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const fromManifest = [...closure([entryKey])].map((k) => manifest[k]!.file);
    const initial = [...new Set([...loaded, ...fromManifest])];
    expect(initial).toContain('registerSW.js');

    const sizes = initial.map((file) => [file, gz(file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const routes = Object.values(manifest)
      .filter((c) => c.src?.startsWith('routes/'))
      .map((c) => {
        const key = Object.keys(manifest).find((k) => manifest[k] === c)!;
        const extra = [...closure([key])].filter((k) => !closure([entryKey]).has(k));
        return [c.src!, extra.reduce((sum, k) => sum + gz(manifest[k]!.file), 0)] as const;
      })
      .sort((a, b) => b[1] - a[1]);
    console.info(
      [
        `initial JavaScript: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`,
        ...sizes.map(([file, size]) => `  ${file.padEnd(40)} ${kb(size)}`),
        'loaded when a screen opens (beyond the initial load):',
        ...routes.map(([src, size]) => `  ${src.padEnd(40)} ${kb(size)}`),
      ].join('\n'),
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);

    for (const file of initial) {
      const code = fs.readFileSync(path.join(outDir, file), 'utf8');
      expect(code, `${file} carries zod`).not.toMatch(/ZodError|\$ZodType/);
      expect(code, `${file} carries admin screens`).not.toMatch(
        /Delete this question\?|Seconds per question/,
      );
    }
    const adminChunks = Object.values(manifest).filter((c) => c.src?.startsWith('routes/admin/'));
    expect(adminChunks.length).toBeGreaterThanOrEqual(6);
    for (const c of adminChunks) expect(initial).not.toContain(c.file);
  });

  it('is an installable PWA whose offline shell never caches /api calls', () => {
    const webManifest = JSON.parse(fs.readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string; sizes: string; purpose?: string }[];
      start_url: string;
      display: string;
    };
    expect(webManifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(webManifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(webManifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of webManifest.icons) {
      const png = fs.readFileSync(path.join(outDir, icon.src));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
    }

    const sw = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(sw).toContain('index.html');
    expect(sw).toMatch(/NavigationRoute/);
    expect(sw).toContain('/^\\/api\\//');
    // Only the precache and the navigation fallback: no runtime caching strategy at all.
    expect(sw).not.toMatch(/NetworkFirst|CacheFirst|StaleWhileRevalidate|NetworkOnly/);
    const precached = [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]!);
    expect(precached.some((u) => u.startsWith('api/') || u.startsWith('/api'))).toBe(false);
    expect(precached.some((u) => u.endsWith('.woff2'))).toBe(true);
  });
});
