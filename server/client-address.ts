import net from 'node:net';

/**
 * The address a rate limit counts a client by: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one home or phone is given a whole /64, so counting single addresses would give
 * it 2^64 tries; ASVS 2.2.1). An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function rateKeyForAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
