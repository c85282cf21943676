// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRow } from '../../api/admin-questions';
import ManageQuestionsScreen from '../../routes/admin/ManageQuestionsScreen';
import { MemoryRouter } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';

const rows: AdminRow[] = Array.from({ length: 25 }, (_, i) => ({
  _id: String(i + 1),
  question: `प्रश्न ${i + 1}`,
  options: [`क${i + 1}`, `ख${i + 1}`, `ग${i + 1}`],
  answer: `ख${i + 1}`,
  explanation: '',
}));

/** The MCQ admin page over the paged admin list call, answering from `rows`. */
async function renderPage() {
  const urls: URL[] = [];
  const api = mockApi({
    'GET /api/admin/questions/mcq': () => {
      const url = new URL(String(api.fetchMock.mock.lastCall![0]), 'http://localhost');
      urls.push(url);
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      return {
        questions: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        pageSize,
      };
    },
    'PUT /api/mcq/mcq-questions/2': (call) => ({
      message: 'Question updated.',
      question: { ...rows[1], ...(call.body as object) },
    }),
  });
  render(
    <MemoryRouter>
      <ManageQuestionsScreen moduleKey="mcq" />
    </MemoryRouter>,
  );
  await flush();
  return { api, urls };
}

const editButtons = () => screen.getAllByRole('button', { name: 'Edit' });

describe('the MCQ admin page', () => {
  it('lists the questions a page at a time, like the other lists', async () => {
    const { urls } = await renderPage();
    expect(editButtons()).toHaveLength(20);
    expect(screen.getByText('25 questions')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    expect(editButtons()).toHaveLength(5);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(urls.at(-1)!.searchParams.get('page')).toBe('2');
    expect(urls.at(-1)!.searchParams.get('pageSize')).toBe('20');
  });

  it('edits a question in place: the row turns into the form, titled and focused, the answer picked', async () => {
    const { api } = await renderPage();
    const row = editButtons()[1]!.closest('li')!;
    fireEvent.click(editButtons()[1]!);
    const heading = within(row).getByRole('heading', { name: 'Editing question 2' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('heading', { name: 'Add a question' })).toBeTruthy();
    const editor = within(row);
    expect((editor.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('प्रश्न 2');
    expect((editor.getByRole('radio', { name: 'ख2' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(editor.getByRole('radio', { name: 'ग2' }));
    fireEvent.click(editor.getByRole('button', { name: 'Update Question' }));
    await flush();
    expect(api.callsTo('PUT', '/api/mcq/mcq-questions/2')[0]!.body).toMatchObject({
      question: 'प्रश्न 2',
      options: ['क2', 'ख2', 'ग2'],
      answer: 'ग2',
    });
    expect(screen.queryByRole('heading', { name: /Editing question/ })).toBeNull();
    expect(api.callsTo('GET', '/api/admin/questions/mcq')).toHaveLength(2);
  });

  it('Cancel puts the question back as it was', async () => {
    await renderPage();
    fireEvent.click(editButtons()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: /Editing question/ })).toBeNull();
    expect(editButtons()).toHaveLength(20);
  });
});
