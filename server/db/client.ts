import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromRoot } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** A statement the hot paths run often: named, so PostgreSQL parses and plans it once per connection. */
export interface Prepared {
  name: string;
  text: string;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a prepared statement on the driver itself: the quiz calls skip the query builder. */
  query<T>(statement: Prepared, values: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const migrationsFolder = fromRoot('server/db/migrations');
/** Serialises migrations when several instances start together on one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <T>(statement: Prepared, values: unknown[]) =>
      (await client.query<T>(statement.text, values)).rows,
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // A lost connection must not crash the process; the next query reports it instead (503).
  // The pool's listener covers idle clients only: a client checked out between two queries of
  // a transaction when the database dies emits 'error' on itself, which unhandled kills the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    query: async <T>(statement: Prepared, values: unknown[]) =>
      (await pool.query<T & pg.QueryResultRow>({ ...statement, values })).rows,
    close: () => pool.end(),
  };
}

const functionsFile = fromRoot('server/db/functions.sql');
const functionStatements = () =>
  fs
    .readFileSync(functionsFile, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/** Runs the migrations (tables, indexes), then (re)creates the quiz functions of functions.sql. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    for (const statement of functionStatements()) await database.db.execute(sql.raw(statement));
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as never, { migrationsFolder });
    for (const statement of functionStatements()) await tx.execute(sql.raw(statement));
  });
}

/** Opens the configured database (PostgreSQL when a URL is given, else PGlite in dataDir) and migrates it. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
  await migrateDatabase(database);
  return database;
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Tx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
