import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesTexts } from '../../app/i18n/catalogue/classes';
import { teachTexts } from '../../app/i18n/catalogue/teach';
import { getModule } from '../../shared/modules';
import { agent } from '../helpers/app';
import { quizCases } from '../helpers/quiz-cases';
import { checkScreen, hasChromium, launch, logIn, openPhone, type Phone, phones } from './support/browser';
import { type E2eServer, startServer } from './support/server';

let server: E2eServer;
let browser: Browser;
const opened: Phone[] = [];

/** Issue 20 on phones: a teacher shows a class's code, a learner joins by its link and practises, the teacher sees it. */
describe.skipIf(!hasChromium)('classes on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    await server.seed('antonym', 20);
  });
  afterAll(async () => {
    for (const p of opened) expect(p.errors, 'uncaught page errors').toEqual([]);
    await browser?.close();
    await server?.close();
  });

  for (const language of ['en', 'hi'] as const) {
    const teach = teachTexts[language];
    const classes = classesTexts[language];

    it(`${language}: the teacher's code, the learner's join by link, an assignment on home, the teacher's view`, async () => {
      const teacherUser = await server.user({ teacher: true, firstName: 'Meena', language });
      const teacher = await openPhone(browser, phones.pixel, { language });
      opened.push(teacher);
      await logIn(teacher.context, teacherUser.cookie);
      await teacher.page.goto(`${server.url}/teach`);
      await teacher.page.getByRole('heading', { name: teach.title }).waitFor();
      const name = `Batch ${language.toUpperCase()}`;
      await teacher.page.getByLabel(teach.className).fill(name);
      await teacher.page.getByRole('button', { name: teach.create }).click();
      await teacher.page.getByRole('heading', { name }).waitFor();
      const link = await teacher.page.getByText(/\/join\/[A-Z0-9]{8}/).innerText();
      const code = link.match(/\/join\/([A-Z0-9]{8})/)![1]!;
      expect(await teacher.page.getByText(`${code.slice(0, 4)} ${code.slice(4)}`).count()).toBeGreaterThan(0);
      expect(await teacher.page.getByRole('img', { name: teach.qrAlt }).count()).toBe(1);
      await checkScreen(teacher.page, `classes-teacher-code-${language}`);

      // The work set for the class, through the same call the form makes.
      const teacherApi = agent(server.t.app, teacherUser.cookie.value);
      const classId = teacher.page.url().split('/teach/')[1]!.split(/[/?#]/)[0]!;
      const set = await teacherApi.post(`/api/classes/${classId}/assignments`, {
        title: 'विलोम अभ्यास',
        due: '2099-12-31',
        items: [{ module: 'antonym', count: 3 }],
      });
      expect(set.status).toBe(201);

      // The learner opens the link: told what the teacher will see before joining.
      const learnerUser = await server.user({ firstName: 'Ravi', language });
      const learner = await openPhone(browser, phones.iphone, { language });
      opened.push(learner);
      await logIn(learner.context, learnerUser.cookie);
      await learner.page.goto(`${server.url}/join/${code}`);
      await learner.page.getByRole('button', { name: classes.join }).waitFor();
      const preview = await learner.page.locator('main').innerText();
      expect(preview).toContain(name);
      expect(preview).toContain('Meena');
      await checkScreen(learner.page, `classes-join-${language}`);
      await learner.page.getByRole('button', { name: classes.join }).click();
      await learner.page.getByRole('heading', { name: classes.joinedTitle }).waitFor();

      // Practice the learner does anyway counts: two answers in the module.
      const learnerApi = agent(server.t.app, learnerUser.cookie.value);
      const antonym = getModule('antonym');
      for (let i = 0; i < 2; i++) {
        const q = (
          await learnerApi.get<{ question: { _id: string; word: string } }>(`/api${antonym.api.fetch}`)
        ).body.question;
        const n = Number(q.word.replace('शब्द', ''));
        await learnerApi.post(`/api${antonym.api.submit}`, quizCases.antonym.right(q._id, n));
      }
      await learner.page.goto(server.url);
      await learner.page.getByText('विलोम अभ्यास').waitFor();
      expect(await learner.page.getByText(classes.progressLong(2, 3)).count()).toBe(1);
      await checkScreen(learner.page, `classes-home-assignment-${language}`);

      // The teacher sees the member by name, with the practice.
      await teacher.page.reload();
      const roster = teacher.page.getByRole('region', { name: teach.rosterTitle });
      await roster.getByText('Ravi').waitFor();
      const text = await roster.innerText();
      expect(text).not.toContain(learnerUser.email);
      await roster.scrollIntoViewIfNeeded();
      await checkScreen(teacher.page, `classes-teacher-roster-${language}`);
      const report = await teacherApi.get<{ members: { name: string; progress: { done: number } }[] }>(
        `/api/classes/${classId}/assignments/${(set.body as { _id: string })._id}`,
      );
      expect(report.body.members).toMatchObject([{ name: 'Ravi', progress: { done: 2 } }]);
    });
  }
});
