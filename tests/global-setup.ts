/**
 * Builds the migrated database templates and the production server bundle once, and says plainly
 * which suites cannot run here.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './helpers/browser';
import { buildTemplates, dropPostgresTemplate, postgresTemplateName, postgresUrl } from './helpers/databases';
import { makePushCertificate } from './helpers/push-cert';
import { repoRoot } from './helpers/server-process';

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
  // The suites that run the server as a process run what production runs (tests/faults).
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: repoRoot, stdio: 'inherit' });
  const file = path.join(os.tmpdir(), `sopan-pglite-template-${process.pid}.tar`);
  // Forked test workers and spawned servers inherit NODE_EXTRA_CA_CERTS from here.
  makePushCertificate();
  const pgTemplate = postgresTemplateName();
  await buildTemplates(file, pgTemplate);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', pgTemplate);
  return () => dropPostgresTemplate(pgTemplate);
}
