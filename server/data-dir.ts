import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './env';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

function tighten(target: string): void {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    fs.chmodSync(target, PRIVATE_DIR);
    for (const entry of fs.readdirSync(target)) tighten(path.join(target, entry));
  } else fs.chmodSync(target, PRIVATE_FILE);
}

/**
 * DATA_DIR holds the embedded database (e-mails, phones, password hashes), the mail outbox (codes
 * and links) and the TOTP key: only the server's own user may read it (docs/product.md §5, second
 * pass). At start: files made from now on are 0600 and directories 0700 (the process umask), what
 * is already there is brought to that, and the start stops if DATA_DIR is still open to others.
 * Answers the umask it replaced.
 */
export function secureDataDir(dir: string): number {
  const previous = process.umask(0o077);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  tighten(dir);
  if ((fs.statSync(dir).mode & 0o077) !== 0)
    throw new ConfigError(`DATA_DIR (${dir}) must be readable by this user only (chmod 700)`);
  return previous;
}
