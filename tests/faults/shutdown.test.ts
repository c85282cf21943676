import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startServerProcess } from '../helpers/server-process';
import { silentSmtp } from '../helpers/smtp-sink';

/** The real server on the embedded database, as production runs it. */
async function startServer(smtpUrl: string) {
  const server = await startServerProcess({ SMTP_URL: smtpUrl, LOG_LEVEL: 'info' });
  /** A sign-up code request, which waits for the mail server. */
  const askForCode = () =>
    fetch(`${server.base}/api/send-otp-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email: `late.${Date.now()}@example.com` }),
    }).catch(() => undefined);
  return { ...server, askForCode };
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
