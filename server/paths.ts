import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root (the nearest folder above this file holding package.json). Files the
 * server reads at run time (migrations, SQL functions, the starter bank, the lexicon, the web
 * build) are found from it, so the same code runs as server/*.ts under tsx and as the bundle in
 * build/server/ on plain node (docs/decisions/007, item 18).
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const fromRoot = (...parts: string[]) => path.join(projectRoot, ...parts);
