import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { upsertUser } from './users';

/** The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD (docs/product.md §2). */
export async function ensureAdmin(db: Db, env: Env, log: FastifyBaseLogger): Promise<void> {
  if (!env.ADMIN_EMAIL) return;
  const { created } = await upsertUser(db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    admin: true,
    firstName: 'Admin',
  });
  log.info({ email: env.ADMIN_EMAIL }, created ? 'admin account created' : 'admin rights ensured');
}
