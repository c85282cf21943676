import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { knownDevices } from '../db/schema';
import { randomToken, sha256 } from './secrets';

/**
 * A device that has logged into an account keeps this cookie for a year: the per-account ceiling
 * on wrong passwords (docs/product.md §5, second pass) never refuses it, so a stranger's guesses
 * cannot lock the owner out. Sent only to the login calls.
 */
export const DEVICE_COOKIE = 'sopan_device';
const DEVICE_DAYS = 365;
const WELL_FORMED = /^[A-Za-z0-9_-]{20,100}$/;

const deviceToken = (request: FastifyRequest) => {
  const value = request.cookies[DEVICE_COOKIE];
  return value && WELL_FORMED.test(value) ? value : undefined;
};

export async function isKnownDevice(db: Tx, request: FastifyRequest, userId: string): Promise<boolean> {
  const token = deviceToken(request);
  if (!token) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, sha256(token))));
  return !!row;
}

/** After a successful login: this device is known to the account from now on (one cookie for every account it logs into). */
export async function rememberDevice(
  db: Tx,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  secure: boolean,
): Promise<void> {
  const token = deviceToken(request) ?? randomToken();
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: sha256(token) })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.tokenHash],
      set: { lastUsedAt: new Date() },
    });
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/login',
    maxAge: DEVICE_DAYS * 86_400,
  });
}
