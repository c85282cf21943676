import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../server/db/client';

export type Driver = 'pglite' | 'postgres';

export const postgresUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
/** One PostgreSQL template per test run, so two runs on one server (two checkouts) never share one. */
export const postgresTemplateName = () => `sopan_test_template_${process.pid}`;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Builds the migrated templates once per test run (vitest globalSetup). */
export async function buildTemplates(pgliteFile: string, pgTemplate: string): Promise<void> {
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
    await admin.query(`drop database if exists ${pgTemplate} with (force)`);
    await admin.query(`create database ${pgTemplate}`);
  } finally {
    await admin.end();
  }
  const template = openPostgres(withDatabase(url, pgTemplate), 1);
  await migrateDatabase(template);
  await template.close();
}

let cachedDump: Blob | undefined;

/**
 * PGlite databases a finished test handed back. Starting one from the template takes about a
 * second (PostgreSQL booting in WebAssembly) and was most of a server test's time; emptying one
 * takes milliseconds. The migrations insert no rows, so an emptied database is the template.
 */
const idle: Database[] = [];

const EMPTY_ALL = sql.raw(`do $$ begin
  execute (select 'truncate table ' || string_agg(format('%I.%I', schemaname, tablename), ', ')
    || ' restart identity cascade' from pg_tables where schemaname = 'public');
end $$`);

async function pglite(): Promise<Database> {
  const reused = idle.pop();
  if (reused) {
    await reused.db.execute(EMPTY_ALL);
    return reused;
  }
  cachedDump ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return openPglite({ loadDataDir: cachedDump });
}

/** A clean, migrated database: one per test (PGlite's emptied for reuse once the test closes it). */
export async function cloneDatabase(driver: Driver): Promise<Database & { url?: string }> {
  if (driver === 'pglite') {
    const database = await pglite();
    let closed = false;
    return {
      ...database,
      async close() {
        if (closed) return;
        closed = true;
        idle.push(database);
      },
    };
  }
  const url = postgresUrl();
  const name = `sopan_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
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

export async function dropPostgresTemplate(pgTemplate: string): Promise<void> {
  const url = postgresUrl();
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${pgTemplate} with (force)`).finally(() => admin.end());
}

export function availableDrivers(): Driver[] {
  return postgresUrl() ? ['pglite', 'postgres'] : ['pglite'];
}
