import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import type { QuestionStats, ReviewFetch, ReviewSubmit, Stats } from '../../shared/api/learning';
import { getModule, type ModuleKey } from '../../shared/modules';
import { adminRowSchema, type QuestionRow } from '../../shared/question-rows';
import { type Agent, agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { queryRows } from '../db/client';
import { addDays } from '../quiz/day';
import { insertQuestions } from '../quiz/questions';

/** Rows `from`, `from + 1`, … of quizCases: `n` of them. */
async function seed(t: TestApp, key: ModuleKey, n: number, from = 1) {
  const module = getModule(key);
  const rows = Array.from(
    { length: n },
    (_, i) => adminRowSchema(module).parse(quizCases[key].row(from + i)) as QuestionRow,
  );
  return (await insertQuestions(t.database.db, module, rows)).map((q) => String(q.id));
}

const api = (key: ModuleKey) => getModule(key).api;
/** Plays one question of a module's round: fetch, then the right or the wrong answer. */
async function play(c: Agent, key: ModuleKey, right: boolean) {
  const fetched = (await c.get<{ question: { _id: string } }>(`/api${api(key).fetch}`)).body;
  if (!fetched.question) throw new Error(`no question: ${JSON.stringify(fetched)}`);
  const { question } = fetched;
  const i = Number(question._id);
  const body = right ? quizCases[key].right(question._id, i) : quizCases[key].wrong(question._id);
  // quizCases number answers by seed order; the bank here starts at id 1 in a fresh database.
  const res = await c.post(`/api${api(key).submit}`, body);
  expect(res.status).toBe(200);
  return question._id;
}
const stats = async (c: Agent) => (await c.get<Stats>('/api/me/stats')).body;
const nextReview = async (c: Agent) => (await c.get<ReviewFetch>('/api/review')).body;
const reviewAnswer = (c: Agent, key: ModuleKey, id: string, right: boolean, i = Number(id)) =>
  c.post<ReviewSubmit>('/api/review/submit', {
    module: key,
    ...(right ? quizCases[key].right(id, i) : quizCases[key].wrong(id)),
  });

describeEachDriver('the learning loop', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a missed question becomes a review card due at once; a right review schedules it later', async () => {
    const ids = await seed(t(), 'oneWordForMany', 3);
    const { client } = await loggedInUser(t());
    expect((await stats(client)).review.due).toBe(0);
    expect(await nextReview(client)).toEqual({ done: true, nextDueAt: null, limitReached: false });
    // The learner's own order (docs/product.md §3): the first served is answered rightly, the next two missed.
    const served = [
      await play(client, 'oneWordForMany', true),
      await play(client, 'oneWordForMany', false),
      await play(client, 'oneWordForMany', false),
    ];
    expect([...served].sort()).toEqual([...ids].sort());
    const [, missed, missedNext] = served as [string, string, string];
    expect((await stats(client)).review.due).toBe(2);

    const first = await nextReview(client);
    expect(first).toMatchObject({ question: { _id: missed, module: 'oneWordForMany' }, remaining: 2 });
    expect(JSON.stringify(first)).not.toContain(`एकपद${missed}`);
    const before = Date.now();
    const right = await reviewAnswer(client, 'oneWordForMany', missed, true);
    expect(right.body).toMatchObject({
      correct: true,
      alreadyAnswered: false,
      correctAnswers: [`एकपद${missed}`],
    });
    expect(Date.parse(right.body.nextDueAt)).toBeGreaterThan(before);
    // A second tap: the verdict recorded, not a second review.
    expect((await reviewAnswer(client, 'oneWordForMany', missed, false)).body).toMatchObject({
      correct: true,
      alreadyAnswered: true,
    });

    const second = await nextReview(client);
    expect(second).toMatchObject({ question: { _id: missedNext }, remaining: 1 });
    const wrong = await reviewAnswer(client, 'oneWordForMany', missedNext, false);
    expect(wrong.body).toMatchObject({ correct: false, correctAnswers: [`एकपद${missedNext}`] });
    // Again: back within minutes (ts-fsrs's learning step), not days.
    expect(Date.parse(wrong.body.nextDueAt) - Date.now()).toBeLessThan(15 * 60_000);
    const done = await nextReview(client);
    expect(done).toMatchObject({ done: true, limitReached: false });
    expect((await stats(client)).review.due).toBe(0);
    const logged = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from review_log`,
    );
    expect(logged[0]!.n).toBe(2);
  });

  it('a question left to time out makes a card too, due at once', async () => {
    await seed(t(), 'antonym', 2);
    const { client, user } = await loggedInUser(t());
    await client.get(`/api${api('antonym').fetch}`);
    await t().database.db.execute(
      sql`update attempts set deadline = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    expect((await client.get('/api/me/today/antonym')).body).toMatchObject({ endOfDay: true });
    expect((await stats(client)).review.due).toBe(1);
  });

  it('free learners get REVIEW_PER_DAY reviews a day; pro learners no limit', async () => {
    await seed(t(), 'sandhi', 3);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    expect((await admin.put('/api/admin/settings', { REVIEW_PER_DAY: 1 })).body).toMatchObject({
      REVIEW_PER_DAY: 1,
    });
    for (const pro of [false, true]) {
      const { client } = await loggedInUser(t(), { pro });
      for (let i = 0; i < 3; i++) await play(client, 'sandhi', false);
      const first = await nextReview(client);
      if (!('question' in first)) throw new Error('expected a card');
      expect((await reviewAnswer(client, 'sandhi', first.question._id, false)).status).toBe(200);
      const second = await nextReview(client);
      if (pro) expect(second).toMatchObject({ remaining: 2 });
      else expect(second).toMatchObject({ done: true, limitReached: true });
    }
  });

  it('refuses a review answer for a card not served, a module it does not know, or a malformed body', async () => {
    const ids = await seed(t(), 'sandhi', 2);
    const { client } = await loggedInUser(t());
    expect((await reviewAnswer(client, 'sandhi', ids[0]!, true)).status).toBe(400);
    expect((await client.post('/api/review/submit', { module: 'nothing', id: ids[0] })).status).toBe(400);
    const res = await client.post('/api/review/submit', { module: 'sandhi', sandhiId: 'x', answer: 'a' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Question id/);
    expect((await agent(t().app).get('/api/review')).status).toBe(401);
  });

  it('stats: today against the goal, per module, the week, and the questions missed on a day', async () => {
    await seed(t(), 'oneWordForMany', 3);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    await admin.put('/api/admin/settings', { DAILY_GOAL: 2, quizLimits: { oneWordForMany: 3 } });
    const { client } = await loggedInUser(t());
    await play(client, 'oneWordForMany', true);
    const missedId = await play(client, 'oneWordForMany', false);
    const s = await stats(client);
    expect(s.today).toEqual({ answered: 2, correct: 1, goal: 2 });
    expect(s.streak).toEqual({ current: 1, best: 1, freezes: 0, todayCounts: true });
    expect(s.modules.oneWordForMany).toEqual({
      today: { answered: 2, correct: 1, limit: 3, done: false },
      total: { answered: 2, correct: 1 },
    });
    expect(s.modules.antonym!.today).toEqual({ answered: 0, correct: 0, limit: 10, done: false });
    expect(s.week).toHaveLength(7);
    expect(s.week[6]).toMatchObject({ answered: 2, correct: 1 });
    await play(client, 'oneWordForMany', true);
    expect((await stats(client)).modules.oneWordForMany!.today.done).toBe(true);

    const day = s.week[6]!.day;
    const missed = (await client.get<{ rows: unknown[] }>(`/api/me/missed?day=${day}`)).body;
    expect(missed.rows).toEqual([
      {
        module: 'oneWordForMany',
        _id: missedId,
        prompt: `जो वाक्यांश ${missedId} हो`,
        yourAnswer: 'गलत उत्तर',
        correctAnswers: [`एकपद${missedId}`],
        late: false,
        explanation: null,
      },
    ]);
    expect((await client.get(`/api/me/missed?day=${addDays(day, -1)}`)).body).toEqual({
      day: addDays(day, -1),
      rows: [],
    });
    expect((await client.get('/api/me/missed?day=yesterday')).status).toBe(400);
    // Well-formed but impossible dates (issue 24 item 9): a 400, not the database's 500.
    for (const impossible of ['2024-13-45', '2025-02-29', '2024-00-10'])
      expect((await client.get(`/api/me/missed?day=${impossible}`)).status, impossible).toBe(400);
  });

  it('the streak follows the calendar in India: across midnight, and a skipped day with and without a freeze', async () => {
    await seed(t(), 'sandhi', 12);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    await admin.put('/api/admin/settings', { DAILY_GOAL: 1, quizLimits: { sandhi: 'Unlimited' } });
    const { client, user } = await loggedInUser(t());
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 in India on 10 March is 18:29 UTC: that answer counts for the 10th.
    vi.setSystemTime(new Date('2026-03-10T18:29:00Z'));
    await play(client, 'sandhi', true);
    // One minute past midnight in India: the 11th, a new day of the streak.
    vi.setSystemTime(new Date('2026-03-10T18:31:00Z'));
    expect((await stats(client)).streak).toEqual({ current: 1, best: 1, freezes: 0, todayCounts: false });
    await play(client, 'sandhi', true);
    expect((await stats(client)).streak).toMatchObject({ current: 2, todayCounts: true });
    // The 12th is skipped; on the 13th the streak has ended (no freeze held).
    vi.setSystemTime(new Date('2026-03-13T06:00:00Z'));
    expect((await stats(client)).streak).toMatchObject({ current: 0, best: 2, freezes: 0 });

    // Seven goal days in a row (written as past days) earn a freeze, which a skipped day spends.
    const days = Array.from({ length: 7 }, (_, i) => addDays('2026-03-13', i));
    for (const day of days)
      await t().database.db.execute(
        sql`insert into daily_progress (user_id, module, day, answered, correct) values (${user.id}, 'antonym', ${day}, 1, 1)`,
      );
    vi.setSystemTime(new Date('2026-03-19T12:00:00Z'));
    expect((await stats(client)).streak).toMatchObject({ current: 7, freezes: 1, todayCounts: true });
    // The 20th skipped: on the 21st the freeze is spent and the streak stands.
    vi.setSystemTime(new Date('2026-03-21T12:00:00Z'));
    expect((await stats(client)).streak).toMatchObject({
      current: 7,
      best: 7,
      freezes: 0,
      todayCounts: false,
    });
  });

  it('reports: once per learner, after answering; the admin list shows them with the wrong answers, filters and resolves', async () => {
    // The three learners answer the same question: the only one in the bank while they play (each
    // learner has an order of their own, docs/product.md §3). The second is added after.
    const ids = await seed(t(), 'antonym', 1);
    const learners = await Promise.all([loggedInUser(t()), loggedInUser(t()), loggedInUser(t())]);
    const reportPath = `/api/questions/antonym/${ids[0]}/report`;
    expect((await learners[0]!.client.post(reportPath, { reason: 'wrong-answer' })).status).toBe(400);
    for (const [n, { client }] of learners.entries()) {
      const { question } = (await client.get<{ question: { _id: string } }>('/api/antonym-word')).body;
      await client.post('/api/antonym-word/answer', {
        wordId: question._id,
        answer: n === 2 ? 'रात' : 'दिन',
      });
    }
    ids.push(...(await seed(t(), 'antonym', 1, 2)));
    const first = await learners[0]!.client.post(reportPath, {
      reason: 'wrong-answer',
      note: ' रात भी सही है ',
    });
    expect(first.status).toBe(201);
    expect((await learners[0]!.client.post(reportPath, { reason: 'typo' })).status).toBe(409);
    expect((await learners[1]!.client.post(reportPath, { reason: 'nonsense' })).status).toBe(400);
    expect(
      (await learners[1]!.client.post(`/api/questions/antonym/${ids[1]}/report`, { reason: 'typo' })).status,
    ).toBe(400);
    expect(
      (await learners[1]!.client.post(`/api/questions/nothing/${ids[0]}/report`, { reason: 'typo' })).status,
    ).toBe(404);

    const { client: admin } = await loggedInUser(t(), { admin: true });
    const list = async (query = '') =>
      (
        await admin.get<{ questions: { _id: string; stats: QuestionStats }[]; total: number }>(
          `/api/admin/questions/antonym${query}`,
        )
      ).body;
    const all = await list();
    expect(all.questions[0]!.stats).toMatchObject({
      answered: 3,
      correct: 0,
      reports: 1,
      topWrong: [
        { answer: 'दिन', count: 2 },
        { answer: 'रात', count: 1 },
      ],
      openReports: [{ reason: 'wrong-answer', note: 'रात भी सही है' }],
    });
    expect(all.questions[1]!.stats).toMatchObject({ answered: 0, reports: 0, topWrong: [] });
    expect((await list('?reported=1')).questions.map((q) => q._id)).toEqual([ids[0]]);
    expect(
      (await learners[0]!.client.post(`/api/admin/questions/antonym/${ids[0]}/reports/resolve`)).status,
    ).toBe(403);
    expect((await admin.post(`/api/admin/questions/antonym/${ids[0]}/reports/resolve`)).body).toEqual({
      resolved: 1,
    });
    expect((await list('?reported=1')).total).toBe(0);
    expect((await list()).questions[0]!.stats.reports).toBe(0);
  });

  it('the admin settings carry REVIEW_PER_DAY and DAILY_GOAL, checked', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    expect((await admin.get('/api/admin/settings')).body).toMatchObject({
      REVIEW_PER_DAY: 20,
      DAILY_GOAL: 10,
    });
    expect((await admin.put('/api/admin/settings', { DAILY_GOAL: 0 })).status).toBe(400);
    expect((await admin.put('/api/admin/settings', { REVIEW_PER_DAY: 'many' })).status).toBe(400);
    expect((await admin.put('/api/admin/settings', { DAILY_GOAL: 15 })).body).toMatchObject({
      DAILY_GOAL: 15,
      REVIEW_PER_DAY: 20,
    });
  });
});
