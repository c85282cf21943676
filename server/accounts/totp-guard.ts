import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authTexts } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, forbidden, tooMany } from '../http-errors';
import { hit, limits, refund } from '../rate-limit';
import { securityEvent } from './events';
import { verifyPassword } from './secrets';
import { checkTotp, openSecret, sealSecret, totpKeySource } from './totp';
import type { UserRow } from './users';

/** The checks that prove it is the account's owner: a TOTP code, or the password typed again. */
export function totpGuard({ db, env }: Pick<AppContext, 'db' | 'env'>) {
  const key = totpKeySource({ totpKey: env.TOTP_KEY, dataDir: env.DATA_DIR });
  return {
    seal: (secret: string) => sealSecret(key(), secret),
    /**
     * A TOTP code for this account (its stored secret, pending or on): wrong ones count against
     * the account, over all its pending logins and the setup calls; a time step is accepted
     * once, even by parallel calls (RFC 6238 §5.2).
     */
    async accept(request: FastifyRequest, user: UserRow, code: string): Promise<void> {
      if (!user.totpSecret) throw badRequest(authTexts.totpNotSetUp);
      const counted = await hit(db, limits.totpPerUser, user.id);
      if (!counted.allowed) throw tooMany(authTexts.totpTooManyTries, counted.retryAfter);
      const step = await checkTotp(openSecret(key(), user.totpSecret), code, user.totpLastStep);
      const [used] =
        step === null
          ? []
          : await db
              .update(users)
              .set({ totpLastStep: step })
              .where(
                and(
                  eq(users.id, user.id),
                  sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
                ),
              )
              .returning({ id: users.id });
      if (!used) {
        securityEvent(request, 'login.totp-failure', { userId: user.id });
        throw badRequest(authTexts.totpWrong);
      }
      await refund(db, limits.totpPerUser, user.id, counted.windowStart);
    },
  };
}

/**
 * The password typed again before a change that needs the owner (a new password, erasure,
 * admin rights): wrong ones count against the account; a right one is given back.
 */
export async function reauthenticate(
  db: AppContext['db'],
  request: FastifyRequest,
  user: UserRow,
  password: string,
): Promise<void> {
  const counted = await hit(db, limits.reauthPerUser, user.id);
  if (!counted.allowed) throw tooMany(authTexts.tooManyRequests, counted.retryAfter);
  if (!(await verifyPassword(user.passwordHash, password))) {
    securityEvent(request, 'reauth.failure', { userId: user.id });
    throw forbidden(authTexts.currentPasswordWrong);
  }
  await refund(db, limits.reauthPerUser, user.id, counted.windowStart);
}
