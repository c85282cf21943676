import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './helpers/server-process';

/**
 * Issue 23 item 12: someone who clones the repository has nothing beside it, so no document may
 * point outside it — a link from its own folder, or a path in backticks (read from the root, where
 * commands run).
 */
it('no document points outside the repository', () => {
  const files = execFileSync('git', ['ls-files', '*.md'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const outside = (p: string) => path.relative(repoRoot, p).startsWith('..');
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\((\.\.\/[^)\s#]+)/g))
      if (outside(path.resolve(repoRoot, path.dirname(file), target!))) found.push(`${file}: link ${target}`);
    for (const [, target] of text.matchAll(/`(\.\.\/[^`\s]+)`/g))
      if (outside(path.resolve(repoRoot, target!))) found.push(`${file}: path ${target}`);
  }
  expect(found).toEqual([]);
});
