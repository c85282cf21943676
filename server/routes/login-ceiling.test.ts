/**
 * Issue 24 item 4 (docs/product.md §5, second pass): at most 100 wrong passwords an hour per
 * account from devices that never logged into it, without locking the owner out (a known-device
 * cookie); IPv6 addresses count per /64.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { authTexts } from '../../shared/api/auth';
import { describeEachDriver, loggedInUser, rawCall } from '../../tests/helpers/app';
import { DEVICE_COOKIE } from '../accounts/known-devices';

const PASSWORD = 'correct horse battery';

afterEach(() => {
  vi.useRealTimers();
});

describeEachDriver('wrong passwords per account', (t) => {
  const login = (email: string, password: string, ip: string, cookies?: Record<string, string>) =>
    rawCall(t(), { method: 'POST', url: '/api/login', body: { email, password }, ip, cookies });

  it('refuses new devices after 100 failures in an hour, never a device that logged in before', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:05:00Z') });
    const { user } = await loggedInUser(t(), { password: PASSWORD });
    const owner = await login(user.email, PASSWORD, '198.51.100.7');
    expect(owner.status).toBe(200);
    const device = owner.cookies[DEVICE_COOKIE];
    expect(device).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // 100 wrong passwords from ten addresses, ten each (the per-address limit), in parallel batches.
    for (let a = 0; a < 10; a++) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => login(user.email, 'wrong password!!', `203.0.113.${a + 1}`)),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    // The 101st, from an address never seen, and even with the right password, from a new device.
    const stranger = await login(user.email, 'wrong password!!', '203.0.113.200');
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(authTexts.accountLoginCeiling);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    const newDevice = await login(user.email, PASSWORD, '192.0.2.50');
    expect(newDevice.status).toBe(429);
    expect(newDevice.cookies[DEVICE_COOKIE]).toBeUndefined();

    // The owner's own phone, from a new address too, still logs in; a forged cookie does not help.
    expect((await login(user.email, PASSWORD, '192.0.2.51', { [DEVICE_COOKIE]: device! })).status).toBe(200);
    expect(
      (await login(user.email, PASSWORD, '192.0.2.52', { [DEVICE_COOKIE]: 'x'.repeat(43) })).status,
    ).toBe(429);

    // Another account is not affected; after the hour, a new device logs in again.
    const other = await loggedInUser(t(), { password: PASSWORD });
    expect((await login(other.user.email, PASSWORD, '203.0.113.200')).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-26T11:00:01Z'));
    expect((await login(user.email, PASSWORD, '192.0.2.53')).status).toBe(200);
  });

  it('counts IPv6 clients by their /64 network, IPv4-mapped addresses as IPv4', async () => {
    const { user } = await loggedInUser(t(), { password: PASSWORD });
    const statuses = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await login(user.email, 'wrong password!!', `2001:db8:7:9::${i.toString(16)}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Another /64 is another client.
    expect((await login(user.email, 'wrong password!!', '2001:db8:7:a::1')).status).toBe(401);

    const mapped = await loggedInUser(t(), { password: PASSWORD });
    for (let i = 0; i < 10; i++) await login(mapped.user.email, 'wrong password!!', '198.51.100.99');
    expect((await login(mapped.user.email, 'wrong password!!', '::ffff:198.51.100.99')).status).toBe(429);
  });
});
