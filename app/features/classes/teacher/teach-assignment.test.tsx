// @vitest-environment jsdom
import '../../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { setLanguage } from '../../../i18n/lang';
import { mockApi } from '../../../test/api-mock';
import { homeCalls } from '../../../test/learning-fixtures';
import { flush } from '../../../test/quiz-fixtures';
import {
  AID,
  ASHA_ID,
  CLASS_ID,
  classApi,
  m1,
  m2,
  PAPER_AID,
  paperAssignment,
  RAVI_ID,
  renderTeach,
  report,
  teacher,
} from './teach-fixtures';

const t = teachTexts.en;
const reportApi = (aid: string) => `${classApi}/assignments/${aid}`;

/** The table's rows as text: the member's name, then each cell. */
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('an assignment’s report', () => {
  it('shows each member’s progress and status, how many are done, and the CSV download', async () => {
    const api = mockApi({ ...homeCalls(teacher), [`GET ${reportApi(AID)}`]: () => report() });
    await renderTeach(`/teach/${CLASS_ID}/assignments/${AID}`);
    expect(api.callsTo('GET', reportApi(AID))).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Week 3 practice' })).toBeTruthy();
    expect(screen.getByText(`${t.questionsIn(10, m1.title)} and ${t.questionsIn(5, m2.title)}`)).toBeTruthy();
    expect(screen.getByText(t.due('20 March 2026'))).toBeTruthy();
    expect(screen.getByText(t.summary(1, 3))).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      t.member,
      t.progress,
      t.status,
    ]);
    expect(rows()).toEqual([
      ['Asha Verma', '15/15', t.statuses.done],
      ['Ravi Kumar', '3/15', t.statuses.late],
      ['Sita Devi', '0/15', t.statuses.open],
    ]);
    const csv = screen.getByRole('link', { name: t.csv });
    expect(csv.getAttribute('href')).toBe(`${classApi}/assignments/${AID}/csv`);
    expect(csv.hasAttribute('download')).toBe(true);
    const back = screen.getByRole('link', { name: t.backToClass('सुबह का बैच') });
    expect(back.getAttribute('href')).toBe(`/teach/${CLASS_ID}`);
    expect(screen.queryByText(t.rankNote)).toBeNull();
  });

  it('for a paper, adds each member’s score and rank in the class', async () => {
    mockApi({
      ...homeCalls(teacher),
      [`GET ${reportApi(PAPER_AID)}`]: () =>
        report({
          assignment: paperAssignment(),
          members: [
            {
              userId: ASHA_ID,
              name: 'Asha Verma',
              progress: { done: 1, total: 1 },
              status: 'done',
              score: 42.5,
              rank: 1,
            },
            {
              userId: RAVI_ID,
              name: 'Ravi Kumar',
              progress: { done: 1, total: 1 },
              status: 'done',
              score: 30,
              rank: 2,
            },
            { userId: 'c1', name: 'Sita Devi', progress: { done: 0, total: 1 }, status: 'late' },
          ],
        }),
    });
    await renderTeach(`/teach/${CLASS_ID}/assignments/${PAPER_AID}`);
    expect(screen.getByText(t.paper('सामान्य हिंदी प्रश्नपत्र 1'))).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      t.member,
      t.progress,
      t.status,
      t.score,
      t.rank,
    ]);
    expect(rows()).toEqual([
      ['Asha Verma', '1/1', t.statuses.done, '42.5', '1'],
      ['Ravi Kumar', '1/1', t.statuses.done, '30', '2'],
      ['Sita Devi', '0/1', t.statuses.late, '—', '—'],
    ]);
    expect(screen.getByText(t.summary(2, 3))).toBeTruthy();
    expect(screen.getByText(t.rankNote)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.csv }).getAttribute('href')).toBe(
      `${classApi}/assignments/${PAPER_AID}/csv`,
    );
  });

  it('says so when the class has no members', async () => {
    mockApi({ ...homeCalls(teacher), [`GET ${reportApi(AID)}`]: () => report({ members: [] }) });
    await renderTeach(`/teach/${CLASS_ID}/assignments/${AID}`);
    expect(screen.getByText(t.noReportMembers)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...homeCalls(teacher),
      [`GET ${reportApi(AID)}`]: () =>
        fail ? { status: 404, body: { error: 'Not Found', message: 'No such assignment.' } } : report(),
    });
    await renderTeach(`/teach/${CLASS_ID}/assignments/${AID}`);
    expect(screen.getByRole('alert').textContent).toBe(t.reportError);
    expect(screen.getByRole('link', { name: t.allClasses }).getAttribute('href')).toBe('/teach');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Week 3 practice' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    const hi = teachTexts.hi;
    mockApi({ ...homeCalls({ ...teacher, language: 'hi' }), [`GET ${reportApi(AID)}`]: () => report() });
    await renderTeach(`/teach/${CLASS_ID}/assignments/${AID}`);
    expect(rows().map((r) => r[2])).toEqual(['पूरा', 'समय बीत गया', 'बाकी']);
    expect(screen.getByText('3 में से 1 ने पूरा किया')).toBeTruthy();
    expect(screen.getByText('अंतिम तिथि: 20 मार्च 2026')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: hi.status })).toBeTruthy();
    expect(screen.getByRole('link', { name: hi.csv })).toBeTruthy();
  });
});
