import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { modules, type QuizModule } from '../../shared/modules';
import { dedupeKey } from '../../shared/question-rows';
import type { Db } from '../db/client';
import { starterVersions } from '../db/schema';
import { fromRoot } from '../paths';
import { importQuestions, parseImport } from './import';
import { dedupeKeysEverHeld, modulesWithQuestions } from './questions';

export const contentDir = fromRoot('content');

/** A starter row and the bank version that added it (`since` in the file; absent: 1). */
export interface StarterItem {
  row: Record<string, unknown>;
  since: number;
}

/** The starter bank's items for a module (content/<key>.json). */
export function starterItems(module: Pick<QuizModule, 'key'>): StarterItem[] {
  const file = path.join(contentDir, `${module.key}.json`);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[]).map(
    ({ since, ...row }) => ({
      row,
      since: typeof since === 'number' ? since : 1,
    }),
  );
}

/** The starter bank's rows for a module, as the import reads them. */
export const starterRows = (module: Pick<QuizModule, 'key'>): unknown[] =>
  starterItems(module).map((i) => i.row);

/**
 * Loads the starter bank (docs/content-guide.md §7b): a module that never had a question gets
 * every row of its file (the whole bank on a first start, a new module after an upgrade); a module
 * that has one gets only the rows added since the version it last loaded (an install from before
 * versions loaded version 1), minus any whose prompt it has ever held, deleted ones included. No
 * question already there is touched, so an admin's edits and deletions stay.
 */
export async function seedStarterBank(
  db: Db,
  log?: FastifyBaseLogger,
  items: (module: QuizModule) => StarterItem[] = starterItems,
): Promise<Record<string, number>> {
  const present = await modulesWithQuestions(db);
  const loaded = new Map(
    (await db.select().from(starterVersions)).map((r) => [r.module, r.version] as const),
  );
  const counts: Record<string, number> = {};
  for (const module of modules) {
    const all = items(module);
    if (all.length === 0) continue;
    const latest = Math.max(...all.map((i) => i.since));
    const had = loaded.get(module.key) ?? (present.has(module.key) ? 1 : 0);
    if (had >= latest) continue;
    let wanted = all.filter((i) => i.since > had);
    if (present.has(module.key)) {
      const ever = await dedupeKeysEverHeld(db, module);
      wanted = wanted.filter((i) => !ever.has(dedupeKey(module, i.row)));
    }
    const report = await importQuestions(
      db,
      module,
      parseImport(
        module,
        wanted.map((i) => i.row),
      ),
    );
    if (report.errors.length)
      throw new Error(
        `content/${module.key}.json: line ${report.errors[0]!.line}: ${report.errors[0]!.message}`,
      );
    await db
      .insert(starterVersions)
      .values({ module: module.key, version: latest })
      .onConflictDoUpdate({ target: starterVersions.module, set: { version: latest } });
    counts[module.key] = report.imported;
  }
  if (Object.keys(counts).length) log?.info({ counts }, 'starter questions loaded');
  return counts;
}
