import {
  devicesSchema,
  pushKeySchema,
  reminderBody,
  reminderSchema,
  subscriptionBody,
  unsubscribeBody,
} from '../../shared/api/push';
import type { AppContext, TypedApp } from '../context';
import { mailLanguage } from '../mail/mail-language';
import { createReminderStore } from '../push/store';
import type { VapidKeys } from '../push/vapid';

/**
 * Reminders (docs/product.md §13): the VAPID public key a browser subscribes with, a learner's
 * devices, and their daily reminder's switch and time.
 */
export function pushRoutes(app: TypedApp, ctx: AppContext, keys: () => Promise<VapidKeys>): void {
  const { db, env } = ctx;
  const user = { auth: 'user' as const };
  const tags = ['reminders'];
  const store = createReminderStore(db, { timeZone: env.APP_TIMEZONE, pushServices: env.PUSH_SERVICES });

  app.get('/push/key', { schema: { tags, response: { 200: pushKeySchema } } }, async () => ({
    publicKey: (await keys()).publicKey,
  }));
  app.post(
    '/push/subscriptions',
    {
      config: user,
      schema: { tags, body: subscriptionBody, response: { 201: devicesSchema } },
    },
    async (request, reply) => {
      // The device's own language, else its browser's: what it shows while the account has none.
      const language = request.body.language ?? mailLanguage(null, request);
      return reply
        .code(201)
        .send({ devices: await store.subscribe(request.user!.id, request.body, language) });
    },
  );
  app.delete(
    '/push/subscriptions',
    { config: user, schema: { tags, body: unsubscribeBody, response: { 200: devicesSchema } } },
    async (request) => ({ devices: await store.unsubscribe(request.user!.id, request.body.endpoint) }),
  );
  app.get('/me/reminder', { config: user, schema: { tags, response: { 200: reminderSchema } } }, (request) =>
    store.get(request.user!.id),
  );
  app.put(
    '/me/reminder',
    { config: user, schema: { tags, body: reminderBody, response: { 200: reminderSchema } } },
    (request) => store.put(request.user!.id, request.body),
  );
}
