/**
 * Issue 20 (docs/product.md §12): roles, joining, the teacher's progress view, assignments,
 * leaving and erasure ending the view, the export — on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { JOIN_CODE_ALPHABET } from '../../shared/api/classes';
import type { AdminPaper, RunningAttempt } from '../../shared/api/papers';
import { getModule } from '../../shared/modules';
import type { QuestionRow } from '../../shared/question-rows';
import { type Agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { starterRows } from '../quiz/content';
import { addDays, localDay, today } from '../quiz/day';
import { insertQuestions } from '../quiz/questions';

afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'correct horse battery';
type Json = Record<string, unknown>;

/** Serves and answers one antonym question: right or wrong. */
async function answerOne(client: Agent, right: boolean) {
  const fetched = await client.get<{ question: { _id: string; word: string } }>(
    `/api${getModule('antonym').api.fetch}`,
  );
  expect(fetched.status).toBe(200);
  const i = Number(fetched.body.question.word.replace('शब्द', ''));
  const body = right
    ? quizCases.antonym.right(fetched.body.question._id, i)
    : quizCases.antonym.wrong(fetched.body.question._id);
  expect((await client.post(`/api${getModule('antonym').api.submit}`, body)).status).toBe(200);
}

/** Sits a paper: `plan[i]` right, wrong or left for question i (in paper order), then submits unless told not to. */
async function sit(client: Agent, paper: AdminPaper, plan: ('right' | 'wrong' | 'skip')[], submit = true) {
  const attempt = (await client.post<RunningAttempt>(`/api/papers/${paper._id}/start`)).body;
  for (const [i, q] of paper.questions.entries()) {
    const how = plan[i] ?? 'skip';
    if (how === 'skip') continue;
    const choice = how === 'right' ? q.answer : (q.answer + 1) % 4;
    expect((await client.put(`/api/attempts/${attempt._id}/answers/${q._id}`, { choice })).status).toBe(200);
  }
  if (submit) expect((await client.post(`/api/attempts/${attempt._id}/submit`)).status).toBe(200);
  return attempt._id;
}

/** A published four-question antonym paper, drawn from the starter bank by an admin. */
async function publishedPaper(t: TestApp, marks: Json = {}) {
  const antonym = getModule('antonym');
  await insertQuestions(t.database.db, antonym, (starterRows(antonym) as QuestionRow[]).slice(0, 4));
  const { client: admin } = await loggedInUser(t, { admin: true });
  const paper = await admin.post<AdminPaper>('/api/admin/papers', {
    title: 'सामान्य हिंदी अभ्यास प्रश्नपत्र',
    exam: 'अभ्यास',
    durationMinutes: 10,
    ...marks,
    sections: [{ title: 'विलोम', module: 'antonym', count: 4 }],
  });
  expect(paper.status, JSON.stringify(paper.body)).toBe(201);
  expect((await admin.post(`/api/admin/papers/${paper.body._id}/publish`)).status).toBe(200);
  return paper;
}

async function setUp(t: TestApp) {
  await insertQuestions(
    t.database.db,
    getModule('antonym'),
    Array.from({ length: 8 }, (_, i) => quizCases.antonym.row(i)),
  );
  const teacher = await loggedInUser(t, { teacher: true, firstName: 'Meena', password: PASSWORD });
  const created = await teacher.client.post<{ _id: string; joinCode: string }>('/api/classes', {
    name: 'Batch A',
  });
  expect(created.status).toBe(201);
  return { teacher, cls: created.body };
}

