import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env';

/**
 * TRUST_PROXY as a hop count trusts that many proxies nearest the server (the client's address
 * is the one the outermost trusted proxy saw); as a list, the proxies at those addresses.
 * Unset: X-Forwarded-For is ignored.
 */
export function trustedProxies(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
