import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { securityEvents } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the app was built with: security events are kept there too. */
    eventStore?: Db;
  }
}

/** docs/product.md §5: the events an operator must be able to find in the log, by account and address. */
export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.lockout'
  | 'login.account-ceiling'
  | 'login.totp-required'
  | 'login.totp-failure'
  | 'reauth.failure'
  | 'password.change'
  | 'password.reset'
  | 'session.end'
  | 'totp.setup'
  | 'totp.enable'
  | 'totp.disable'
  | 'admin.grant'
  | 'admin.revoke'
  | 'pro.grant'
  | 'pro.revoke'
  | 'teacher.grant'
  | 'teacher.revoke'
  | 'question.delete'
  | 'account.export'
  | 'account.delete';

/**
 * One log line per security event, through the request's logger (so with its request id):
 * `event`, the acting account's id (null when no account matched), the client's IP and the
 * event's own ids. Never a password, code, token or cookie: callers pass ids only.
 */
export function securityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  fields: { userId: string | null } & Record<string, string | number | boolean | null>,
): void {
  request.log.info({ event, ip: request.ip, ...fields }, `security event: ${event}`);
  const { userId, ...details } = fields;
  // Kept for the account's own export; a failed write is logged, never fails the request.
  if (userId && event !== 'account.delete' && request.server.eventStore)
    request.server.eventStore
      .insert(securityEvents)
      .values({ userId, event, ip: request.ip, details })
      .catch((err: unknown) => request.log.warn({ err }, 'security event not stored'));
}
