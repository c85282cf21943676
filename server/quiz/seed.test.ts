import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { moduleKeys } from '../../shared/modules';
import { describeEachDriver } from '../../tests/helpers/app';
import { queryRows } from '../db/client';
import { seedStarterBank, starterRows } from './content';

const countsByModule = async (db: Parameters<typeof seedStarterBank>[0]) =>
  Object.fromEntries(
    (
      await queryRows<{ module: string; n: number }>(
        db,
        sql`select module, count(*)::int as n from questions where deleted_at is null group by module`,
      )
    ).map((r) => [r.module, r.n]),
  );

describeEachDriver('the starter bank', (t) => {
  it('fills every module on a first start, and only a module that never had a question afterwards', async () => {
    const db = t().database.db;
    const first = await seedStarterBank(db);
    expect(Object.keys(first).sort()).toEqual([...moduleKeys].sort());
    for (const key of moduleKeys) expect(first[key], key).toBe(starterRows({ key } as never).length);

    // An upgrade adds a module: here, one whose questions were never loaded. An admin emptied another.
    const [added, emptied] = [moduleKeys.at(-1)!, moduleKeys[0]!];
    await db.execute(sql`delete from questions where module = ${added}`);
    await db.execute(sql`update questions set deleted_at = now() where module = ${emptied}`);
    const before = await countsByModule(db);
    expect(await seedStarterBank(db)).toEqual({ [added]: first[added] });
    const after = await countsByModule(db);
    expect(after).toEqual({ ...before, [added]: first[added] });
    expect(after[emptied]).toBeUndefined();
    expect(await seedStarterBank(db)).toEqual({});
  });
});
