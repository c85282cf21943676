import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'dist');
const lockDir = path.join(root, 'node_modules/.cache/sopan-web-build.lock');

function newestChange(entries: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(p)) if (child !== 'node_modules') visit(path.join(p, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const e of entries) if (fs.existsSync(e)) visit(e);
  return newest;
}

const isFresh = () => {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index) || !fs.existsSync(path.join(dist, 'sw.js'))) return false;
  const sources = ['app', 'shared', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  return fs.statSync(index).mtimeMs > newestChange(sources);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server serves dist/ (and lists its files when it starts), so the e2e suites build the
 * web app first when dist/ is missing or older than its sources — once, under a lock, as
 * two suites may start together.
 */
export async function ensureWebBuild(): Promise<void> {
  for (const started = Date.now(); ; ) {
    if (isFresh()) return;
    try {
      fs.mkdirSync(path.dirname(lockDir), { recursive: true });
      fs.mkdirSync(lockDir);
    } catch {
      // Another suite is building; a lock older than two minutes is left over from a crash.
      const age = fs.existsSync(lockDir) ? Date.now() - fs.statSync(lockDir).mtimeMs : 0;
      if (age > 120_000) fs.rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() - started > 180_000) throw new Error('timed out waiting for the web build');
      await sleep(500);
      continue;
    }
    try {
      if (!isFresh())
        execFileSync(
          process.execPath,
          [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
          {
            cwd: root,
            stdio: 'pipe',
            timeout: 150_000,
            env: { ...process.env, NODE_ENV: 'production' },
          },
        );
    } finally {
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  }
}
