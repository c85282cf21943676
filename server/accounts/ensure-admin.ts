import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ConfigError, type Env } from '../env';
import { passwordRuleProblem } from './password-strength';
import { findUserByEmail, upsertUser } from './users';

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD (docs/product.md §2, §5 second pass).
 * The password is used only to create the account, and must pass the same rule as everyone's;
 * an existing account keeps its own password (a rotation made in the app survives a restart)
 * and only gets admin rights.
 */
export async function ensureAdmin(db: Db, env: Env, log: FastifyBaseLogger): Promise<void> {
  if (!env.ADMIN_EMAIL) return;
  const existing = await findUserByEmail(db, env.ADMIN_EMAIL);
  if (existing) {
    if (!existing.admin)
      await db.update(users).set({ admin: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
    log.info({ email: env.ADMIN_EMAIL }, 'admin rights ensured');
    return;
  }
  if (!env.ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_PASSWORD is required to create the admin account ADMIN_EMAIL names');
  const problem = await passwordRuleProblem(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL });
  if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);
  await upsertUser(db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    admin: true,
    firstName: 'Admin',
  });
  log.info({ email: env.ADMIN_EMAIL }, 'admin account created');
}
