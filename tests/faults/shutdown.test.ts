import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mail server that has gone away the worst way: it takes the connection and never says a word. */
async function silentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    connections: () => sockets.size,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/** The real server (`server/main.ts`) on the embedded database, as `npm start` runs it. */
async function startServer(smtpUrl: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-shutdown-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'TEST_DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'APP_URL'])
    delete env[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (l) => lines.push(l));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, at: Date.now() });
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${lines.join('\n')}`);
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${lines.join('\n')}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  /** A sign-up code request, which waits for the mail server. */
  const askForCode = () =>
    fetch(`${base}/api/send-otp-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: `late.${Date.now()}@example.com` }),
    }).catch(() => undefined);
  return { child, lines, exited, askForCode };
}

describe('shutdown always ends', () => {
  let smtp: Awaited<ReturnType<typeof silentSmtp>>;
  beforeAll(async () => {
    smtp = await silentSmtp();
  });
  afterAll(() => smtp?.close());

  it('SIGTERM during a sign-up whose mail server has gone away: the process exits within the grace', async () => {
    const server = await startServer(smtp.url);
    void server.askForCode();
    for (let i = 0; i < 50 && smtp.connections() === 0; i++) await sleep(100);
    expect(smtp.connections(), 'the sign-up is waiting for the mail server').toBeGreaterThan(0);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    const { at } = await Promise.race([
      server.exited,
      sleep(15_000).then(() => ({ code: null, at: Number.NaN })),
    ]);
    if (Number.isNaN(at)) server.child.kill('SIGKILL');
    expect(at - sent, server.lines.slice(-5).join('\n')).toBeLessThan(9000);
  }, 120_000);

  it('a second SIGTERM exits at once', async () => {
    const server = await startServer(smtp.url);
    void server.askForCode();
    await sleep(500);
    server.child.kill('SIGTERM');
    await sleep(200);
    const second = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(at - second).toBeLessThan(1500);
    expect(code).toBe(1);
  }, 120_000);
});
