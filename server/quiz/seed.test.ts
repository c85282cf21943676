import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { moduleKeys, modules } from '../../shared/modules';
import { describeEachDriver } from '../../tests/helpers/app';
import { queryRows } from '../db/client';
import { type StarterItem, seedStarterBank, starterRows } from './content';
import { importQuestions, parseImport } from './import';

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
    await db.execute(sql`delete from starter_versions where module = ${added}`);
    await db.execute(sql`update questions set deleted_at = now() where module = ${emptied}`);
    const before = await countsByModule(db);
    expect(await seedStarterBank(db)).toEqual({ [added]: first[added] });
    const after = await countsByModule(db);
    expect(after).toEqual({ ...before, [added]: first[added] });
    expect(after[emptied]).toBeUndefined();
    expect(await seedStarterBank(db)).toEqual({});
  });
  it('brings the new rows of an upgrade to an install, never an item the admin changed or deleted', async () => {
    const db = t().database.db;
    const module = modules.find((m) => !m.ownOptions && m.key === 'antonym')!;
    const item = (word: string, since?: number): StarterItem => ({
      row: {
        word,
        antonyms: [`${word}विलोम`],
        distractors: ['क', 'ख', 'ग'],
        explanation: `${word} का विलोम।`,
      },
      since: since ?? 1,
    });
    const only =
      (list: StarterItem[]) =>
      (m: { key: string }): StarterItem[] =>
        m.key === module.key ? list : [];
    // Only this module's file here; the others stay empty.
    const v1 = [item('अमर'), item('उदय'), item('आदर')];
    expect(await seedStarterBank(db, undefined, only(v1))).toEqual({ antonym: 3 });

    // The admin corrects one item, deletes one, and adds by hand a question a later bank also has.
    await db.execute(
      sql`update questions set explanation = 'संपादित' where module = 'antonym' and prompt->>'word' = 'अमर'`,
    );
    await db.execute(
      sql`update questions set deleted_at = now() where module = 'antonym' and prompt->>'word' = 'उदय'`,
    );
    const byHand = { ...item('दिन').row, explanation: 'प्रबंधक का।' };
    expect((await importQuestions(db, module, parseImport(module, [byHand]))).imported).toBe(1);

    // Version 2 of the bank: a new row, the admin's own prompt, and the prompt the admin deleted.
    const v2 = [...v1, item('सुख', 2), item('दिन', 2), item('उदय', 2)];
    expect(await seedStarterBank(db, undefined, only(v2))).toEqual({ antonym: 1 });
    const words = () =>
      queryRows<{ word: string; explanation: string; deleted: boolean }>(
        db,
        sql`select prompt->>'word' as word, explanation, deleted_at is not null as deleted
            from questions where module = 'antonym' order by prompt->>'word'`,
      );
    const expected = [
      { word: 'अमर', explanation: 'संपादित', deleted: false },
      { word: 'आदर', explanation: 'आदर का विलोम।', deleted: false },
      { word: 'उदय', explanation: 'उदय का विलोम।', deleted: true },
      { word: 'दिन', explanation: 'प्रबंधक का।', deleted: false },
      { word: 'सुख', explanation: 'सुख का विलोम।', deleted: false },
    ];
    expect(await words()).toEqual(expected);
    // Started again, the same bank adds nothing. An install from before versions (no record, its
    // questions loaded from version 1) gets only the rows of version 2 it never held.
    expect(await seedStarterBank(db, undefined, only(v2))).toEqual({});
    await db.execute(sql`delete from starter_versions`);
    await db.execute(sql`delete from questions where prompt->>'word' = 'सुख'`);
    expect(await seedStarterBank(db, undefined, only(v2))).toEqual({ antonym: 1 });
    expect(await words()).toEqual(expected);
  });
});
