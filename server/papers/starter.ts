import fs from 'node:fs';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { blueprintSchema } from '../../shared/api/papers';
import type { Db } from '../db/client';
import { papers } from '../db/schema';
import { HttpError } from '../http-errors';
import { contentDir } from '../quiz/content';
import type { PaperAdmin } from './admin';

export const starterPaperSchema = z.array(blueprintSchema.and(z.object({ key: z.string().min(1).max(60) })));

/** The starter papers' blueprints (content/papers.json). */
export function starterPapers(): z.infer<typeof starterPaperSchema> {
  const file = path.join(contentDir, 'papers.json');
  return fs.existsSync(file) ? starterPaperSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : [];
}

/**
 * Draws and publishes each starter paper once, on the first start that has the bank for it (a
 * starter paper an admin deleted stays deleted: its key is kept).
 */
export async function seedStarterPapers(
  db: Db,
  admin: PaperAdmin,
  log?: FastifyBaseLogger,
): Promise<string[]> {
  const drawn = new Set(
    (await db.select({ key: papers.starterKey }).from(papers).where(isNotNull(papers.starterKey))).map(
      (p) => p.key,
    ),
  );
  const added: string[] = [];
  for (const { key, ...blueprint } of starterPapers()) {
    if (drawn.has(key)) continue;
    try {
      const paper = await admin.create(blueprint, null, key);
      await admin.publish(Number(paper._id));
      added.push(key);
    } catch (err) {
      // A bank an admin has thinned may not fill a section: the start goes on without that paper.
      if (!(err instanceof HttpError)) throw err;
      log?.warn({ paper: key, reason: err.message }, 'starter paper not drawn');
    }
  }
  if (added.length) log?.info({ papers: added }, 'starter papers drawn');
  return added;
}
