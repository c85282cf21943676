/**
 * Operators' CLI: create or update an account.
 *   npm run user -- --email a@b.co [--password secret] [--admin] [--pro] [--no-admin] [--no-pro]
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { upsertUser } from '../accounts/users';
import { openDatabase } from '../db/client';
import { ConfigError, loadEnv } from '../env';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      admin: { type: 'boolean' },
      'no-admin': { type: 'boolean' },
      pro: { type: 'boolean' },
      'no-pro': { type: 'boolean' },
    },
  });
  const email = z.email().safeParse(values.email);
  if (!email.success)
    throw new ConfigError('Usage: npm run user -- --email a@b.co [--password secret] [--admin] [--pro]');
  if (values.password !== undefined && values.password.length < 8)
    throw new ConfigError('--password must be at least 8 characters');
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const flag = (on?: boolean, off?: boolean) => (on ? true : off ? false : undefined);
    const { user, created } = await upsertUser(database.db, {
      email: email.data,
      password: values.password,
      admin: flag(values.admin, values['no-admin']),
      pro: flag(values.pro, values['no-pro']),
    });
    console.log(`${created ? 'Created' : 'Updated'} ${user.email} (admin: ${user.admin}, pro: ${user.pro})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
