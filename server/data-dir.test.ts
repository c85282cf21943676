/** Issue 24 item 6: DATA_DIR 0700 and its files 0600: the database, the outbox, the TOTP key. */

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { secureDataDir } from './data-dir';
import { openPglite } from './db/client';
import { createMailer } from './mail/mailer';

const silent = { info() {}, warn() {}, error() {} } as never;
let previous: number | undefined;
const dirs: string[] = [];
afterEach(() => {
  if (previous !== undefined) process.umask(previous);
  previous = undefined;
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Every path under `dir` whose mode lets another user in. */
function openToOthers(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      out.push(`${path.relative(dir, p) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
  };
  walk(dir);
  return out;
}

it('closes what is there at start, and keeps the database and the outbox from every other user', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-data-'));
  dirs.push(dir);
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'left-over.eml'), 'code 123456');
  fs.chmodSync(path.join(dir, 'left-over.eml'), 0o666);
  expect(openToOthers(dir).length).toBeGreaterThan(0);

  previous = secureDataDir(dir);
  expect(openToOthers(dir)).toEqual([]);
  const database = await openPglite({ dataDir: path.join(dir, 'pglite') });
  await database.db.execute(sql`create table t (email text)`);
  await database.db.execute(sql`insert into t values ('asha@example.com')`);
  await database.close();
  const mailer = createMailer({ from: 'Sopan <a@b.co>', dataDir: dir }, silent);
  await mailer.send({
    to: 'asha@example.com',
    subject: 'code',
    text: '123456',
    html: '<p>123456</p>',
    kind: 'test',
  });

  // Every directory is 0700, so nothing inside is reachable by another user, whatever mode the
  // embedded database gives its own files (PGlite makes them 0666); the mails are 0600 as well.
  const dirsOpen = openToOthers(dir).filter((p) =>
    fs.statSync(path.join(dir, p.split(' ')[0]!)).isDirectory(),
  );
  expect(dirsOpen).toEqual([]);
  const outbox = path.join(dir, 'outbox');
  for (const f of fs.readdirSync(outbox)) expect(fs.statSync(path.join(outbox, f)).mode & 0o777).toBe(0o600);
  // The next start brings what the database wrote to 0600 too.
  secureDataDir(dir);
  expect(openToOthers(dir)).toEqual([]);

  // As another user (the audit read e-mails and hashes from a WAL segment as `nobody`).
  if (process.getuid?.() === 0) {
    const wal = fs.readdirSync(path.join(dir, 'pglite', 'pg_wal')).find((f) => /^[0-9A-F]{24}$/.test(f))!;
    for (const file of [path.join(dir, 'pglite', 'pg_wal', wal), path.join(dir, 'left-over.eml')]) {
      const read = spawnSync('runuser', ['-u', 'nobody', '--', 'cat', file], { encoding: 'utf8' });
      expect(read.status, file).not.toBe(0);
      expect(read.stderr).toMatch(/Permission denied/);
    }
  }
});
