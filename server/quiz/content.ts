import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { modules, type QuizModule } from '../../shared/modules';
import type { Db } from '../db/client';
import { importQuestions, parseImport } from './import';
import { countAllQuestions } from './questions';

export const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

/** The starter bank's rows for a module (content/<key>.json). */
export function starterRows(module: QuizModule): unknown[] {
  const file = path.join(contentDir, `${module.key}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[]) : [];
}

/** Loads the starter bank into an empty database (first start only). */
export async function seedStarterBank(db: Db, log?: FastifyBaseLogger): Promise<Record<string, number>> {
  if ((await countAllQuestions(db)) > 0) return {};
  const counts: Record<string, number> = {};
  for (const module of modules) {
    const report = await importQuestions(db, module, parseImport(module, starterRows(module)));
    if (report.errors.length)
      throw new Error(
        `content/${module.key}.json: line ${report.errors[0]!.line}: ${report.errors[0]!.message}`,
      );
    counts[module.key] = report.imported;
  }
  log?.info({ counts }, 'starter question bank loaded');
  return counts;
}
