// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRow } from '../../api/admin-questions';
import { adminTexts as catalogue } from '../../i18n/catalogue/admin';
import { setLanguage } from '../../i18n/lang';
import QuestionListScreen from '../../routes/admin/QuestionListScreen';
import { MemoryRouter, Route, Routes } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';

const adminTexts = catalogue.en;

const reported: AdminRow = {
  _id: '5',
  word: 'दिन',
  antonyms: ['रात'],
  explanation: '',
  stats: {
    answered: 10,
    correct: 6,
    reports: 2,
    topWrong: [
      { answer: 'शाम', count: 3 },
      { answer: 'सुबह', count: 1 },
    ],
    openReports: [
      { reason: 'wrong-answer', note: 'रात भी सही है', createdAt: '2026-03-10T05:00:00.000Z' },
      { reason: 'typo', note: null, createdAt: '2026-03-11T05:00:00.000Z' },
    ],
  },
};
const quiet: AdminRow = {
  _id: '6',
  word: 'ऊँचा',
  antonyms: ['नीचा'],
  explanation: '',
  stats: { answered: 0, correct: 0, reports: 0, topWrong: [], openReports: [] },
};

async function renderList() {
  const urls: URL[] = [];
  let resolved = false;
  const api = mockApi({
    'GET /api/admin/questions/antonym': () => {
      const url = new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost');
      urls.push(url);
      const onlyReported = url.searchParams.get('reported') === '1';
      const rows = resolved
        ? [{ ...reported, stats: { ...reported.stats, reports: 0, openReports: [] } }, quiet]
        : onlyReported
          ? [reported]
          : [reported, quiet];
      return { questions: rows, total: rows.length, page: 1, pageSize: 20 };
    },
    'POST /api/admin/questions/antonym/5/reports/resolve': () => {
      resolved = true;
      return { resolved: 2 };
    },
  });
  render(
    <MemoryRouter initialEntries={['/admin/questions/antonym']}>
      <Routes>
        <Route path="/admin/questions/:moduleKey" element={<QuestionListScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
  return { api, urls };
}
const item = (prompt: string) => screen.getByText(prompt).closest('li')!;

describe('question stats in the admin list', () => {
  it('shows per question answered, correct (%), reports and the top wrong answers', async () => {
    await renderList();
    const row = item('दिन');
    expect(within(row).getByText(adminTexts.statsLine(10, 6, 2))).toBeTruthy();
    expect(adminTexts.statsLine(10, 6, 2)).toBe('10 answered · 6 correct (60%) · 2 reports');
    expect(row.querySelector('.question-stats__wrong')!.textContent).toBe(
      `${adminTexts.topWrongLabel}शाम (3), सुबह (1)`,
    );
    expect(within(item('ऊँचा')).getByText(adminTexts.statsLine(0, 0, 0))).toBeTruthy();
    expect(within(item('ऊँचा')).queryByRole('button', { name: adminTexts.resolve })).toBeNull();
  });

  it("lists the open reports' reasons and notes, and resolves them", async () => {
    const { api, urls } = await renderList();
    const row = item('दिन');
    const reports = within(row).getByRole('list', { name: adminTexts.openReports });
    const lines = within(reports)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines[0]).toContain(adminTexts.reasons['wrong-answer']);
    expect(lines[0]).toContain('रात भी सही है');
    expect(lines[1]).toContain(adminTexts.reasons.typo);
    fireEvent.click(within(row).getByRole('button', { name: adminTexts.resolve }));
    await flush();
    expect(api.callsTo('POST', '/api/admin/questions/antonym/5/reports/resolve')).toHaveLength(1);
    expect(urls).toHaveLength(2);
    expect(within(item('दिन')).queryByRole('list', { name: adminTexts.openReports })).toBeNull();
  });

  it('filters to reported questions, from the first page', async () => {
    const { urls } = await renderList();
    expect(urls[0]!.searchParams.get('reported')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: adminTexts.reportedOnly }));
    await flush();
    expect(urls.at(-1)!.searchParams.get('reported')).toBe('1');
    expect(urls.at(-1)!.searchParams.get('page')).toBe('1');
    expect(screen.queryByText('ऊँचा')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: adminTexts.reportedOnly }));
    await flush();
    expect(urls.at(-1)!.searchParams.get('reported')).toBeNull();
  });

  it('says a search matched nothing, naming it, in both languages, not that there are no questions', async () => {
    mockApi({
      'GET /api/admin/questions/antonym': () => ({ questions: [], total: 0, page: 1, pageSize: 20 }),
    });
    for (const language of ['en', 'hi'] as const) {
      setLanguage(language);
      const view = render(
        <MemoryRouter initialEntries={['/admin/questions/antonym?q=xyz']}>
          <Routes>
            <Route path="/admin/questions/:moduleKey" element={<QuestionListScreen />} />
          </Routes>
        </MemoryRouter>,
      );
      await flush();
      expect(screen.getByText(catalogue[language].noMatch('xyz'))).toBeTruthy();
      expect(screen.queryByText(catalogue[language].noQuestions)).toBeNull();
      view.unmount();
    }
    setLanguage('en');
  });

  it('says so when no question has an open report', async () => {
    mockApi({
      'GET /api/admin/questions/antonym': () => ({ questions: [], total: 0, page: 1, pageSize: 20 }),
    });
    render(
      <MemoryRouter initialEntries={['/admin/questions/antonym']}>
        <Routes>
          <Route path="/admin/questions/:moduleKey" element={<QuestionListScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    await flush();
    expect(screen.getByText('No questions yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: adminTexts.reportedOnly }));
    await flush();
    expect(screen.getByText(adminTexts.noReported)).toBeTruthy();
    expect(screen.queryByText('No questions yet.')).toBeNull();
  });
});
