import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';
import type { Env } from '../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair (RFC 8292) every instance signs with: from the environment, or made by the
 * first instance that needs it and kept in the database, where the others find it (an insert
 * that loses the race takes the winner's).
 */
export function vapidKeys(db: Db, env: Env): () => Promise<VapidKeys> {
  let loaded: Promise<VapidKeys> | undefined;
  async function load(): Promise<VapidKeys> {
    if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
      return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
    await db
      .insert(serverKeys)
      .values({ name: 'vapid', ...webpush.generateVAPIDKeys() })
      .onConflictDoNothing();
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    return { publicKey: row!.publicKey, privateKey: row!.privateKey };
  }
  return () => {
    loaded ??= load().catch((err: unknown) => {
      loaded = undefined;
      throw err;
    });
    return loaded;
  };
}
