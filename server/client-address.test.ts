import { describe, expect, it } from 'vitest';
import { rateKeyForAddress } from './client-address';

describe('rateKeyForAddress', () => {
  it('counts IPv4 by address and IPv6 by /64, whatever the notation', () => {
    expect(rateKeyForAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateKeyForAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateKeyForAddress('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(rateKeyForAddress('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(rateKeyForAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateKeyForAddress('2001:DB8:1:2:ffff::')).toBe('2001:db8:1:2::/64');
    expect(rateKeyForAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateKeyForAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateKeyForAddress('2001:db8:1:3::1')).not.toBe(rateKeyForAddress('2001:db8:1:2::1'));
  });
});
