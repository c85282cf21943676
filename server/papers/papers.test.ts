/**
 * Papers (issue 19, docs/product.md §11): the draw, the sitting on the server's clock, scoring
 * with negative marking, rank and percentile among first attempts, the lock once sat, review
 * cards, item analysis and the starter papers, on PGlite and PostgreSQL.
 */
import { asc, eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import type { ReviewFetch } from '../../shared/api/learning';
import type { AdminPaper, PaperList, PaperResult, PaperStats, RunningAttempt } from '../../shared/api/papers';
import { GRACE_SECONDS } from '../../shared/api/papers';
import { getModule, type ModuleKey } from '../../shared/modules';
import type { QuestionRow } from '../../shared/question-rows';
import { type Agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { paperAttempts, paperScores, questions, reviewPending } from '../db/schema';
import { starterRows } from '../quiz/content';
import { insertQuestions } from '../quiz/questions';
import { createPaperAdmin } from './admin';
import { finalizeExpired } from './sitting';
import { seedStarterPapers, starterPapers } from './starter';

afterEach(() => {
  vi.useRealTimers();
});

async function bank(
  t: TestApp,
  key: ModuleKey,
  n: number,
  change?: (row: QuestionRow, i: number) => QuestionRow,
) {
  const module = getModule(key);
  const rows = (starterRows(module) as QuestionRow[]).slice(0, n).map((r, i) => change?.(r, i) ?? r);
  return insertQuestions(t.database.db, module, rows);
}

const blueprint = (
  sections: { title: string; module: string; count: number; tags?: string[] }[],
  extra = {},
) => ({
  title: 'सामान्य हिंदी अभ्यास प्रश्नपत्र',
  exam: 'अभ्यास',
  durationMinutes: 10,
  marksCorrect: 1,
  marksWrong: 0.25,
  sections,
  ...extra,
});

async function publishedPaper(admin: Agent, sections = [{ title: 'विलोम', module: 'antonym', count: 4 }]) {
  const created = await admin.post<AdminPaper>('/api/admin/papers', blueprint(sections));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await admin.post(`/api/admin/papers/${created.body._id}/publish`)).status).toBe(200);
  return created.body;
}

/** Answers a paper: `plan[i]` right, wrong or left for question i (in paper order). */
async function sit(learner: Agent, paper: AdminPaper, plan: ('right' | 'wrong' | 'skip')[]) {
  const attempt = (await learner.post<RunningAttempt>(`/api/papers/${paper._id}/start`)).body;
  for (const [i, q] of paper.questions.entries()) {
    const how = plan[i] ?? 'skip';
    if (how === 'skip') continue;
    const choice = how === 'right' ? q.answer : (q.answer + 1) % 4;
    const saved = await learner.put(`/api/attempts/${attempt._id}/answers/${q._id}`, { choice });
    expect(saved.status).toBe(200);
  }
  return attempt;
}

