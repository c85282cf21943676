import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { cacheControlFor } from '../server/plugins/web-app';

/**
 * The floor under bench:web's figures (issue 23 item 10): Vite's vanilla template (bench/bare-page),
 * built by Vite with the app's precompression and served as the app's files are (@fastify/static,
 * brotli or gzip beside each file, the same cache headers), measured in the same run. Sopan's own
 * cost on a screen is its figure minus this one.
 */
export async function startBarePage(port: number): Promise<{ files: string; close: () => Promise<void> }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-bare-page-'));
  await build({
    root: path.join(import.meta.dirname, 'bare-page'),
    configFile: false,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    plugins: [
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(html|js|css)$/,
        logLevel: 'silent',
      }),
    ],
  });
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: outDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(outDir, filePath)));
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    files: outDir,
    close: async () => {
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
