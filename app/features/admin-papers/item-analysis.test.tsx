// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaperStats } from '../../api/admin-papers';
import { adminTexts } from '../../i18n/catalogue/admin';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import AdminPaperStatsScreen from '../../routes/admin/AdminPaperStatsScreen';
import QuestionListScreen from '../../routes/admin/QuestionListScreen';
import { MemoryRouter, Route, Routes } from '../../routes/router';
import { draftPaper, moduleA, stats } from '../../test/admin-paper-fixtures';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';

const t = adminPaperTexts.en;

async function renderStats(answer: PaperStats = stats) {
  const api = mockApi({
    'GET /api/admin/papers/7': () => draftPaper,
    'GET /api/admin/papers/7/stats': () => answer,
    [`GET /api/admin/questions/${moduleA!.key}`]: () => ({
      questions: [{ _id: '102', [moduleA!.promptFields[0]!]: 'प्रश्न 102', explanation: '' }],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
  });
  render(
    <MemoryRouter initialEntries={['/admin/papers/7/stats']}>
      <Routes>
        <Route path="/admin/papers/:id/stats" element={<AdminPaperStatsScreen />} />
        <Route path="/admin/questions/:moduleKey" element={<QuestionListScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
  return api;
}

const item = (n: number) =>
  screen.getByRole('heading', { name: new RegExp(`^${t.questionNumber(n)}`) }).closest('li')!;

describe('the item analysis', () => {
  it('per question: the share right, the discrimination, and how often each option was chosen, the key marked', async () => {
    await renderStats();
    expect(screen.getByRole('link', { name: draftPaper.title }).getAttribute('href')).toBe('/admin/papers/7');
    expect(screen.getByText(t.finishedAttempts(10))).toBeTruthy();
    const first = within(item(1));
    expect(first.getByText(`${t.shareRight(0.8)} · ${t.discrimination('0.45')}`)).toBeTruthy();
    expect(first.getByText('पहला खंड')).toBeTruthy();
    const options = first.getByRole('list', { name: t.optionCounts }).querySelectorAll('li');
    expect([...options].map((o) => o.textContent)).toEqual([
      `क101 ✓${t.isKey}${t.chosen(8, 0.8)}`,
      `ख101${t.chosen(1, 0.1)}`,
      `ग101${t.chosen(1, 0.1)}`,
      `घ101${t.chosen(0, 0)}`,
    ]);
    expect(options[0]!.classList.contains('is-answer')).toBe(true);
    expect(t.chosen(8, 0.8)).toBe('8 (80%)');
    expect(item(1).classList.contains('is-dubious')).toBe(false);
    expect(first.queryByText(t.dubious)).toBeNull();
  });

  it('marks a dubious question in words and links it to its bank entry’s editor', async () => {
    const api = await renderStats();
    expect(screen.getByText(t.dubiousCount(1))).toBeTruthy();
    const dubious = item(2);
    expect(dubious.classList.contains('is-dubious')).toBe(true);
    const q = within(dubious);
    expect(q.getByRole('heading', { level: 3 }).textContent).toBe(`${t.questionNumber(2)}⚠ ${t.dubious}`);
    expect(q.getByText(`${t.shareRight(0.3)} · ${t.discrimination('−0.20')}`)).toBeTruthy();
    expect(q.getByText(t.dubiousWhy)).toBeTruthy();
    const link = q.getByRole('link', { name: `${t.correctInBank} ${t.ofQuestion(2)}` });
    expect(link.getAttribute('href')).toBe(
      `/admin/questions/${moduleA!.key}?${new URLSearchParams({ q: 'प्रश्न 102', edit: '102' })}`,
    );

    // The link opens the module's question list searched for it, its editor open.
    fireEvent.click(link);
    await flush();
    const list = api.callsTo('GET', `/api/admin/questions/${moduleA!.key}`);
    expect(list).toHaveLength(1);
    expect(list[0]!.query.get('q')).toBe('प्रश्न 102');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('प्रश्न 102');
    expect(screen.getByRole('form', { name: adminTexts.en.editQuestion })).toBeTruthy();
  });

  it('“Dubious only” leaves the dubious questions, numbered as in the paper', async () => {
    await renderStats();
    fireEvent.click(screen.getByRole('checkbox', { name: t.dubiousOnly }));
    const shown = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(shown).toEqual([`${t.questionNumber(2)}⚠ ${t.dubious}`]);
  });

  it('says when nobody has finished yet, and when there are too few for the discrimination index', async () => {
    await renderStats({ attempts: 0, questions: stats.questions });
    expect(screen.getByText(t.noAttempts)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('with under four attempts: no index yet, said so', async () => {
    await renderStats({
      attempts: 2,
      questions: stats.questions.map((q) => ({ ...q, discrimination: null, dubious: false })),
    });
    expect(screen.getByText(t.fewAttempts)).toBeTruthy();
    expect(within(item(1)).getByText(`${t.shareRight(0.8)} · ${t.discrimination(t.notYet)}`)).toBeTruthy();
    expect(screen.getByText(t.dubiousCount(0))).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: t.dubiousOnly })).toBeNull();
  });
});
