import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../server/db/client';
import { getModule, type ModuleKey } from '../../shared/modules';

/**
 * The module's live questions (ids) in the order a new learner meets them (docs/product.md §3,
 * server/db/functions.sql `sopan_fetch`): the module's shuffled cycle (`mix`) from the learner's
 * own starting point, wrapping round. Shabd shudhi keeps its day plan: on the learner's first day,
 * day 1's words, then earlier days, then words without a day, then later days, each in day and id order.
 */
export async function servingOrder(db: Db, userId: string, key: ModuleKey): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    getModule(key).hasDay
      ? sql`select id::text as id from questions where module = ${key} and deleted_at is null
            order by case when day = 1 then 0 when day < 1 then 1 when day is null then 2 else 3 end, day, id`
      : sql`select id::text as id from questions where module = ${key} and deleted_at is null
            order by mix >= hashtextextended(${userId}::text || ':' || ${key}, 0) desc, mix`,
  );
  return rows.map((r) => r.id);
}
