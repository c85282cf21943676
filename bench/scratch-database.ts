import pg from 'pg';
import { type Database, migrateDatabase, openPostgres } from '../server/db/client';

/** Runs one statement on the server's maintenance connection (create and drop databases). */
export async function adminQuery(base: string, q: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(q).finally(() => c.end());
}

/** A fresh database `name` on the server of `base`, opened with a small pool; `drop` removes it. */
export async function openScratchDatabase(base: string, name: string) {
  await adminQuery(base, `drop database if exists ${name} with (force)`);
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  return { database, drop: () => adminQuery(base, `drop database if exists ${name} with (force)`) };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A benchmark's whole life on a scratch database `name` on DATABASE_URL's server: opened and
 * migrated, handed to `body`, then closed and dropped (kept when the environment variable `keep`
 * is set, for EXPLAIN ANALYZE by hand). `step` prints a line with the seconds since the start.
 */
export function runScratchBench(
  name: string,
  keep: string | undefined,
  body: (scratch: {
    database: Database;
    db: Database['db'];
    step: (message: string) => void;
  }) => Promise<void>,
): void {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test');
    process.exit(2);
  }
  const t0 = Date.now();
  const step = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${m}`);
  (async () => {
    const { database, drop } = await openScratchDatabase(base, name);
    try {
      await migrateDatabase(database);
      await body({ database, db: database.db, step });
    } finally {
      await database.close();
      if (!keep || !process.env[keep]) await drop();
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
