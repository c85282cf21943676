import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { modules, type QuizModule } from '../../shared/modules';
import type { Db } from '../db/client';
import { importQuestions, parseImport } from './import';
import { modulesWithQuestions } from './questions';

export const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

/** The starter bank's rows for a module (content/<key>.json). */
export function starterRows(module: QuizModule): unknown[] {
  const file = path.join(contentDir, `${module.key}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[]) : [];
}

/**
 * Loads each module's starter file into a module that has never had a question: the whole bank
 * on a first start, and a module added by an upgrade on the next start. Nothing else is touched.
 */
export async function seedStarterBank(db: Db, log?: FastifyBaseLogger): Promise<Record<string, number>> {
  const present = await modulesWithQuestions(db);
  const counts: Record<string, number> = {};
  for (const module of modules) {
    if (present.has(module.key)) continue;
    const report = await importQuestions(db, module, parseImport(module, starterRows(module)));
    if (report.errors.length)
      throw new Error(
        `content/${module.key}.json: line ${report.errors[0]!.line}: ${report.errors[0]!.message}`,
      );
    counts[module.key] = report.imported;
  }
  if (Object.keys(counts).length) log?.info({ counts }, 'starter questions loaded');
  return counts;
}
