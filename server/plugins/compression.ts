import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Dynamic answers (JSON, the API docs) compressed on the fly, brotli else gzip; registered before
 * the routes it applies to. Below 1 KB it does nothing: the quiz calls' answers are smaller, and
 * compressing them would cost CPU on the busiest path for a few hundred bytes (docs/decisions/006).
 * The web app's files are compressed at build and served as they are (server/plugins/web-app.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
