import pg from 'pg';
import { openPostgres } from '../server/db/client';

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
