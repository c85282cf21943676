import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { drawIcon, iconFiles } from './app/pwa/icon-png';
import { precompressLate } from './app/pwa/precompress-late';
import { workerScript } from './app/pwa/worker-script';
import { modules } from './app/registry/modules-data';
import { moduleRoutes } from './app/registry/routes-data';

const inlined: Record<string, Record<string, unknown>> = {
  [fileURLToPath(new URL('./app/registry/modules-data.ts', import.meta.url))]: { modules },
  [fileURLToPath(new URL('./app/registry/routes-data.ts', import.meta.url))]: { moduleRoutes },
};

/** The learner bundle gets the module registry as literals: no zod, no judges (app/registry/modules-data.ts). */
function inlineRegistry(): Plugin {
  return {
    name: 'sopan:inline-registry',
    enforce: 'pre',
    load(id) {
      const values = inlined[id.split('?')[0]!];
      if (!values) return undefined;
      return Object.entries(values)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    },
  };
}

/**
 * app/prefs.js inside the page rather than beside it: a script the first paint waits for is one
 * request fewer on a slow network. The server allows it by its hash (server/plugins/page-scripts.ts).
 */
function inlinePrefs(): Plugin {
  const file = fileURLToPath(new URL('./app/prefs.js', import.meta.url));
  return {
    name: 'sopan:inline-prefs',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          '<script src="/prefs.js" data-inline></script>',
          `<script>${readFileSync(file, 'utf8').trim()}</script>`,
        ),
    },
  };
}

/** The page leaves the web manifest out: the app adds it after the first screen (app/pwa/register.ts). */
function deferManifestLink(): Plugin {
  return {
    name: 'sopan:defer-manifest-link',
    // After vite-plugin-pwa's own post transform, which adds the link.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="manifest" href="[^"]*"\s*\/?>/, ''),
    },
  };
}

/** PWA icons drawn at build time (app/pwa/icon-png.ts), and served the same way in development. */
function appIcons(): Plugin {
  return {
    name: 'sopan:icons',
    generateBundle() {
      for (const icon of iconFiles)
        this.emitFile({
          type: 'asset',
          fileName: icon.fileName,
          source: drawIcon(icon.size, icon),
        });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = iconFiles.find((i) => req.url === `/${i.fileName}`);
        if (!icon) return next();
        res.setHeader('content-type', 'image/png');
        res.end(drawIcon(icon.size, icon));
      });
    },
  };
}

/**
 * The production build runs the app on Preact's React-compatible layer (docs/decisions/006):
 * react-dom alone was 62 KB of the 90 KB a learner's first load may fetch. The dev server and
 * the component tests run React itself; the e2e suites test the build, so they test Preact.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  root: 'app',
  resolve: { alias: command === 'build' ? preactForReact : [] },
  publicDir: 'public',
  plugins: [
    inlineRegistry(),
    inlinePrefs(),
    react(),
    appIcons(),
    workerScript(fileURLToPath(new URL('./app/pwa/reminder-worker.ts', import.meta.url)), 'sw-reminders.js'),
    VitePWA({
      registerType: 'autoUpdate',
      // The app registers it itself, when the first screen is up (app/pwa/register.ts).
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Sopan — सोपान',
        short_name: 'Sopan',
        description: 'Daily timed Hindi grammar and vocabulary practice for competitive exams.',
        lang: 'hi',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#fffaf3',
        theme_color: '#b45309',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The offline shell: the app's files only. Data calls (/api) are never cached.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The reminders' push and notificationclick handlers (app/pwa/reminder-worker.ts).
        importScripts: ['/sw-reminders.js'],
      },
    }),
    // Every text file also as .br and .gz beside it, for the server to pick by Accept-Encoding.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/,
      logLevel: 'silent',
    }),
    precompressLate(/^(sw|workbox-[\w-]+)\.js$/),
    deferManifestLink(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // The chunk graph, for the server to name a route's first screen in the page (server/plugins/first-screen-hints.ts).
    manifest: true,
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // A quiet `npm start` (issue 23 item 9): no plugin timing report.
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 40000 },
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
