import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The learner's first load (docs/product.md §10): a cold visit to home, a quiz screen or the journey
 * fetches at most 90 KB of JavaScript, gzip, in all — what index.html loads (the entry, its
 * static imports, the service-worker registration), then the screen's chunk with its static
 * imports, and every chunk that screen loads by itself (the login screen's forms, on idle).
 * A visitor sent from a learner's screen to /login is counted the same way. Admin screens and
 * zod stay out of the entry. Builds the web app itself into a temporary folder (a clean clone
 * works) and reads the chunk graph from Vite's manifest.
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

/** The files index.html loads: its scripts and module preloads, and the entry's static closure. */
function initialFiles(): string[] {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const loaded = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  return [...new Set([...loaded, ...[...closure([entryKey])].map((k) => manifest[k]!.file)])];
}

/** What opening `screen` (a manifest key, e.g. routes/HomeScreen.tsx) fetches beyond index.html's files. */
function screenFiles(screen: string): string[] {
  const chunk = manifest[screen];
  if (!chunk) throw new Error(`no chunk for ${screen}`);
  const keys = closure([screen, ...(chunk.dynamicImports ?? [])]);
  return [...keys].map((k) => manifest[k]!.file);
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
  const screens = [
    ['home (/)', 'routes/HomeScreen.tsx'],
    ['a quiz screen, learner', 'routes/QuizScreen.tsx'],
    ['the journey, learner', 'routes/JourneyScreen.tsx'],
    ['a quiz screen or the journey, visitor (sent to /login)', 'routes/LoginScreen.tsx'],
  ] as const;

  it.each(screens)('keeps the cold JavaScript of %s within 90 KB gzip in total', (_name, screen) => {
    const initial = initialFiles();
    const files = [...new Set([...initial, ...screenFiles(screen)])];
    const sizes = files.map((file) => [file, gz(file)] as const).sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.info(
      [
        `${screen}: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`,
        ...sizes.map(([file, size]) => `  ${file.padEnd(48)} ${kb(size)}`),
      ].join('\n'),
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('loads no admin code, zod, toasts or web fonts with index.html; the preact layer, not react-dom', () => {
    const initial = initialFiles();
    // The page names no service worker or manifest: the app adds both after the first screen.
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/registerSW|rel="manifest"|src="\/prefs\.js"/);
    expect(initial.some((f) => fs.readFileSync(path.join(outDir, f), 'utf8').includes('/sw.js'))).toBe(true);
    for (const file of initial) {
      const code = fs.readFileSync(path.join(outDir, file), 'utf8');
      expect(code, `${file} carries zod`).not.toMatch(/ZodError|\$ZodType/);
      expect(code, `${file} carries admin screens`).not.toMatch(
        /Delete this question\?|Seconds per question/,
      );
      expect(code, `${file} carries react-dom`).not.toMatch(
        /__REACT_DEVTOOLS_GLOBAL_HOOK__|react-dom\.production/,
      );
    }
    const lazyOnly = Object.entries(manifest).filter(
      ([key, c]) => c.src?.startsWith('routes/admin/') || /react-toastify|web-fonts|noto-sans/.test(key),
    );
    expect(lazyOnly.length).toBeGreaterThanOrEqual(7);
    for (const [, c] of lazyOnly) expect(initial).not.toContain(c.file);
    // Home, the quiz screens and the journey never fetch zod either.
    for (const screen of ['routes/HomeScreen.tsx', 'routes/QuizScreen.tsx', 'routes/JourneyScreen.tsx'])
      for (const file of screenFiles(screen))
        expect(fs.readFileSync(path.join(outDir, file), 'utf8'), `${screen}: ${file}`).not.toMatch(
          /ZodError/,
        );
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
