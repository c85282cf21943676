import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TodayResult } from '../../shared/api/quiz';
import { getModule, type ModuleKey, moduleKeys, modules } from '../../shared/modules';
import { adminRowSchema, type QuestionRow } from '../../shared/question-rows';
import { type Agent, agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { servingOrder as learnerOrder } from '../../tests/helpers/serving-order';
import { localDay } from './day';
import { END_OF_DAY_MESSAGE, GRACE_SECONDS, TIME_RAN_OUT_MESSAGE } from './engine';
import { insertQuestions } from './questions';

const api = (key: ModuleKey) => getModule(key).api;

async function seed(t: TestApp, key: ModuleKey, n: number, rows?: Record<string, unknown>[]) {
  const module = getModule(key);
  const data = rows ?? Array.from({ length: n }, (_, i) => quizCases[key].row(i + 1));
  const parsed = data.map((r) => adminRowSchema(module).parse(r) as QuestionRow);
  const inserted = await insertQuestions(t.database.db, module, parsed);
  return inserted.map((q) => String(q.id));
}

/** The seeded questions in the order this learner meets them, and each one's row number in quizCases. */
async function servingOrder(t: TestApp, userId: string, key: ModuleKey, seeded: string[]) {
  const ids = (await learnerOrder(t.database.db, userId, key)).filter((id) => seeded.includes(id));
  return { ids, n: ids.map((id) => seeded.indexOf(id) + 1) };
}

async function setLimit(t: TestApp, key: ModuleKey, limit: number | 'Unlimited') {
  const { client } = await loggedInUser(t, { admin: true });
  const body =
    key === 'vakyaShudhi'
      ? { VAKYA_SHUDHI_QUESTIONS_PER_DAY: limit }
      : { quizLimits: { [getModule(key).limitKey]: limit } };
  expect((await client.put('/api/admin/settings', body)).status).toBe(200);
}

type Fetched = {
  question?: { _id: string } & Record<string, unknown>;
  lastQuestion?: boolean;
  attempted?: number;
  limit?: unknown;
  secondsLeft?: number;
  endOfDay?: boolean;
  message?: string;
};
const fetchQ = async (c: Agent, key: ModuleKey) => (await c.get<Fetched>(`/api${api(key).fetch}`)).body;
const submit = (c: Agent, key: ModuleKey, body: Record<string, unknown>) =>
  c.post(`/api${api(key).submit}`, body);

describeEachDriver('quiz engine', (t) => {
  it.each(moduleKeys)(
    '%s: serves in the order of the learner, keeps the pending question on reload, never sends the answer',
    async (key) => {
      const seeded = await seed(t(), key, 3);
      const { client, user } = await loggedInUser(t());
      const { ids, n } = await servingOrder(t(), user.id, key, seeded);
      const first = await fetchQ(client, key);
      expect(first).toMatchObject({
        question: { _id: ids[0] },
        lastQuestion: false,
        attempted: 0,
        limit: key === 'vakyaShudhi' ? 2 : 10,
      });
      if (key === 'vakyaShudhi') await setLimit(t(), key, 10);
      expect(JSON.stringify(first)).not.toContain(quizCases[key].secret(n[0]!));
      expect((await fetchQ(client, key)).question!._id).toBe(ids[0]);
      const res = await submit(client, key, quizCases[key].right(ids[0]!, n[0]!));
      expect(res.body).toMatchObject({ correct: true, alreadyAnswered: false, lastQuestion: false });
      expect((res.body.correctAnswers as string[]).length).toBeGreaterThan(0);
      const again = await submit(client, key, quizCases[key].wrong(ids[0]!));
      expect(again.body).toMatchObject({ correct: true, alreadyAnswered: true });
      const second = await fetchQ(client, key);
      expect(second).toMatchObject({ question: { _id: ids[1] }, attempted: 1 });
      expect((await submit(client, key, quizCases[key].wrong(ids[1]!))).body).toMatchObject({
        correct: false,
        alreadyAnswered: false,
      });
      expect((await fetchQ(client, key)).question!._id).toBe(ids[2]);

      const progress = (
        await client.get<{
          quizProgress: Record<string, Record<string, unknown[]>>;
          userScore: Record<string, Record<string, unknown>>;
        }>('/api/me/quiz-progress')
      ).body;
      const [day] = Object.keys(progress.quizProgress);
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(progress.quizProgress[day!]![key]).toEqual([
        { questionId: ids[0], correct: true },
        { questionId: ids[1], correct: false },
      ]);
      expect(progress.userScore[key]![day!]).toEqual({ correct: 1, total: 2 });
    },
  );

  it.each(moduleKeys)(
    '%s: a free learner gets lastQuestion at the limit, then endOfDay; day-done ends the day',
    async (key) => {
      const seeded = await seed(t(), key, 4);
      await setLimit(t(), key, 2);
      const { client, user } = await loggedInUser(t());
      const { ids, n } = await servingOrder(t(), user.id, key, seeded);
      expect(await fetchQ(client, key)).toMatchObject({ lastQuestion: false, attempted: 0, limit: 2 });
      await submit(client, key, quizCases[key].right(ids[0]!, n[0]!));
      expect(await fetchQ(client, key)).toMatchObject({
        question: { _id: ids[1] },
        lastQuestion: true,
        attempted: 1,
      });
      expect((await submit(client, key, quizCases[key].right(ids[1]!, n[1]!))).body).toMatchObject({
        correct: true,
        lastQuestion: true,
      });
      expect(await fetchQ(client, key)).toEqual({ endOfDay: true, message: END_OF_DAY_MESSAGE });
      expect((await submit(client, key, quizCases[key].right(ids[2]!, n[2]!))).status).toBe(400);

      const { client: other } = await loggedInUser(t());
      await fetchQ(other, key);
      expect((await other.post(`/api/quizday/${api(key).dayDone}/daydone`)).status).toBe(200);
      expect(await fetchQ(other, key)).toMatchObject({ endOfDay: true });
      const progress = (
        await other.get<{ userScore: Record<string, Record<string, { correct: number; total: number }>> }>(
          '/api/me/quiz-progress',
        )
      ).body;
      expect(Object.values(progress.userScore[key]!)).toEqual([{ correct: 0, total: 1 }]);
    },
  );

  it.each(moduleKeys)(
    '%s: a pro learner is never limited; repeats come wrong-first, then least recent',
    async (key) => {
      const seeded = await seed(t(), key, 3);
      await setLimit(t(), key, 1);
      const { client, user } = await loggedInUser(t(), { pro: true });
      const { ids, n } = await servingOrder(t(), user.id, key, seeded);
      const answers = [
        quizCases[key].wrong(ids[0]!),
        quizCases[key].right(ids[1]!, n[1]!),
        quizCases[key].right(ids[2]!, n[2]!),
      ];
      for (const [i, body] of answers.entries()) {
        expect(await fetchQ(client, key)).toMatchObject({
          question: { _id: ids[i] },
          lastQuestion: false,
          limit: 'Unlimited',
        });
        await submit(client, key, body);
      }
      expect((await fetchQ(client, key)).question!._id).toBe(ids[0]);
      await submit(client, key, quizCases[key].right(ids[0]!, n[0]!));
      expect((await fetchQ(client, key)).question!._id).toBe(ids[1]);
      expect((await client.post(`/api/quizday/${api(key).dayDone}/daydone`)).status).toBe(200);
      expect((await fetchQ(client, key)).question!._id).toBe(ids[1]);
    },
  );

  it.each(moduleKeys)(
    '%s: the server keeps the deadline: a late answer is wrong and ends the day',
    async (key) => {
      const seeded = await seed(t(), key, 3);
      const { client, user } = await loggedInUser(t());
      const { ids, n } = await servingOrder(t(), user.id, key, seeded);
      await fetchQ(client, key);
      await t().database.db.execute(
        sql`update attempts set deadline = now() - interval '1 second' where user_id = ${user.id}`,
      );
      const right = quizCases[key].right(ids[0]!, n[0]!);
      expect((await submit(client, key, right)).body).toMatchObject({
        correct: false,
        alreadyAnswered: false,
        late: true,
      });
      expect((await submit(client, key, right)).body).toMatchObject({
        correct: false,
        alreadyAnswered: true,
        late: true,
      });
      expect(await fetchQ(client, key)).toMatchObject({ endOfDay: true, message: END_OF_DAY_MESSAGE });
      const today = (await client.get<TodayResult>(`/api/me/today/${key}`)).body;
      expect(today).toMatchObject({ correct: 0, total: 1, endOfDay: true });
      expect(today.rows).toEqual([
        expect.objectContaining({ _id: ids[0], correct: false, late: true, yourAnswer: expect.any(String) }),
      ]);

      const { client: away, user: awayUser } = await loggedInUser(t());
      const awayFirst = (await servingOrder(t(), awayUser.id, key, seeded)).ids[0];
      await fetchQ(away, key);
      await t().database.db.execute(
        sql`update attempts set deadline = now() - interval '1 second' where user_id = ${awayUser.id}`,
      );
      expect(await fetchQ(away, key)).toMatchObject({ endOfDay: true, message: TIME_RAN_OUT_MESSAGE });
      expect((await away.get<TodayResult>(`/api/me/today/${key}`)).body.rows).toEqual([
        expect.objectContaining({ _id: awayFirst, yourAnswer: null, correct: false, late: true }),
      ]);
      const progress = (
        await away.get<{ userScore: Record<string, Record<string, { correct: number; total: number }>> }>(
          '/api/me/quiz-progress',
        )
      ).body;
      expect(Object.values(progress.userScore[key]!)).toEqual([{ correct: 0, total: 1 }]);
    },
  );

  it.each(moduleKeys)(
    '%s: every served question carries the real seconds left, on first serve and on re-fetch',
    async (key) => {
      await seed(t(), key, 2);
      const { client, user } = await loggedInUser(t());
      const seconds = 60;
      expect(await fetchQ(client, key)).toMatchObject({ secondsLeft: seconds });
      // 20 seconds later (the learner reloaded): the same question, 40 seconds left, not a fresh minute.
      await t().database.db.execute(
        sql`update attempts set deadline = deadline - interval '20 seconds' where user_id = ${user.id}`,
      );
      const again = await fetchQ(client, key);
      expect(again.secondsLeft).toBeGreaterThanOrEqual(seconds - 21);
      expect(again.secondsLeft).toBeLessThanOrEqual(seconds - 20);
      // Within the grace the clock shows zero, and the answer still counts.
      await t().database.db.execute(
        sql`update attempts set deadline = now() + make_interval(secs => ${GRACE_SECONDS - 1}) where user_id = ${user.id}`,
      );
      expect((await fetchQ(client, key)).secondsLeft).toBe(0);
    },
  );

  it('today: rows in the order answered, with answers and explanations; the module closes at the limit', async () => {
    const module = getModule('oneWordForMany');
    const rows = [1, 2, 3].map((i) => ({ ...quizCases.oneWordForMany.row(i), explanation: `कारण ${i}` }));
    const seeded = await seed(t(), 'oneWordForMany', 3, rows);
    await setLimit(t(), 'oneWordForMany', 2);
    const { client, user } = await loggedInUser(t());
    const { ids, n } = await servingOrder(t(), user.id, 'oneWordForMany', seeded);
    expect((await client.get(`/api/me/today/${module.key}`)).body).toEqual({
      rows: [],
      correct: 0,
      total: 0,
      endOfDay: false,
      message: null,
      waitingSecondsLeft: null,
      unavailable: null,
    });
    await fetchQ(client, 'oneWordForMany');
    const first = await submit(client, 'oneWordForMany', quizCases.oneWordForMany.wrong(ids[0]!));
    expect(first.body).toMatchObject({ correct: false, late: false, explanation: `कारण ${n[0]}` });
    await fetchQ(client, 'oneWordForMany');
    await submit(client, 'oneWordForMany', quizCases.oneWordForMany.right(ids[1]!, n[1]!));
    expect((await client.get(`/api/me/today/${module.key}`)).body).toEqual({
      rows: [
        {
          _id: ids[0],
          prompt: `जो वाक्यांश ${n[0]} हो`,
          yourAnswer: 'गलत उत्तर',
          correctAnswers: [`एकपद${n[0]}`],
          correct: false,
          late: false,
          explanation: `कारण ${n[0]}`,
        },
        {
          _id: ids[1],
          prompt: `जो वाक्यांश ${n[1]} हो`,
          yourAnswer: `एकपद${n[1]}`,
          correctAnswers: [`एकपद${n[1]}`],
          correct: true,
          late: false,
          explanation: `कारण ${n[1]}`,
        },
      ],
      correct: 1,
      total: 2,
      endOfDay: true,
      message: END_OF_DAY_MESSAGE,
      waitingSecondsLeft: null,
      unavailable: null,
    });
    const { client: pro, user: proUser } = await loggedInUser(t(), { pro: true });
    const proOrder = await servingOrder(t(), proUser.id, 'oneWordForMany', seeded);
    for (const k of [0, 1]) {
      await fetchQ(pro, 'oneWordForMany');
      await submit(pro, 'oneWordForMany', quizCases.oneWordForMany.right(proOrder.ids[k]!, proOrder.n[k]!));
    }
    expect((await pro.get(`/api/me/today/${module.key}`)).body).toMatchObject({ total: 2, endOfDay: false });
    expect((await client.get('/api/me/today/nothing')).status).toBe(404);
    expect((await agent(t().app).get(`/api/me/today/${module.key}`)).status).toBe(401);
  });

  it('today: a pending question whose time ran out is shown as timed out, and counted once', async () => {
    const seeded = await seed(t(), 'antonym', 2);
    const { client, user } = await loggedInUser(t());
    const { ids, n } = await servingOrder(t(), user.id, 'antonym', seeded);
    await fetchQ(client, 'antonym');
    const before = (await client.get<TodayResult>('/api/me/today/antonym')).body;
    // The question left waiting, and what its clock has (issue 23 item 3: the start card says so).
    expect(before).toMatchObject({ rows: [], endOfDay: false, message: null });
    expect(before.waitingSecondsLeft).toBeGreaterThanOrEqual(58);
    expect(before.waitingSecondsLeft).toBeLessThanOrEqual(60);
    await t().database.db.execute(
      sql`update attempts set deadline = now() + interval '25 seconds' where user_id = ${user.id}`,
    );
    const later = (await client.get<TodayResult>('/api/me/today/antonym')).body.waitingSecondsLeft!;
    expect(Math.abs(later - (25 - GRACE_SECONDS))).toBeLessThanOrEqual(1);
    await t().database.db.execute(
      sql`update attempts set deadline = now() - interval '1 second' where user_id = ${user.id}`,
    );
    // Closed by the clock: the time-ran-out text, on every later look too, never the generic one.
    for (let i = 0; i < 2; i++) {
      expect((await client.get<TodayResult>('/api/me/today/antonym')).body).toMatchObject({
        rows: [
          { _id: ids[0], yourAnswer: null, correctAnswers: [`विलोमक${n[0]}`, `प्रतिलोम${n[0]}`], late: true },
        ],
        total: 1,
        endOfDay: true,
        message: TIME_RAN_OUT_MESSAGE,
        waitingSecondsLeft: null,
      });
    }
    expect(await fetchQ(client, 'antonym')).toMatchObject({ endOfDay: true });
    const progress = await client.get<{ userScore: Record<string, unknown> }>('/api/me/quiz-progress');
    expect(progress.body.userScore.antonym).toEqual({
      [localDay(t().env.APP_TIMEZONE)]: { correct: 0, total: 1 },
    });
  });

  it('today: a module switched off says so before any question is asked for', async () => {
    await seed(t(), 'lokokti', 1);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const off = { moduleAvailability: { Lokokti: { available: false, availableOn: '2030-01-15' } } };
    expect((await admin.put('/api/admin/settings', off)).status).toBe(200);
    const { client } = await loggedInUser(t());
    expect((await client.get<TodayResult>('/api/me/today/lokokti')).body).toMatchObject({
      unavailable: 'Proverbs is not available yet. Available from: 2030-01-15',
      waitingSecondsLeft: null,
    });
    expect((await client.get('/api/lokokti')).status).toBe(403);
  });

  it('paryayvachi answers box by box: one right and one wrong synonym', async () => {
    const ids = await seed(t(), 'paryayvachi', 1);
    const { client } = await loggedInUser(t());
    await fetchQ(client, 'paryayvachi');
    expect(
      (await submit(client, 'paryayvachi', { id: ids[0], selected: ['समान1', 'गलत'] })).body,
    ).toMatchObject({
      correct: false,
      perAnswer: [true, false],
      correctAnswers: ['समान1', 'सदृश1', 'तुल्य1'],
    });
  });

  it.each(moduleKeys)('%s: an unavailable module answers 403 and changes nothing', async (key) => {
    const ids = await seed(t(), key, 1);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const availabilityKey = getModule(key).availabilityKey;
    await admin.put('/api/admin/settings', {
      moduleAvailability: { [availabilityKey]: { available: false, availableOn: '2027-01-01' } },
    });
    const { client } = await loggedInUser(t());
    const res = await client.get(`/api${api(key).fetch}`);
    expect(res).toMatchObject({ status: 403, body: { error: 'Forbidden' } });
    expect(res.body.message).toContain('Available from: 2027-01-01');
    expect((await submit(client, key, quizCases[key].right(ids[0]!, 1))).status).toBe(403);
    expect((await agent(t().app).get(`/api${api(key).fetch}`)).status).toBe(401);
    expect((await client.get('/api/me/quiz-progress')).body).toEqual({
      quizProgress: {},
      userScore: {},
      vakyaShudhi: {},
    });
  });

  it('judges on the current answer after an admin edits a question the server had cached', async () => {
    const [id] = await seed(t(), 'antonym', 1);
    const first = (await loggedInUser(t())).client;
    expect((await fetchQ(first, 'antonym')).question!._id).toBe(id);
    // This submit puts the question in the instance's judging cache.
    expect((await submit(first, 'antonym', { wordId: id, answer: 'विलोमक1' })).body).toMatchObject({
      correct: true,
    });
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const edited = await admin.put(`/api/admin/questions/antonym/${id}`, {
      word: 'शब्द1',
      antonyms: ['नवीन'],
    });
    expect(edited.status).toBe(200);
    const second = (await loggedInUser(t())).client;
    expect((await fetchQ(second, 'antonym')).question!._id).toBe(id);
    const res = await submit(second, 'antonym', { wordId: id, answer: 'नवीन' });
    expect(res.body).toMatchObject({ correct: true, alreadyAnswered: false, correctAnswers: ['नवीन'] });
  });

  it('a session ended elsewhere is refused on fetch and submit, and nothing is recorded', async () => {
    const [id] = await seed(t(), 'antonym', 1);
    const { client, user } = await loggedInUser(t());
    await fetchQ(client, 'antonym');
    // As another instance's logout would: the cookie is still sent, its session is gone.
    await t().database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    const fetched = await client.get(`/api${api('antonym').fetch}`);
    expect(fetched).toMatchObject({ status: 401, body: { message: 'Please log in to continue.' } });
    expect((await submit(client, 'antonym', { wordId: id, answer: 'विलोमक1' })).status).toBe(401);
    const rows = await t().database.db.execute(
      sql`select count(*)::int as n from attempts where user_id = ${user.id} and answered_at is not null`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('asks a visitor to log in before looking at what they sent', async () => {
    const visitor = agent(t().app);
    const res = await visitor.post(`/api${api('antonym').submit}`, { wordId: 'not a number' });
    expect(res).toMatchObject({ status: 401, body: { message: 'Please log in to continue.' } });
    const { client: learner } = await loggedInUser(t());
    const add = await learner.post(`/api${api('antonym').add}`, { nonsense: true });
    expect(add.status).toBe(403);
    expect((await visitor.post(`/api${api('antonym').add}`, { nonsense: true })).status).toBe(401);
  });

  it('refuses malformed submissions with 400 and records nothing', async () => {
    const ids = await seed(t(), 'paryayvachi', 2);
    const { client } = await loggedInUser(t());
    // The question served (the learner's own first, docs/product.md §3), and the one not served.
    const served = (await fetchQ(client, 'paryayvachi')).question!._id;
    const notServed = ids.find((id) => id !== served)!;
    for (const body of [
      {},
      { id: served, selected: ['एक'] },
      { id: served, selected: ['एक', ' '] },
      { id: 'abc', selected: ['a', 'b'] },
    ]) {
      const res = await submit(client, 'paryayvachi', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await submit(client, 'paryayvachi', { id: served, selected: ['x'] })).body.message).toBe(
      'Please enter exactly 2 answers.',
    );
    expect(
      (await submit(client, 'paryayvachi', { id: notServed, selected: ['a', 'b'] })).body.message,
    ).toMatch(/not served to you/);
    expect((await fetchQ(client, 'paryayvachi')).attempted).toBe(0);
    expect((await client.get('/api/no-such-module')).status).toBe(404);
    expect((await client.post('/api/quizday/nothing/daydone')).status).toBe(404);
  });

  it('judges Hindi answers after NFC, spacing, zero-width and danda normalisation', async () => {
    const [id] = await seed(t(), 'oneWordForMany', 1, [
      { question: 'जिसका कोई शत्रु न हो', answers: ['अजातशत्रु'] },
    ]);
    const [vid] = await seed(t(), 'vakyaShudhi', 1, [
      { question: 'मैंने यह काम करना है।', answers: ['मुझे यह काम करना है।', 'मुझको यह काम करना है।'] },
    ]);
    const { client } = await loggedInUser(t());
    await fetchQ(client, 'oneWordForMany');
    const nfd = '  अजात\u200dशत्रु। '.normalize('NFD');
    expect((await submit(client, 'oneWordForMany', { id, answer: nfd })).body).toMatchObject({
      correct: true,
      correctAnswers: ['अजातशत्रु'],
    });
    await fetchQ(client, 'vakyaShudhi');
    expect(
      (await submit(client, 'vakyaShudhi', { id: vid, answer: 'मुझको  यह काम   करना है' })).body,
    ).toMatchObject({ correct: true });
  });

  it('serves shabd shudhi by the learner’s module day first', async () => {
    const ids = await seed(t(), 'shabdShudhi', 3, [
      { question: 'अशुद्धक', answers: ['शुद्धक'], day: 2 },
      { question: 'अशुद्धख', answers: ['शुद्धख'], day: 1 },
      { question: 'अशुद्धग', answers: ['शुद्धग'], day: 3 },
    ]);
    const { client } = await loggedInUser(t(), { pro: true });
    expect((await fetchQ(client, 'shabdShudhi')).question!._id).toBe(ids[1]);
    await submit(client, 'shabdShudhi', { id: ids[1], answer: 'शुद्धख' });
    // Day 1 has nothing more unseen: the later days' words come before any repeat.
    expect((await fetchQ(client, 'shabdShudhi')).question!._id).toBe(ids[0]);
    await submit(client, 'shabdShudhi', { id: ids[0], answer: 'गलत' });
    expect((await fetchQ(client, 'shabdShudhi')).question!._id).toBe(ids[2]);
    await submit(client, 'shabdShudhi', { id: ids[2], answer: 'शुद्धग' });
    expect((await fetchQ(client, 'shabdShudhi')).question!._id).toBe(ids[0]);
  });

  it('on module day 3 serves day 3, then earlier days in order, then later days', async () => {
    const ids = await seed(t(), 'shabdShudhi', 4, [
      { question: 'अशुद्धक', answers: ['शुद्धक'], day: 5 },
      { question: 'अशुद्धख', answers: ['शुद्धख'], day: 2 },
      { question: 'अशुद्धग', answers: ['शुद्धग'], day: 3 },
      { question: 'अशुद्धघ', answers: ['शुद्धघ'], day: 1 },
    ]);
    const { client, user } = await loggedInUser(t(), { pro: true });
    await t().database.db.execute(
      sql`insert into learner_modules (user_id, module, days_practised, last_day)
          values (${user.id}, 'shabdShudhi', 3, ${localDay(t().env.APP_TIMEZONE)})`,
    );
    const served: string[] = [];
    for (let i = 0; i < 4; i++) {
      const id = (await fetchQ(client, 'shabdShudhi')).question!._id;
      served.push(id);
      await submit(client, 'shabdShudhi', { id, answer: 'गलत' });
    }
    expect(served).toEqual([ids[2], ids[3], ids[1], ids[0]]);
  });

  it('counts a new calendar day as the next shabd shudhi day', async () => {
    const ids = await seed(t(), 'shabdShudhi', 2, [
      { question: 'अशुद्धक', answers: ['शुद्धक'], day: 1 },
      { question: 'अशुद्धख', answers: ['शुद्धख'], day: 2 },
    ]);
    const { client, user } = await loggedInUser(t());
    expect((await fetchQ(client, 'shabdShudhi')).question!._id).toBe(ids[0]);
    await t().database.db.execute(sql`delete from attempts where user_id = ${user.id}`);
    await t().database.db.execute(sql`delete from learner_questions where user_id = ${user.id}`);
    await t().database.db.execute(
      sql`update learner_modules set last_day = '2000-01-01' where user_id = ${user.id}`,
    );
    expect((await fetchQ(client, 'shabdShudhi')).question!._id).toBe(ids[1]);
  });

  it('mounts every module from the registry', () => {
    for (const m of modules) {
      expect(t().app.hasRoute({ method: 'GET', url: `/api${m.api.fetch}` }), m.key).toBe(true);
      expect(t().app.hasRoute({ method: 'POST', url: `/api${m.api.submit}` }), m.key).toBe(true);
      expect(t().app.hasRoute({ method: 'POST', url: `/api${m.api.add}` }), m.key).toBe(true);
    }
  });
});
