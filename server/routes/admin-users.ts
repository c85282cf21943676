import { asc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { authTexts, userRightsBody, userSchema } from '../../shared/api/auth';
import { securityEvent } from '../accounts/events';
import { endAllSessions } from '../accounts/sessions';
import { reauthenticate } from '../accounts/totp-guard';
import { toPublicUser } from '../accounts/users';
import type { AppContext, TypedApp } from '../context';
import { containsPattern } from '../db/like';
import { users } from '../db/schema';
import { badRequest, notFound } from '../http-errors';

export function adminUserRoutes(app: TypedApp, { db, sessions }: AppContext): void {
  const config = { auth: 'admin' as const };
  const tags = ['admin'];
  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags,
        querystring: z.object({ q: z.string().trim().max(100, 'Search text is too long.').optional() }),
        response: { 200: z.object({ users: z.array(userSchema) }) },
      },
    },
    async (request) => {
      const q = request.query.q;
      const pattern = containsPattern(q ?? '');
      const rows = await db
        .select()
        .from(users)
        .where(
          q
            ? or(
                ilike(users.email, pattern),
                ilike(users.firstName, pattern),
                ilike(users.lastName, pattern),
                ilike(users.phone, pattern),
              )
            : undefined,
        )
        .orderBy(asc(users.email))
        .limit(50);
      return { users: rows.map((u) => toPublicUser(u)) };
    },
  );
  app.patch(
    '/admin/users/:id',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.uuid('User id must be a UUID.') }),
        body: userRightsBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { pro, admin, teacher, currentPassword } = request.body;
      const me = request.user!;
      if (pro === undefined && admin === undefined && teacher === undefined)
        throw badRequest('Send pro, admin and/or teacher.');
      if (admin === false && request.params.id === me.id)
        throw badRequest('You cannot remove your own admin rights.');
      if (admin !== undefined) {
        // docs/product.md §5: admin rights change only with the acting admin's password, typed again.
        if (!currentPassword) throw badRequest(authTexts.reauthNeeded);
        const [acting] = await db.select().from(users).where(eq(users.id, me.id));
        await reauthenticate(db, request, acting!, currentPassword);
      }
      const [before] = await db.select().from(users).where(eq(users.id, request.params.id));
      const [row] = await db
        .update(users)
        .set({
          ...(pro !== undefined ? { pro } : {}),
          ...(admin !== undefined ? { admin } : {}),
          ...(teacher !== undefined ? { teacher } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, request.params.id))
        .returning();
      if (!row) throw notFound('No such user.');
      // A new admin logs in again, so their session gets an admin's shorter limits (docs/product.md §5).
      if (admin && !before?.admin) await endAllSessions(db, row.id);
      sessions.forgetUser(row.id);
      for (const right of ['admin', 'pro', 'teacher'] as const) {
        const value = request.body[right];
        if (value === undefined || value === before?.[right]) continue;
        securityEvent(request, `${right}.${value ? 'grant' : 'revoke'}`, {
          userId: me.id,
          targetUserId: row.id,
        });
      }
      return toPublicUser(row);
    },
  );
}
