import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';
import { trustedProxies } from './trust-proxy';

/** The address the server counts a request against, as Fastify works it out with our setting. */
async function clientIp(setting: string | undefined, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: trustedProxies(loadEnv({ TRUST_PROXY: setting }).TRUST_PROXY) });
  app.get('/ip', (request) => ({ ip: request.ip }));
  const res = await app.inject({
    url: '/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return (res.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is ignored', async () => {
    expect(await clientIp(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('a hop count: a client cannot choose its own address by sending X-Forwarded-For', async () => {
    // Behind one proxy (10.0.0.2) that appends the address it saw (203.0.113.9) to what the client sent.
    expect(await clientIp('1', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp('1', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // Two proxies: the client's address is the one the outer proxy saw.
    expect(await clientIp('2', '10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
  });

  it('a list of proxy addresses: only those are trusted', async () => {
    expect(await clientIp('10.0.0.0/8', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp('10.0.0.0/8', '203.0.113.50', '198.51.100.1')).toBe('203.0.113.50');
  });

  it('refuses "trust everyone" and nonsense, naming the variable', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('configuration errors never print a secret', () => {
  it.each([
    ['ADMIN_PASSWORD', 'hunter2', 'hunter2'],
    ['DATABASE_URL', 'mysql://admin:s3cretpw@db/sopan', 's3cretpw'],
    ['SMTP_URL', 'http://mailer:m4ilpass@smtp.example', 'm4ilpass'],
  ])('%s', (name, value, secret) => {
    let message = '';
    try {
      loadEnv({ [name]: value, ADMIN_EMAIL: 'a@b.co' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain(secret);
  });
});
