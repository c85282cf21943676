import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The production server: the bundle `npm run build:server` writes (the global setup builds it). */
export const SERVER_BUNDLE = 'build/server/main.mjs';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/**
 * The real server as production runs it — plain node on the built bundle, no npm or tsx in
 * between, so signals reach node itself — on its own port and DATA_DIR, with the environment
 * given (nothing of the test runner's own database, admin or mail settings leaks in). Resolves
 * once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-server-'));
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const k of [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'SMTP_URL',
    'APP_URL',
  ])
    delete inherited[k];
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The address the tests call is the app's own origin (the CSRF rule compares APP_URL's).
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    if (stream) readline.createInterface({ input: stream }).on('line', (l) => lines.push(l));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${lines.join('\n')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${lines.join('\n')}`);
    }
    await sleep(100);
  }
  return { child, base, lines, exited };
}
