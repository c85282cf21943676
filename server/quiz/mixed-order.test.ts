import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getModule, type ModuleKey } from '../../shared/modules';
import { adminRowSchema, type QuestionRow } from '../../shared/question-rows';
import { type Agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { queryRows } from '../db/client';
import { seedStarterBank, starterItems } from './content';
import { insertQuestions } from './questions';

const sandhi = getModule('sandhi');

/** Fetches and answers (wrongly) `n` questions; answers the ids served, in order. */
async function play(c: Agent, key: ModuleKey, n: number): Promise<string[]> {
  const api = getModule(key).api;
  const served: string[] = [];
  for (let i = 0; i < n; i++) {
    const { question } = (await c.get<{ question: { _id: string } }>(`/api${api.fetch}`)).body;
    served.push(question._id);
    expect((await c.post(`/api${api.submit}`, quizCases[key].wrong(question._id))).status).toBe(200);
  }
  return served;
}

async function tagsOf(t: TestApp, ids: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string; tag: string }>(
    t.database.db,
    sql`select id::text as id, tags[1] as tag from questions where id in (${sql.join(
      ids.map((id) => sql`${Number(id)}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r.tag]));
  return ids.map((id) => byId.get(id)!);
}

describeEachDriver('a per-learner mixed order of unseen questions', (t) => {
  it('mixes sub-topics from the first questions on, differs between learners, and is the same for a learner every time', async () => {
    // The starter sandhi bank is written in blocks of one kind (its first 32 are all दीर्घ).
    await seedStarterBank(t().database.db, undefined, (m) => (m.key === 'sandhi' ? starterItems(m) : []));
    const learners = await Promise.all(Array.from({ length: 6 }, () => loggedInUser(t(), { pro: true })));
    const orders: string[][] = [];
    for (const { client } of learners) orders.push(await play(client, 'sandhi', 8));

    const kinds = await Promise.all(orders.map(async (o) => new Set(await tagsOf(t(), o)).size));
    for (const k of kinds) expect(k).toBeGreaterThan(1);
    expect(kinds.reduce((a, b) => a + b, 0) / kinds.length).toBeGreaterThanOrEqual(4);
    expect(new Set(orders.map((o) => o[0])).size).toBeGreaterThanOrEqual(4);
    for (const o of orders) expect(new Set(o).size).toBe(8);

    // The same learner, starting the module again from nothing, gets the same order.
    const first = learners[0]!;
    const db = t().database.db;
    for (const table of [
      'attempts',
      'learner_questions',
      'learner_modules',
      'daily_progress',
      'review_pending',
    ])
      await db.execute(sql`delete from ${sql.identifier(table)} where user_id = ${first.user.id}`);
    expect(await play(first.client, 'sandhi', 8)).toEqual(orders[0]);
  });

  it('serves every question once before a repeat, a question added behind the learner too', async () => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      adminRowSchema(sandhi).parse(quizCases.sandhi.row(i + 1)),
    );
    const ids = (await insertQuestions(t().database.db, sandhi, rows as QuestionRow[])).map((q) =>
      String(q.id),
    );
    const { client } = await loggedInUser(t(), { pro: true });
    const firstRound = await play(client, 'sandhi', 6);
    expect([...firstRound].sort()).toEqual([...ids].sort());
    // Round once: a repeat. The learner's place is now the end of the cycle, behind any new question.
    expect(ids).toContain((await play(client, 'sandhi', 1))[0]);
    const [added] = await insertQuestions(t().database.db, sandhi, [
      adminRowSchema(sandhi).parse(quizCases.sandhi.row(7)) as QuestionRow,
    ]);
    expect(await play(client, 'sandhi', 1)).toEqual([String(added!.id)]);
    // Then repeats again.
    expect(ids).toContain((await play(client, 'sandhi', 1))[0]);
  });

  it('walks the module by the mix index', async () => {
    const plan = await queryRows<Record<string, string>>(
      t().database.db,
      sql`explain select q.id from questions q
          where q.module = 'sandhi' and q.deleted_at is null and q.mix >= 0 and q.mix <= 100
          order by q.module, q.mix limit 1`,
    );
    expect(JSON.stringify(plan)).toContain('questions_module_mix_idx');
  });
});
