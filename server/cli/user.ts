/**
 * Operators' CLI: create or update an account.
 *   npm run user -- --email a@b.co [--password secret] [--admin] [--pro] [--teacher] [--no-admin] [--no-pro] [--no-teacher] [--no-totp]
 * `--no-totp` turns two-step login off, for an admin who lost their authenticator (the
 * operator has checked who is asking: docs/decisions/007).
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { passwordRuleProblem } from '../accounts/password-strength';
import { endAllSessions } from '../accounts/sessions';
import { upsertUser } from '../accounts/users';
import { secureDataDir } from '../data-dir';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
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
      teacher: { type: 'boolean' },
      'no-teacher': { type: 'boolean' },
      'no-totp': { type: 'boolean' },
    },
  });
  const email = z.email().safeParse(values.email);
  if (!email.success)
    throw new ConfigError(
      'Usage: npm run user -- --email a@b.co [--password secret] [--admin] [--pro] [--teacher] [--no-…]',
    );
  if (values.password !== undefined) {
    const problem = await passwordRuleProblem(values.password, { email: email.data });
    if (problem) throw new ConfigError(`--password: ${problem}`);
  }
  const env = loadEnv();
  secureDataDir(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const flag = (on?: boolean, off?: boolean) => (on ? true : off ? false : undefined);
    const { user, created } = await upsertUser(database.db, {
      email: email.data,
      password: values.password,
      admin: flag(values.admin, values['no-admin']),
      pro: flag(values.pro, values['no-pro']),
      teacher: flag(values.teacher, values['no-teacher']),
    });
    if (values['no-totp']) {
      await database.db
        .update(users)
        .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      // As in the app: turning two-step login off ends the account's sessions.
      await endAllSessions(database.db, user.id);
    }
    console.log(
      `${created ? 'Created' : 'Updated'} ${user.email} (admin: ${user.admin}, pro: ${user.pro}, teacher: ${user.teacher}${values['no-totp'] ? ', two-step login off' : ''})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
