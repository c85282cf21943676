import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '../../shared/api/auth';
import type { Language } from '../../shared/api/language';
import type { Tx } from '../db/client';
import { resetTokens, users } from '../db/schema';
import { hashPassword } from './secrets';
import { endAllSessions } from './sessions';

/** Every unused reset link of the account dies: one sent before a new password would undo it. */
export async function spendResetLinks(db: Tx, userId: string): Promise<void> {
  await db
    .update(resetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
}

export type UserRow = typeof users.$inferSelect;

/** `required`: admins must turn two-step login on first (env ADMIN_TOTP; docs/product.md §5). */
export type AdminTotpPolicy = 'required' | 'optional';
export const mustSetUpTotp = (u: UserRow, policy: AdminTotpPolicy) =>
  policy === 'required' && u.admin && !u.totpEnabled;

export const toPublicUser = (u: UserRow, policy: AdminTotpPolicy = 'optional'): User => ({
  _id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  pro: u.pro,
  admin: u.admin,
  teacher: u.teacher,
  totpEnabled: u.totpEnabled,
  language: u.language,
  ...(mustSetUpTotp(u, policy) ? { totpSetupRequired: true } : {}),
});

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/**
 * Creates the account, or updates it when the e-mail exists (operators' CLI and ADMIN_EMAIL). A
 * new password for an existing account ends every session and spends every reset link, as a
 * reset in the app does.
 */
export async function upsertUser(
  db: Tx,
  input: {
    email: string;
    password?: string;
    admin?: boolean;
    pro?: boolean;
    teacher?: boolean;
    firstName?: string;
    language?: Language;
  },
): Promise<{ user: UserRow; created: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  if (existing) {
    const user = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          ...(passwordHash ? { passwordHash } : {}),
          ...(input.admin !== undefined ? { admin: input.admin } : {}),
          ...(input.pro !== undefined ? { pro: input.pro } : {}),
          ...(input.teacher !== undefined ? { teacher: input.teacher } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (passwordHash) {
        await endAllSessions(tx, existing.id);
        await spendResetLinks(tx, existing.id);
      }
      return updated!;
    });
    return { user, created: false };
  }
  if (!passwordHash) throw new Error(`No account for ${email}: a password is needed to create it.`);
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      admin: input.admin ?? false,
      pro: input.pro ?? false,
      teacher: input.teacher ?? false,
      firstName: input.firstName ?? '',
      ...(input.language ? { language: input.language } : {}),
    })
    .returning();
  return { user: user!, created: true };
}