/** Waits (on the real clock) until `read` gives a value: for work a timer started and nobody awaits. */
async function until<T>(read: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The paper's score table, lowest score first. */
const scoreTable = (t: TestApp, paperId: string) =>
  t.database.db
    .select({ score: paperScores.score, attempts: paperScores.attempts })
    .from(paperScores)
    .where(eq(paperScores.paperId, Number(paperId)))
    .orderBy(asc(paperScores.score));

describeEachDriver('papers', (t) => {
  it('draws distinct items with a choice form, matching the tags, and names a section the bank cannot fill', async () => {
    const { client: admin } = await loggedInUser(t(), { admin: true });
    // Two sandhi items lose their wrong options: they may never be drawn.
    const inserted = await bank(t(), 'sandhi', 20, (r, i) => (i < 2 ? { ...r, distractors: [] } : r));
    const without = inserted.slice(0, 2).map((q) => String(q.id));
    await bank(t(), 'samas', 30);
    for (let round = 0; round < 5; round++) {
      const paper = (
        await admin.post<AdminPaper>(
          '/api/admin/papers',
          blueprint([
            { title: 'संधि', module: 'sandhi', count: 18 },
            { title: 'तत्पुरुष', module: 'samas', count: 3, tags: ['तत्पुरुष'] },
          ]),
        )
      ).body;
      expect(paper.questions).toHaveLength(21);
      expect(new Set(paper.questions.map((q) => q._id)).size).toBe(21);
      expect(paper.questions.filter((q) => without.includes(q._id))).toEqual([]);
      for (const q of paper.questions) {
        expect(new Set(q.options).size).toBe(4);
        expect(q.answer).toBeGreaterThanOrEqual(0);
      }
      const samas = paper.questions.filter((q) => q.section === 1);
      const stored = await t().database.db.select().from(questions).where(eq(questions.module, 'samas'));
      for (const q of samas) {
        const row = stored.find((s) => String(s.id) === q._id)!;
        expect(row.tags).toContain('तत्पुरुष');
        expect(q.options[q.answer]).toBe('तत्पुरुष');
      }
    }
    const tooMany = await admin.post(
      '/api/admin/papers',
      blueprint([{ title: 'संधि', module: 'sandhi', count: 19 }]),
    );
    expect(tooMany).toMatchObject({ status: 400, body: { message: expect.stringContaining('संधि') } });
    const unknown = await admin.post(
      '/api/admin/papers',
      blueprint([{ title: 'x', module: 'nothing', count: 1 }]),
    );
    expect(unknown.status).toBe(400);
    expect((await admin.get<{ papers: unknown[] }>('/api/admin/papers')).body.papers).toHaveLength(5);
  });

  it('scores with negative marking and ranks first attempts: ties share a rank, percentile, top and average', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    const plans: ('right' | 'wrong' | 'skip')[][] = [
      ['right', 'right', 'right', 'right'], // 4
      ['right', 'right', 'right', 'wrong'], // 2.75
      ['right', 'right', 'right', 'skip'], // 3
      ['right', 'right', 'right', 'skip'], // 3 (a tie)
      ['wrong', 'wrong', 'skip', 'skip'], // -0.5
    ];
    const results: PaperResult[] = [];
    for (const plan of plans) {
      const { client } = await loggedInUser(t());
      const attempt = await sit(client, paper, plan);
      results.push((await client.post<PaperResult>(`/api/attempts/${attempt._id}/submit`)).body);
    }
    expect(results.map((r) => r.score)).toEqual([4, 2.75, 3, 3, -0.5]);
    expect(results[1]).toMatchObject({ correct: 3, wrong: 1, unanswered: 0, maxScore: 4 });
    // The last submitted sees the whole field: rank 5 of 5, nobody below.
    expect(results[4]).toMatchObject({
      rank: 5,
      of: 5,
      percentile: 0,
      topScore: 4,
      averageScore: 2.45,
      ranked: true,
    });
  });

  it('ties share a rank and the percentile counts those below', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    const learners: { client: Agent; attempt: string }[] = [];
    for (const plan of [
      ['right', 'right', 'right', 'right'],
      ['right', 'right', 'right', 'skip'],
      ['right', 'right', 'right', 'skip'],
      ['skip'],
    ] as const) {
      const { client } = await loggedInUser(t());
      const attempt = await sit(client, paper, [...plan]);
      await client.post(`/api/attempts/${attempt._id}/submit`);
      learners.push({ client, attempt: attempt._id });
    }
    const view = await Promise.all(
      learners.map(async (l) => (await l.client.get<PaperResult>(`/api/attempts/${l.attempt}`)).body),
    );
    expect(view.map((v) => [v.score, v.rank, v.of, v.percentile])).toEqual([
      [4, 1, 4, 75],
      [3, 2, 4, 25],
      [3, 2, 4, 25],
      [0, 4, 4, 0],
    ]);
    // A second sitting is practice: a result and where it would stand, but no rank of its own.
    const again = await sit(learners[3]!.client, paper, ['right', 'right', 'right', 'right']);
    const practice = (await learners[3]!.client.post<PaperResult>(`/api/attempts/${again._id}/submit`)).body;
    expect(practice).toMatchObject({ ranked: false, score: 4, rank: 1, of: 4 });
    expect(
      (await learners[0]!.client.get<PaperResult>(`/api/attempts/${learners[0]!.attempt}`)).body.of,
    ).toBe(4);
  });

  it('runs on the server’s clock: resume keeps answers, a save after the deadline is 409 and the attempt ends with what was saved', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    const { client } = await loggedInUser(t());
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const first = (await client.post<RunningAttempt>(`/api/papers/${paper._id}/start`)).body;
    expect(first).toMatchObject({ status: 'running', secondsLeft: 600 });
    expect(JSON.stringify(first)).not.toMatch(/"answer"/);
    const [q1, q2, q3] = paper.questions;
    await client.put(`/api/attempts/${first._id}/answers/${q1!._id}`, { choice: q1!.answer, marked: true });
    await client.put(`/api/attempts/${first._id}/answers/${q2!._id}`, { choice: (q2!.answer + 1) % 4 });
    await client.put(`/api/attempts/${first._id}/answers/${q2!._id}`, { choice: null });
    vi.setSystemTime(new Date('2026-11-26T10:04:00Z'));
    const resumed = (await client.post<RunningAttempt>(`/api/papers/${paper._id}/start`)).body;
    expect(resumed._id).toBe(first._id);
    expect(resumed.secondsLeft).toBe(360);
    expect(resumed.answers).toEqual({
      [q1!._id]: { choice: q1!.answer, marked: true },
      [q2!._id]: { choice: null, marked: false },
    });
    await client.put(`/api/attempts/${first._id}/answers/${q3!._id}`, { choice: (q3!.answer + 1) % 4 });

    vi.setSystemTime(new Date(Date.parse('2026-11-26T10:10:00Z') + (GRACE_SECONDS + 1) * 1000));
    const late = await client.put(`/api/attempts/${first._id}/answers/${q2!._id}`, { choice: q2!.answer });
    expect(late).toMatchObject({ status: 409, body: { late: true } });
    const ended = (await client.get<PaperResult>(`/api/attempts/${first._id}`)).body;
    expect(ended).toMatchObject({ status: 'submitted', correct: 1, wrong: 1, unanswered: 2, score: 0.75 });
    const [row] = await t().database.db.select().from(paperAttempts).where(eq(paperAttempts.id, first._id));
    expect(row!.submittedAt!.toISOString()).toBe('2026-11-26T10:10:00.000Z');
    const list = (await client.get<PaperList>('/api/papers')).body;
    expect(list.papers[0]!.attempt).toMatchObject({ _id: first._id, status: 'submitted', score: 0.75 });
  });

  it('an attempt nobody comes back to ends by itself and counts in the ranks', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const { client: gone } = await loggedInUser(t());
    await sit(gone, paper, ['right', 'right']);
    const { client: other } = await loggedInUser(t());
    vi.setSystemTime(new Date('2026-11-26T11:00:00Z'));
    const attempt = await sit(other, paper, ['right']);
    const result = (await other.post<PaperResult>(`/api/attempts/${attempt._id}/submit`)).body;
    expect(result).toMatchObject({ score: 1, rank: 2, of: 2, topScore: 2 });
  });

  it('the minute sweep ends an attempt nobody comes back to at its deadline, with what was saved, scored once', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    const { client, user } = await loggedInUser(t());
    // The clock and the intervals are fake (the databases' own timers stay real); an instance
    // built now runs its minute sweep on that clock, as every instance does (docs/decisions/010).
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date('2026-11-26T10:00:00Z'),
    });
    const instance = await buildApp({ env: t().env, database: t().database, logger: false });
    try {
      const attempt = (await client.post<RunningAttempt>(`/api/papers/${paper._id}/start`)).body;
      const [q1, q2, q3] = paper.questions;
      const save = (q: (typeof paper.questions)[number], choice: number) =>
        client.put(`/api/attempts/${attempt._id}/answers/${q._id}`, { choice });
      expect((await save(q1!, q1!.answer)).status).toBe(200);
      expect((await save(q2!, (q2!.answer + 1) % 4)).status).toBe(200);
      // Nine sweeps before the deadline leave it running: a save at 10:09 is still taken.
      await vi.advanceTimersByTimeAsync(9 * 60_000);
      expect((await save(q3!, (q3!.answer + 2) % 4)).status).toBe(200);

      // The learner never comes back; the sweeps at 10:10 and 10:11 run (the deadline and its grace).
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      const read = async () =>
        (await t().database.db.select().from(paperAttempts).where(eq(paperAttempts.id, attempt._id)))[0]!;
      const ended = await until(async () => {
        const row = await read();
        return row.submittedAt ? row : undefined;
      }, 'the sweep to end the attempt');
      expect(ended).toMatchObject({ score: 0.5, correct: 1, wrong: 2, unanswered: 1 });
      expect(ended.submittedAt!.toISOString()).toBe('2026-11-26T10:10:00.000Z');
      expect(await scoreTable(t(), paper._id)).toEqual([{ score: 0.5, attempts: 1 }]);
      const pending = () =>
        t().database.db.select().from(reviewPending).where(eq(reviewPending.userId, user.id));
      expect((await pending()).map((r) => [r.questionId, r.correct]).sort()).toEqual(
        [
          [Number(q2!._id), false],
          [Number(q3!._id), false],
        ].sort(),
      );

      // Later sweeps, and one awaited here, find nothing to end: still scored once.
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      expect(await finalizeExpired(t().database.db, new Date())).toBe(0);
      expect(await scoreTable(t(), paper._id)).toEqual([{ score: 0.5, attempts: 1 }]);
      expect(await pending()).toHaveLength(2);
      expect((await read()).submittedAt!.toISOString()).toBe('2026-11-26T10:10:00.000Z');
      const result = (await client.get<PaperResult>(`/api/attempts/${attempt._id}`)).body;
      expect(result).toMatchObject({ status: 'submitted', score: 0.5, rank: 1, of: 1, ranked: true });
    } finally {
      await instance.close();
    }
  });

  it('sweeps on two instances at once end each abandoned attempt once: the score table counts it once', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const plans: ('right' | 'wrong' | 'skip')[][] = [
      ['right', 'right', 'right', 'right'], // 4
      ['right', 'right', 'right', 'wrong'], // 2.75
      ['right', 'right', 'skip', 'skip'], // 2
      ['right', 'right', 'skip', 'skip'], // 2
      ['right', 'wrong', 'wrong', 'skip'], // 0.5
      ['wrong', 'wrong', 'skip', 'skip'], // -0.5
      ['skip'], // 0
    ];
    const learners = [...plans, ...plans];
    const attemptIds: string[] = [];
    for (const plan of learners) {
      const { client } = await loggedInUser(t());
      attemptIds.push((await sit(client, paper, plan))._id);
    }
    // Nobody submits; past the deadline and its grace, each instance's sweep runs at the same moment.
    vi.setSystemTime(new Date(Date.parse('2026-11-26T10:10:00Z') + (GRACE_SECONDS + 1) * 1000));
    // The second instance has its own connections on PostgreSQL (PGlite is one process's database).
    const second = t().driver === 'postgres' ? openPostgres(t().database.url!, 10) : t().database;
    try {
      await second.db.select().from(paperScores);
      const now = new Date();
      const swept = await Promise.all(
        [t().database, second, t().database, second].map((d) => finalizeExpired(d.db, now)),
      );
      // The sweeps overlapped: some attempts were found open by more than one of them.
      expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThan(learners.length);
    } finally {
      if (second !== t().database) await second.close();
    }

    const rows = await t()
      .database.db.select()
      .from(paperAttempts)
      .where(eq(paperAttempts.paperId, Number(paper._id)));
    expect(rows).toHaveLength(learners.length);
    const score = (plan: string[]) =>
      plan.filter((p) => p === 'right').length - 0.25 * plan.filter((p) => p === 'wrong').length;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [i, id] of attemptIds.entries()) {
      const row = byId.get(id)!;
      expect(row.submittedAt!.toISOString(), id).toBe('2026-11-26T10:10:00.000Z');
      expect(row.score, id).toBe(score(learners[i]!));
    }
    // Each first attempt counted once: the table holds the field's scores, each as often as it was scored.
    const expected = new Map<number, number>();
    for (const plan of learners) expected.set(score(plan), (expected.get(score(plan)) ?? 0) + 1);
    expect(await scoreTable(t(), paper._id)).toEqual(
      [...expected].map(([s, attempts]) => ({ score: s, attempts })).sort((a, b) => a.score - b.score),
    );
    // And each wrong answer became one review card, not one per sweep.
    const wrongs = learners.flat().filter((p) => p === 'wrong').length;
    expect(await t().database.db.select().from(reviewPending)).toHaveLength(wrongs);
  });

  it('refuses bad input and others’ attempts, changing nothing', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    const { client: mine } = await loggedInUser(t());
    const { client: stranger } = await loggedInUser(t());
    const attempt = (await mine.post<RunningAttempt>(`/api/papers/${paper._id}/start`)).body;
    const q = paper.questions[0]!;
    const base = `/api/attempts/${attempt._id}/answers`;
    for (const [url, body, status] of [
      [`${base}/${q._id}`, { choice: 4 }, 400],
      [`${base}/${q._id}`, { choice: -1 }, 400],
      [`${base}/${q._id}`, { choice: 1.5 }, 400],
      [`${base}/${q._id}`, { choice: '1' }, 400],
      [`${base}/${q._id}`, {}, 400],
      [`${base}/999999`, { choice: 1 }, 400],
      [`${base}/abc`, { choice: 1 }, 400],
      [`/api/attempts/not-a-uuid/answers/${q._id}`, { choice: 1 }, 400],
    ] as const)
      expect((await mine.put(url, body)).status, `${url} ${JSON.stringify(body)}`).toBe(status);
    expect((await stranger.put(`${base}/${q._id}`, { choice: 1 })).status).toBe(404);
    expect((await stranger.get(`/api/attempts/${attempt._id}`)).status).toBe(404);
    expect((await stranger.post(`/api/attempts/${attempt._id}/submit`)).status).toBe(404);
    const [row] = await t().database.db.select().from(paperAttempts).where(eq(paperAttempts.id, attempt._id));
    expect(row!.answers).toEqual({});
    expect(row!.submittedAt).toBeNull();

    const draft = (
      await admin.post<AdminPaper>(
        '/api/admin/papers',
        blueprint([{ title: 'x', module: 'antonym', count: 2 }]),
      )
    ).body;
    expect((await mine.post(`/api/papers/${draft._id}/start`)).status).toBe(404);
    expect((await mine.get<PaperList>('/api/papers')).body.papers.map((p) => p._id)).toEqual([paper._id]);
    expect((await mine.get('/api/admin/papers')).status).toBe(403);
    expect(
      (await mine.post('/api/admin/papers', blueprint([{ title: 'x', module: 'antonym', count: 1 }]))).status,
    ).toBe(403);
    expect((await admin.post('/api/admin/papers', { ...blueprint([]), sections: [] })).status).toBe(400);
    expect(
      (
        await admin.post(
          '/api/admin/papers',
          blueprint([{ title: 'x', module: 'antonym', count: 1 }], { marksWrong: -1 }),
        )
      ).status,
    ).toBe(400);
  });

  it('locks a paper once sat: no redraw, replace or delete; its bank questions can be corrected but not deleted', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    const q = paper.questions[0]!;
    // Before anyone sits it: replace draws another item for the slot.
    const replaced = (
      await admin.post<AdminPaper>(`/api/admin/papers/${paper._id}/replace`, { questionId: q._id })
    ).body;
    expect(replaced.questions[0]!._id).not.toBe(q._id);
    expect(replaced.questions.slice(1)).toEqual(paper.questions.slice(1));
    const inPaper = replaced.questions[0]!._id;
    expect((await admin.delete(`/api/admin/questions/antonym/${inPaper}`)).status).toBe(409);

    const { client } = await loggedInUser(t());
    await client.post(`/api/papers/${paper._id}/start`);
    const started = `/api/admin/papers/${paper._id}`;
    expect((await admin.post(`${started}/replace`, { questionId: inPaper })).status).toBe(409);
    expect((await admin.delete(started)).status).toBe(409);
    const redraw = blueprint([{ title: 'विलोम', module: 'antonym', count: 5 }]);
    expect((await admin.put(started, redraw)).status).toBe(409);
    const renamed = await admin.put<AdminPaper>(started, {
      ...blueprint([{ title: 'विलोम', module: 'antonym', count: 4 }]),
      title: 'नया नाम',
    });
    expect(renamed.body).toMatchObject({ title: 'नया नाम', attempts: 1 });
    expect(renamed.body.questions).toEqual(replaced.questions);
    const listed = (await admin.get<{ questions: Record<string, unknown>[] }>('/api/admin/questions/antonym'))
      .body;
    const { _id, stats: _, ...stored } = listed.questions.find((q) => q._id === inPaper)!;
    const correction = await admin.put(`/api/admin/questions/antonym/${inPaper}`, {
      ...stored,
      explanation: 'सुधारी गई व्याख्या',
    });
    expect(correction.status).toBe(200);
  });

  it('wrong answers become review cards; unanswered ones do not', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    const { client } = await loggedInUser(t());
    const attempt = await sit(client, paper, ['wrong', 'right', 'skip', 'wrong']);
    await client.post(`/api/attempts/${attempt._id}/submit`);
    const review = (await client.get<ReviewFetch>('/api/review')).body;
    expect(review).toMatchObject({ remaining: 2 });
    if ('question' in review)
      expect([paper.questions[0]!._id, paper.questions[3]!._id]).toContain(review.question._id);
  });

  it('item analysis: share right, option counts, discrimination and dubious questions', async () => {
    await bank(t(), 'antonym', 10);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const paper = await publishedPaper(admin);
    // Question 4 is answered right only by the weakest learners: a negative index, dubious.
    const plans: ('right' | 'wrong' | 'skip')[][] = [
      ['right', 'right', 'right', 'wrong'],
      ['right', 'right', 'right', 'wrong'],
      ['right', 'right', 'wrong', 'wrong'],
      ['right', 'wrong', 'wrong', 'right'],
      ['wrong', 'wrong', 'skip', 'right'],
      ['wrong', 'skip', 'skip', 'right'],
    ];
    for (const plan of plans) {
      const { client } = await loggedInUser(t());
      const attempt = await sit(client, paper, plan);
      await client.post(`/api/attempts/${attempt._id}/submit`);
    }
    const stats = (await admin.get<PaperStats>(`/api/admin/papers/${paper._id}/stats`)).body;
    expect(stats.attempts).toBe(6);
    const [first, , , fourth] = stats.questions;
    expect(first).toMatchObject({ shareRight: 0.67, discrimination: 1, dubious: false });
    expect(first!.optionCounts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(first!.optionCounts[paper.questions[0]!.answer]).toBe(4);
    expect(fourth).toMatchObject({ shareRight: 0.5, discrimination: -1, dubious: true });
    const { client: learner } = await loggedInUser(t());
    expect((await learner.get(`/api/admin/papers/${paper._id}/stats`)).status).toBe(403);
  });

  it('a bank too thin for a starter paper: the others are drawn and the start goes on', async () => {
    await bank(t(), 'sandhi', 10);
    await bank(t(), 'sandhiViched', 10);
    await bank(t(), 'samas', 10);
    // Only the sandhi and samas sectional fits (ten of each); the two general papers are skipped.
    const drawn = await seedStarterPapers(t().database.db, createPaperAdmin(t().database.db));
    expect(drawn).toEqual(['sandhi-samas-1']);
  });

  it('draws and publishes the starter papers once, from the starter bank', async () => {
    for (const key of new Set(starterPapers().flatMap((p) => p.sections.map((s) => s.module))))
      await bank(t(), key as ModuleKey, 200);
    const admin = createPaperAdmin(t().database.db);
    const first = await seedStarterPapers(t().database.db, admin);
    expect(first).toEqual(starterPapers().map((p) => p.key));
    const { client } = await loggedInUser(t());
    const list = (await client.get<PaperList>('/api/papers')).body.papers;
    expect(list.map((p) => p.title).sort()).toEqual(
      starterPapers()
        .map((p) => p.title)
        .sort(),
    );
    for (const p of list) expect(p.title).not.toMatch(/UPSSSC|CTET|SSC|पुलिस/);
    // Deleted by an admin: not drawn again at the next start.
    const { client: adminClient } = await loggedInUser(t(), { admin: true });
    expect((await adminClient.delete(`/api/admin/papers/${list[0]!._id}`)).status).toBe(200);
    expect(await seedStarterPapers(t().database.db, admin)).toEqual([]);
    expect((await client.get<PaperList>('/api/papers')).body.papers).toHaveLength(list.length - 1);
  });
});