describeEachDriver('classes', (t) => {
  it('lets only teachers create classes, and only the teacher see one', async () => {
    const learner = await loggedInUser(t(), { password: PASSWORD });
    expect((await learner.client.post('/api/classes', { name: 'Mine' })).status).toBe(403);
    const { teacher, cls } = await setUp(t());
    expect(cls.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`));
    expect((await teacher.client.get<{ teaching: Json[] }>('/api/classes')).body.teaching).toMatchObject([
      { _id: cls._id, name: 'Batch A', members: 0, archived: false },
    ]);
    await learner.client.post('/api/classes/join', { code: cls.joinCode });
    const other = await loggedInUser(t(), { teacher: true });
    for (const [who, client] of [
      ['member', learner.client],
      ['another teacher', other.client],
    ] as const) {
      expect((await client.get(`/api/classes/${cls._id}/progress`)).status, who).toBe(404);
      expect((await client.get(`/api/classes/${cls._id}/assignments`)).status, who).toBe(404);
      expect((await client.patch(`/api/classes/${cls._id}`, { name: 'x' })).status, who).toBe(404);
      expect((await client.post(`/api/classes/${cls._id}/code`)).status, who).toBe(404);
    }
    expect((await teacher.client.get('/api/classes/not-a-uuid/progress')).status).toBe(400);
    // An admin makes the learner a teacher: shown on /auth/me, and classes open to them.
    const admin = await loggedInUser(t(), { admin: true });
    expect((await learner.client.get('/api/auth/me')).body.teacher).toBe(false);
    expect((await admin.client.patch(`/api/admin/users/${learner.user.id}`, { teacher: true })).status).toBe(
      200,
    );
    expect((await learner.client.get('/api/auth/me')).body.teacher).toBe(true);
    expect((await learner.client.post('/api/classes', { name: 'Mine' })).status).toBe(201);
    expect((await teacher.client.post('/api/classes', { name: '   ' })).status).toBe(400);
    expect((await teacher.client.get(`/api/classes/${cls._id}/progress?days=5`)).body.message).toBe(
      'days must be 7 or 30.',
    );
  });

  it('joins by code (typed loosely), refuses wrong, replaced and archived codes', async () => {
    const { teacher, cls } = await setUp(t());
    const learner = await loggedInUser(t(), { firstName: 'Ravi' });
    const preview = await learner.client.get<Json>(`/api/classes/join/${cls.joinCode.toLowerCase()}`);
    expect(preview.body).toEqual({
      class: { _id: cls._id, name: 'Batch A', teacher: 'Meena' },
      alreadyMember: false,
    });
    expect(JSON.stringify(preview.body)).not.toContain(teacher.user.email);
    const loose = `${cls.joinCode.slice(0, 4)}-${cls.joinCode.slice(4).toLowerCase()}`;
    expect(await learner.client.post('/api/classes/join', { code: loose })).toMatchObject({
      status: 200,
      body: { class: { _id: cls._id, teacher: 'Meena' }, message: 'You joined the class.' },
    });
    expect((await learner.client.post('/api/classes/join', { code: cls.joinCode })).status).toBe(409);
    expect((await learner.client.get<Json>(`/api/classes/join/${cls.joinCode}`)).body.alreadyMember).toBe(
      true,
    );
    expect((await learner.client.post('/api/classes/join', { code: 'ABCD' })).status).toBe(400);
    expect((await learner.client.post('/api/classes/join', { code: 'AAAAAAAA' })).status).toBe(404);

    const renewed = await teacher.client.post<{ joinCode: string }>(`/api/classes/${cls._id}/code`);
    expect(renewed.body.joinCode).not.toBe(cls.joinCode);
    const late = await loggedInUser(t());
    expect(await late.client.post('/api/classes/join', { code: cls.joinCode })).toMatchObject({
      status: 404,
      body: { message: 'That class code is not valid or has been replaced.' },
    });
    await teacher.client.patch(`/api/classes/${cls._id}`, { archived: true });
    expect((await late.client.post('/api/classes/join', { code: renewed.body.joinCode })).status).toBe(400);
    expect((await learner.client.get<{ member: Json[] }>('/api/classes')).body.member).toEqual([]);
  });

  it('shows the teacher names and practice over 7 or 30 days, the most missed, never contact details', async () => {
    const { teacher, cls } = await setUp(t());
    const ravi = await loggedInUser(t(), { firstName: 'Ravi', password: PASSWORD });
    const sita = await loggedInUser(t(), { firstName: 'Sita', password: PASSWORD });
    const outsider = await loggedInUser(t(), { firstName: 'Zed' });
    for (const m of [ravi, sita]) await m.client.post('/api/classes/join', { code: cls.joinCode });
    await answerOne(ravi.client, true);
    await answerOne(ravi.client, false);
    await answerOne(sita.client, false);
    await answerOne(outsider.client, false);
    // Twenty days ago: only the 30-day window holds it.
    await t().database.db.execute(
      sql`insert into daily_progress (user_id, module, day, answered, correct)
          values (${sita.user.id}, 'mcq', current_date - 20, 5, 4)`,
    );
    const week = await teacher.client.get<Json & { members: Json[]; mostMissed: Json[]; modules: Json }>(
      `/api/classes/${cls._id}/progress?days=7`,
    );
    expect(week.status).toBe(200);
    const day = today(t().env.APP_TIMEZONE);
    expect(week.body.members).toMatchObject([
      {
        name: 'Ravi',
        lastActiveAt: day,
        streak: 0,
        answered: 2,
        correct: 1,
        modules: { antonym: { answered: 2, correct: 1 } },
      },
      { name: 'Sita', answered: 1, correct: 0, modules: { antonym: { answered: 1, correct: 0 } } },
    ]);
    expect(week.body.modules).toEqual({ antonym: { answered: 3, correct: 1 } });
    const missed = week.body.mostMissed as {
      module: string;
      wrong: number;
      answered: number;
      prompt: string;
    }[];
    expect(missed.reduce((n, m) => n + m.wrong, 0)).toBe(2);
    expect(missed[0]).toMatchObject({ module: 'antonym', prompt: expect.stringMatching(/^शब्द\d$/) });
    // The goal (10) reached yesterday with rounds and reviews together, and the day before.
    await t().database.db.execute(
      sql`insert into daily_activity (user_id, day, answered, reviewed)
          values (${sita.user.id}, ${addDays(day, -1)}, 6, 4), (${sita.user.id}, ${addDays(day, -2)}, 10, 0)`,
    );
    const month = await teacher.client.get<{ members: Json[] }>(`/api/classes/${cls._id}/progress?days=30`);
    expect(month.body.members[1]).toMatchObject({ name: 'Sita', answered: 6, correct: 4, streak: 2 });
    const text = JSON.stringify(month.body);
    for (const secret of [ravi.user.email, sita.user.email, ravi.client.cookie!, 'Zed'])
      expect(text).not.toContain(secret);

    // Leaving ends the view at once; so does erasure.
    await ravi.client.delete(`/api/classes/${cls._id}/members/me`);
    const erase = await t().app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      payload: { password: PASSWORD },
      headers: { cookie: `sopan_session=${sita.client.cookie}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(erase.statusCode).toBe(200);
    const after = await teacher.client.get<{ members: Json[]; mostMissed: Json[] }>(
      `/api/classes/${cls._id}/progress?days=30`,
    );
    expect(after.body.members).toEqual([]);
    expect(after.body.mostMissed).toEqual([]);
  });

  it('counts an assignment from when it is set, capped, late after its due day (APP_TIMEZONE), with a CSV', async () => {
    const { teacher, cls } = await setUp(t());
    const ravi = await loggedInUser(t(), { firstName: 'Ravi', password: PASSWORD });
    const sita = await loggedInUser(t(), { firstName: '=Sita', password: PASSWORD });
    for (const m of [ravi, sita]) await m.client.post('/api/classes/join', { code: cls.joinCode });
    await answerOne(ravi.client, true); // before the assignment: not counted
    const due = today(t().env.APP_TIMEZONE);
    const set = await teacher.client.post<{ _id: string }>(`/api/classes/${cls._id}/assignments`, {
      title: 'Antonyms',
      due,
      items: [{ module: 'antonym', count: 2 }],
    });
    expect(set.status).toBe(201);
    for (const bad of [
      { title: 'x', due: '2099-02-30', items: [{ module: 'antonym', count: 2 }] },
      { title: 'x', due: '2099-01-01', items: [{ module: 'nope', count: 2 }] },
      { title: 'x', due: '2099-01-01' },
      { title: 'x', due: '2099-01-01', items: [{ module: 'antonym', count: 2 }], paperId: '1' },
      { title: 'x', due: '2099-01-01', paperId: '999999' },
    ])
      expect(
        (await teacher.client.post(`/api/classes/${cls._id}/assignments`, bad)).status,
        JSON.stringify(bad),
      ).toBe(400);
    for (let i = 0; i < 3; i++) await answerOne(ravi.client, i !== 1);
    await answerOne(sita.client, false);

    const mine = await ravi.client.get<{ assignments: Json[] }>('/api/me/assignments');
    expect(mine.body.assignments).toMatchObject([
      {
        _id: set.body._id,
        className: 'Batch A',
        title: 'Antonyms',
        progress: { done: 2, total: 2 },
        status: 'done',
      },
    ]);
    const report = await teacher.client.get<{ members: Json[] }>(
      `/api/classes/${cls._id}/assignments/${set.body._id}`,
    );
    expect(report.body.members).toMatchObject([
      { name: '=Sita', progress: { done: 1, total: 2 }, status: 'open' },
      { name: 'Ravi', progress: { done: 2, total: 2 }, status: 'done' },
    ]);
    const csv = await teacher.client.get(`/api/classes/${cls._id}/assignments/${set.body._id}/csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe("name,done,total,status,score,rank\n'=Sita,1,2,open,,\nRavi,2,2,done,,\n");
    expect((await ravi.client.get(`/api/classes/${cls._id}/assignments/${set.body._id}`)).status).toBe(404);

    // Due today: open until midnight in APP_TIMEZONE, late from the first minute after it.
    let later = Date.now();
    while (localDay(t().env.APP_TIMEZONE, new Date(later)) === due) later += 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    expect(
      (await sita.client.get<{ assignments: Json[] }>('/api/me/assignments')).body.assignments,
    ).toMatchObject([{ status: 'late', progress: { done: 1, total: 2 } }]);
  });

  it('answers all of a learner’s assignments at once, each counted from its own start, a paper done once sat', async () => {
    const { teacher, cls } = await setUp(t());
    const paper = await publishedPaper(t());
    const ravi = await loggedInUser(t(), { firstName: 'Ravi' });
    await ravi.client.post('/api/classes/join', { code: cls.joinCode });
    const assign = async (body: Json) =>
      (await teacher.client.post<{ _id: string }>(`/api/classes/${cls._id}/assignments`, body)).body._id;

    const three = await assign({
      title: 'Three',
      due: '2099-01-01',
      items: [{ module: 'antonym', count: 3 }],
    });
    await answerOne(ravi.client, true);
    const five = await assign({ title: 'Five', due: '2099-01-02', items: [{ module: 'antonym', count: 5 }] });
    const sitting = await assign({ title: 'Paper', due: '2099-01-03', paperId: paper.body._id });
    // Two of the paper's questions answered: they count for both module assignments too.
    const attempt = (await ravi.client.post<{ _id: string }>(`/api/papers/${paper.body._id}/start`)).body;
    for (const q of paper.body.questions.slice(0, 2))
      expect(
        (await ravi.client.put(`/api/attempts/${attempt._id}/answers/${q._id}`, { choice: q.answer })).status,
      ).toBe(200);
    expect((await ravi.client.post(`/api/attempts/${attempt._id}/submit`)).status).toBe(200);

    const mine = await ravi.client.get<{ assignments: Json[] }>('/api/me/assignments');
    expect(mine.body.assignments).toMatchObject([
      { _id: five, progress: { done: 2, total: 5 }, status: 'open' },
      { _id: three, progress: { done: 3, total: 3 }, status: 'done' },
      { _id: sitting, paperId: paper.body._id, progress: { done: 1, total: 1 }, status: 'done' },
    ]);
  });

  it('lets the teacher remove a member: gone from the roster, the view and the learner’s own list at once; nobody else can', async () => {
    const { teacher, cls } = await setUp(t());
    const ravi = await loggedInUser(t(), { firstName: 'Ravi' });
    const sita = await loggedInUser(t(), { firstName: 'Sita' });
    for (const m of [ravi, sita]) await m.client.post('/api/classes/join', { code: cls.joinCode });
    const set = await teacher.client.post<{ _id: string }>(`/api/classes/${cls._id}/assignments`, {
      title: 'Antonyms',
      due: '2099-01-01',
      items: [{ module: 'antonym', count: 2 }],
    });
    await answerOne(ravi.client, false);
    await answerOne(sita.client, true);
    const view = () =>
      teacher.client.get<{ class: Json; members: Json[]; modules: Json; mostMissed: Json[] }>(
        `/api/classes/${cls._id}/progress?days=7`,
      );
    const remove = (client: Agent, userId: string) =>
      client.delete<Json>(`/api/classes/${cls._id}/members/${userId}`);

    // Another teacher, the learner through the teacher's call, a fellow member: 404, nothing removed.
    const other = await loggedInUser(t(), { teacher: true });
    for (const [who, client] of [
      ['another teacher', other.client],
      ['the learner', ravi.client],
      ['another member', sita.client],
    ] as const)
      expect(await remove(client, ravi.user.id), who).toMatchObject({
        status: 404,
        body: { message: 'No such class.' },
      });
    const before = await view();
    expect(before.body.members.map((m) => m.name)).toEqual(['Ravi', 'Sita']);
    expect(before.body.mostMissed).toHaveLength(1);

    expect(await remove(teacher.client, ravi.user.id)).toMatchObject({
      status: 200,
      body: { message: 'Member removed.' },
    });
    const after = await view();
    expect(after.body.class).toMatchObject({ _id: cls._id, members: 1 });
    expect(after.body.members).toMatchObject([{ userId: sita.user.id, name: 'Sita', answered: 1 }]);
    expect(after.body.modules).toEqual({ antonym: { answered: 1, correct: 1 } });
    expect(after.body.mostMissed).toEqual([]);
    expect(JSON.stringify(after.body)).not.toContain(ravi.user.id);
    expect((await teacher.client.get<{ teaching: Json[] }>('/api/classes')).body.teaching).toMatchObject([
      { _id: cls._id, members: 1 },
    ]);
    const report = await teacher.client.get<{ members: Json[] }>(
      `/api/classes/${cls._id}/assignments/${set.body._id}`,
    );
    expect(report.body.members.map((m) => m.name)).toEqual(['Sita']);
    // The learner no longer sees the class or its work; Sita still does.
    expect((await ravi.client.get<{ member: Json[] }>('/api/classes')).body.member).toEqual([]);
    expect((await ravi.client.get<{ assignments: Json[] }>('/api/me/assignments')).body.assignments).toEqual(
      [],
    );
    expect((await ravi.client.get<Json>(`/api/classes/join/${cls.joinCode}`)).body.alreadyMember).toBe(false);
    expect((await sita.client.get<{ member: Json[] }>('/api/classes')).body.member).toMatchObject([
      { _id: cls._id },
    ]);
    // Removing again, or someone who never joined: 404; a malformed id: 400.
    expect((await remove(teacher.client, ravi.user.id)).status).toBe(404);
    expect((await remove(teacher.client, other.user.id)).status).toBe(404);
    expect((await remove(teacher.client, 'not-a-uuid')).status).toBe(400);
    expect((await ravi.client.delete(`/api/classes/${cls._id}/members/me`)).status).toBe(404);
  });

  it('answers 404 to an admin who is not the class’s teacher, on every call of the class', async () => {
    const { teacher, cls } = await setUp(t());
    const ravi = await loggedInUser(t(), { firstName: 'Ravi' });
    await ravi.client.post('/api/classes/join', { code: cls.joinCode });
    const work = { title: 'Antonyms', due: '2099-01-01', items: [{ module: 'antonym', count: 2 }] };
    const set = await teacher.client.post<{ _id: string }>(`/api/classes/${cls._id}/assignments`, work);
    expect(set.status).toBe(201);
    const base = `/api/classes/${cls._id}`;
    for (const [who, admin] of [
      ['admin', await loggedInUser(t(), { admin: true })],
      ['admin and teacher', await loggedInUser(t(), { admin: true, teacher: true })],
    ] as const) {
      for (const [method, url, body] of [
        ['get', `${base}/progress`],
        ['get', `${base}/progress?days=30`],
        ['get', `${base}/assignments`],
        ['get', `${base}/assignments/${set.body._id}`],
        ['get', `${base}/assignments/${set.body._id}/csv`],
        ['patch', base, { name: 'Taken' }],
        ['post', `${base}/code`],
        ['post', `${base}/assignments`, work],
        ['delete', `${base}/members/${ravi.user.id}`],
      ] as const) {
        const res =
          method === 'get' ? await admin.client.get<Json>(url) : await admin.client[method]<Json>(url, body);
        expect(res, `${who}: ${method} ${url}`).toMatchObject({
          status: 404,
          body: { message: 'No such class.' },
        });
        expect(JSON.stringify(res.body)).not.toMatch(/Batch A|Ravi|Antonyms/);
      }
      expect((await admin.client.get<Json>('/api/classes')).body).toEqual({ teaching: [], member: [] });
      const data = (await admin.client.get<Json>('/api/auth/me/export')).body;
      expect([data.classes, data.assignments], who).toEqual([[], []]);
    }
    // Nothing the admins tried changed the class.
    const view = await teacher.client.get<{ class: Json }>(`${base}/progress`);
    expect(view.body.class).toMatchObject({ name: 'Batch A', joinCode: cls.joinCode, members: 1 });
    expect(
      (await teacher.client.get<{ assignments: Json[] }>(`${base}/assignments`)).body.assignments,
    ).toHaveLength(1);
  });

  it('scores a paper assignment from the members’ first attempts, ranks them in the class (ties shared), with a CSV', async () => {
    const { teacher, cls } = await setUp(t());
    const paper = await publishedPaper(t(), { marksCorrect: 1, marksWrong: 0.25 });
    const names = ['Anil', 'Bina', 'Chetan', 'Dev', 'Esha', 'Farid', 'Gopal'] as const;
    const m = {} as Record<(typeof names)[number], Agent>;
    for (const name of names) {
      m[name] = (await loggedInUser(t(), { firstName: name })).client;
      await m[name].post('/api/classes/join', { code: cls.joinCode });
    }
    const set = await teacher.client.post<{ _id: string }>(`/api/classes/${cls._id}/assignments`, {
      title: 'Mock 1',
      due: '2099-01-01',
      paperId: paper.body._id,
    });
    expect(set.status).toBe(201);

    const [R, W, S] = ['right', 'wrong', 'skip'] as const;
    await sit(m.Anil, paper.body, [R, R, R, W]); // 3 − 0.25
    await sit(m.Bina, paper.body, [R, R, R, S]); // 3
    await sit(m.Chetan, paper.body, [W, R, R, R]); // 2.75 as Anil: the same rank
    await sit(m.Dev, paper.body, [W, W, W, W]); // −1; the full marks of his second sitting do not count
    await sit(m.Dev, paper.body, [R, R, R, R]);
    await sit(m.Esha, paper.body, [R], false); // still sitting: not done, no score
    // A learner outside the class outscores everyone: the class rank does not see them.
    await sit((await loggedInUser(t(), { firstName: 'Zed' })).client, paper.body, [R, R, R, R]);
    // Gopal, the last to start, began an hour ago, saved two right answers and never came back:
    // his time ran out, and nobody has started the paper since (which would have ended his attempt).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60 * 60_000 });
    await sit(m.Gopal, paper.body, [R, R], false);
    vi.useRealTimers();

    const report = await teacher.client.get<{ members: Json[] }>(
      `/api/classes/${cls._id}/assignments/${set.body._id}`,
    );
    expect(report.status).toBe(200);
    const done = (score: number, rank: number) => ({
      progress: { done: 1, total: 1 },
      status: 'done',
      score,
      rank,
    });
    const open = { progress: { done: 0, total: 1 }, status: 'open' };
    expect(report.body.members.map(({ userId, ...r }) => r)).toEqual([
      { name: 'Anil', ...done(2.75, 2) },
      { name: 'Bina', ...done(3, 1) },
      { name: 'Chetan', ...done(2.75, 2) },
      { name: 'Dev', ...done(-1, 5) },
      { name: 'Esha', ...open },
      { name: 'Farid', ...open },
      { name: 'Gopal', ...done(2, 4) },
    ]);
    const csv = await teacher.client.get(`/api/classes/${cls._id}/assignments/${set.body._id}/csv`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="assignment-${set.body._id}.csv"`);
    expect(csv.body).toBe(
      [
        'name,done,total,status,score,rank',
        'Anil,1,1,done,2.75,2',
        'Bina,1,1,done,3,1',
        'Chetan,1,1,done,2.75,2',
        'Dev,1,1,done,-1,5',
        'Esha,0,1,open,,',
        'Farid,0,1,open,,',
        'Gopal,1,1,done,2,4',
        '',
      ].join('\n'),
    );
  });

  it('lists classes and assignments in the learner’s export', async () => {
    const { teacher, cls } = await setUp(t());
    const ravi = await loggedInUser(t(), { firstName: 'Ravi' });
    await ravi.client.post('/api/classes/join', { code: cls.joinCode });
    await teacher.client.post(`/api/classes/${cls._id}/assignments`, {
      title: 'Antonyms',
      due: '2099-01-01',
      items: [{ module: 'antonym', count: 2 }],
    });
    const data = (await ravi.client.get<Json>('/api/auth/me/export')).body;
    expect(data.classes).toMatchObject([{ role: 'member', name: 'Batch A', teacher: 'Meena' }]);
    expect(data.assignments).toMatchObject([{ title: 'Antonyms', className: 'Batch A', due: '2099-01-01' }]);
    expect((await teacher.client.get<Json>('/api/auth/me/export')).body.classes).toMatchObject([
      { role: 'teacher', name: 'Batch A' },
    ]);
  });
});
