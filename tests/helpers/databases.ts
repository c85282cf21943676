import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../server/db/client';

export type Driver = 'pglite' | 'postgres';

export const postgresUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
export const TEMPLATE_DB = 'sopan_test_template';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Builds the migrated templates once per test run (vitest globalSetup). */
export async function buildTemplates(pgliteFile: string): Promise<void> {
  const lite = await openPglite();
  await migrateDatabase(lite);
  const client = (lite as unknown as { db: { $client: { dumpDataDir(c: 'none'): Promise<Blob> } } }).db
    .$client;
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  await lite.close();

  const url = postgresUrl();
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const template = openPostgres(withDatabase(url, TEMPLATE_DB), 1);
  await migrateDatabase(template);
  await template.close();
}

let cachedDump: Blob | undefined;

/** A clean, migrated database cloned from the template: one per test. */
export async function cloneDatabase(driver: Driver): Promise<Database & { url?: string }> {
  if (driver === 'pglite') {
    cachedDump ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return openPglite({ loadDataDir: cachedDump });
  }
  const url = postgresUrl();
  const name = `sopan_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const dbUrl = withDatabase(url, name);
  const database = openPostgres(dbUrl, 10);
  return {
    ...database,
    url: dbUrl,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

export function availableDrivers(): Driver[] {
  return postgresUrl() ? ['pglite', 'postgres'] : ['pglite'];
}
