import { expect, it } from 'vitest';
import type { AdminOverview, ReportInbox } from '../../shared/api/admin-overview';
import { getModule, type ModuleKey } from '../../shared/modules';
import { adminRowSchema, type QuestionRow } from '../../shared/question-rows';
import { type Agent, describeEachDriver, loggedInUser, type TestApp } from '../../tests/helpers/app';
import { quizCases } from '../../tests/helpers/quiz-cases';
import { insertQuestions } from '../quiz/questions';

async function seed(t: TestApp, key: ModuleKey, n: number) {
  const module = getModule(key);
  const rows = Array.from(
    { length: n },
    (_, i) => adminRowSchema(module).parse(quizCases[key].row(i + 1)) as QuestionRow,
  );
  return (await insertQuestions(t.database.db, module, rows)).map((q) => String(q.id));
}

/** Answers the question the module serves (wrongly) and reports it; answers its id. */
async function answerAndReport(c: Agent, key: ModuleKey, note: string) {
  const api = getModule(key).api;
  const { question } = (await c.get<{ question: { _id: string } }>(`/api${api.fetch}`)).body;
  expect((await c.post(`/api${api.submit}`, quizCases[key].wrong(question._id))).status).toBe(200);
  const report = await c.post(`/api/questions/${key}/${question._id}/report`, { reason: 'typo', note });
  expect(report.status).toBe(201);
  return question._id;
}

describeEachDriver('the admin overview', (t) => {
  it('counts learners, activity, answers, questions per module and open reports; one inbox across modules', async () => {
    await seed(t(), 'antonym', 3);
    await seed(t(), 'samas', 2);
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const a = await loggedInUser(t());
    const b = await loggedInUser(t());
    await loggedInUser(t()); // a learner who has not practised

    const empty = (await admin.get<AdminOverview>('/api/admin/overview')).body;
    expect(empty).toMatchObject({
      learners: 3,
      activeToday: 0,
      active7Days: 0,
      answersToday: 0,
      openReports: 0,
    });
    expect(empty.questions).toMatchObject({ antonym: 3, samas: 2 });
    expect((await admin.get<ReportInbox>('/api/admin/reports')).body).toEqual({ questions: [], more: false });

    const first = await answerAndReport(a.client, 'antonym', 'पहली रिपोर्ट');
    const second = await answerAndReport(b.client, 'samas', 'दूसरी रिपोर्ट');
    const overview = (await admin.get<AdminOverview>('/api/admin/overview')).body;
    expect(overview).toMatchObject({
      learners: 3,
      activeToday: 2,
      active7Days: 2,
      answersToday: 2,
      openReports: 2,
    });

    const inbox = (await admin.get<ReportInbox>('/api/admin/reports')).body;
    expect(inbox.more).toBe(false);
    expect(inbox.questions.map((q) => [q.module, q._id])).toEqual([
      ['antonym', first],
      ['samas', second],
    ]);
    expect(inbox.questions[0]!.reports).toEqual([
      { reason: 'typo', note: 'पहली रिपोर्ट', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    ]);
    expect(inbox.questions[1]!.prompt).toBeTypeOf('object');

    // Resolved in the inbox as on the module's list: the same call.
    expect((await admin.post(`/api/admin/questions/antonym/${first}/reports/resolve`)).body).toEqual({
      resolved: 1,
    });
    const after = (await admin.get<ReportInbox>('/api/admin/reports')).body;
    expect(after.questions.map((q) => q._id)).toEqual([second]);
    expect((await admin.get<AdminOverview>('/api/admin/overview')).body.openReports).toBe(1);
  });

  it('is for admins only', async () => {
    const { client } = await loggedInUser(t());
    expect((await client.get('/api/admin/overview')).status).toBe(403);
    expect((await client.get('/api/admin/reports')).status).toBe(403);
  });
});
