import os from 'node:os';
import path from 'node:path';
/** Builds the migrated database templates once, and says plainly which suites cannot run here. */
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './helpers/browser';
import { buildTemplates, postgresUrl } from './helpers/databases';

export default async function setup(project: TestProject) {
  const skipped: string[] = [];
  if (!postgresUrl()) {
    skipped.push(
      'PostgreSQL suites (every server test runs on PGlite only): set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
    );
  }
  if (!chromiumPath()) {
    skipped.push(
      'browser (e2e) suites: install Debian Chromium (apt-get install -y chromium fonts-lohit-deva)',
    );
  }
  if (skipped.length && process.env.CI === 'true') {
    throw new Error(`CI=true but these suites cannot run:\n- ${skipped.join('\n- ')}`);
  }
  for (const s of skipped) console.warn(`\n⚠ SKIPPED ${s}\n`);
  const file = path.join(os.tmpdir(), `sopan-pglite-template-${process.pid}.tar`);
  await buildTemplates(file);
  project.provide('pgliteTemplate', file);
}
