/**
 * Builds the migrated database templates and the production server bundle once, and says plainly
 * which suites cannot run here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './helpers/browser';
import { buildTemplates, dropPostgresTemplate, postgresTemplateName, postgresUrl } from './helpers/databases';
import { repoRoot } from './helpers/server-process';

/**
 * The loopback push receiver's certificate (tests/helpers/push-receiver.ts). web-push always speaks
 * TLS, so the servers under test trust it as a production server trusts a push service: through
 * NODE_EXTRA_CA_CERTS, which the test workers (forked after this) and spawned servers inherit.
 */
function makePushCertificate(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-push-ca-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  process.env.NODE_EXTRA_CA_CERTS = cert;
  process.env.PUSH_TEST_CERT = cert;
  process.env.PUSH_TEST_KEY = key;
}

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
  makePushCertificate();
  const pgTemplate = postgresTemplateName();
  await buildTemplates(file, pgTemplate);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', pgTemplate);
  return () => dropPostgresTemplate(pgTemplate);
}
