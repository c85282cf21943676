// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paperTexts } from '../../../shared/api/papers';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { setLanguage } from '../../i18n/lang';
import AdminDashboardScreen from '../../routes/admin/AdminDashboardScreen';
import AdminPapersScreen from '../../routes/admin/AdminPapersScreen';
import { MemoryRouter, Route, Routes, useParams } from '../../routes/router';
import { draftPaper, moduleA, moduleB, startedPaper, summary } from '../../test/admin-paper-fixtures';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';

const t = adminPaperTexts.en;

function Opened() {
  return <p>opened {useParams().id}</p>;
}

async function renderList(create: () => unknown = () => ({ status: 201, body: draftPaper })) {
  const api = mockApi({
    'GET /api/admin/papers': () => ({
      papers: [summary(startedPaper), summary({ ...draftPaper, _id: '8' })],
    }),
    'POST /api/admin/papers': create,
  });
  render(
    <MemoryRouter initialEntries={['/admin/papers']}>
      <Routes>
        <Route path="/admin/papers" element={<AdminPapersScreen />} />
        <Route path="/admin/papers/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
  return api;
}

const form = () => within(screen.getByRole('region', { name: t.newPaper }));
const type = (label: string, value: string, index = 0) =>
  fireEvent.change(form().getAllByLabelText(label)[index]!, { target: { value } });

/** Fills the blueprint: two sections, the first with tags. */
function fillBlueprint() {
  type(t.title, ' अभ्यास प्रश्नपत्र 9 ');
  type(t.exam, 'सामान्य हिंदी');
  type(t.duration, '45');
  type(t.marksCorrect, '2');
  type(t.marksWrong, '0.5');
  type(t.module, moduleA!.key);
  type(t.tags, 'दीर्घ, गुण ,');
  type(t.count, '12');
  fireEvent.click(form().getByRole('button', { name: t.addSection }));
  type(t.module, moduleB!.key, 1);
  type(t.sectionTitle, 'मेरा खंड', 1);
  type(t.count, '5', 1);
}

afterEach(() => setLanguage('en', { remember: false }));

describe('the papers list', () => {
  it('is linked from the admin dashboard', () => {
    render(
      <MemoryRouter>
        <AdminDashboardScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: t.papers }).getAttribute('href')).toBe('/admin/papers');
  });

  it('lists the papers: title, exam, questions and minutes, published or draft, learners started', async () => {
    await renderList();
    const rows = screen.getAllByRole('listitem').filter((li) => li.classList.contains('paper-row'));
    expect(rows).toHaveLength(2);
    const started = within(rows[0]!);
    expect(started.getByRole('link', { name: draftPaper.title }).getAttribute('href')).toBe(
      '/admin/papers/7',
    );
    expect(started.getByText(draftPaper.exam)).toBeTruthy();
    expect(rows[0]!.textContent).toContain(t.published);
    expect(rows[0]!.textContent).toContain(t.questionsMinutes(3, 30));
    expect(rows[0]!.textContent).toContain(t.attempts(3));
    expect(rows[1]!.textContent).toContain(t.draft);
    expect(rows[1]!.textContent).not.toContain(t.attempts(0));
  });
});

describe('the blueprint form', () => {
  it('sends the blueprint the server checks, then opens the drawn paper', async () => {
    const api = await renderList();
    fillBlueprint();
    // The module's Hindi title fills an empty section title.
    expect((form().getAllByLabelText(t.sectionTitle)[0] as HTMLInputElement).value).toBe(moduleA!.titleHi);
    expect(form().getByText(t.totalQuestions(17))).toBeTruthy();
    fireEvent.click(form().getByRole('button', { name: t.draw }));
    await flush();
    expect(api.callsTo('POST', '/api/admin/papers')[0]!.body).toEqual({
      title: 'अभ्यास प्रश्नपत्र 9',
      exam: 'सामान्य हिंदी',
      durationMinutes: 45,
      marksCorrect: 2,
      marksWrong: 0.5,
      sections: [
        { title: moduleA!.titleHi, module: moduleA!.key, tags: ['दीर्घ', 'गुण'], count: 12 },
        { title: 'मेरा खंड', module: moduleB!.key, count: 5 },
      ],
    });
    expect(screen.getByText('opened 7')).toBeTruthy();
  });

  it('removes a section row', async () => {
    const api = await renderList();
    fillBlueprint();
    fireEvent.click(form().getByRole('button', { name: t.removeSectionOf(1) }));
    expect(form().getAllByLabelText(t.module)).toHaveLength(1);
    fireEvent.click(form().getByRole('button', { name: t.draw }));
    await flush();
    const body = api.callsTo('POST', '/api/admin/papers')[0]!.body as { sections: unknown[] };
    expect(body.sections).toEqual([{ title: 'मेरा खंड', module: moduleB!.key, count: 5 }]);
  });

  it('shows the server’s refusal beside the form, in words the admin can act on, and stays', async () => {
    await renderList(() => ({
      status: 400,
      body: { error: 'Bad Request', message: paperTexts.tooFew(moduleA!.titleHi, 4, 12) },
    }));
    fillBlueprint();
    fireEvent.click(form().getByRole('button', { name: t.draw }));
    await flush();
    expect(form().getByRole('alert').textContent).toBe(t.refusals.tooFew(moduleA!.titleHi, 4, 12));
    expect(screen.queryByText(/opened/)).toBeNull();
    expect((form().getByRole('button', { name: t.draw }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the refusal in Hindi in the Hindi interface', async () => {
    setLanguage('hi', { remember: false });
    await renderList(() => ({
      status: 400,
      body: { error: 'Bad Request', message: paperTexts.tooFew('संधि', 4, 12) },
    }));
    const hi = adminPaperTexts.hi;
    const hiForm = within(screen.getByRole('region', { name: hi.newPaper }));
    fireEvent.change(hiForm.getByLabelText(hi.title), { target: { value: 'प्रश्नपत्र' } });
    fireEvent.change(hiForm.getByLabelText(hi.exam), { target: { value: 'परीक्षा' } });
    fireEvent.change(hiForm.getByLabelText(hi.module), { target: { value: moduleA!.key } });
    fireEvent.click(hiForm.getByRole('button', { name: hi.draw }));
    await flush();
    expect(hiForm.getByRole('alert').textContent).toBe(hi.refusals.tooFew('संधि', 4, 12));
  });

  it('checks the blueprint before sending: the field is marked and the rule said', async () => {
    const api = await renderList();
    fillBlueprint();
    type(t.count, '0', 1);
    fireEvent.click(form().getByRole('button', { name: t.draw }));
    await flush();
    expect(api.callsTo('POST', '/api/admin/papers')).toHaveLength(0);
    const count = form().getAllByLabelText(t.count)[1]!;
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(count);
    expect(form().getByRole('alert').textContent).toBe(
      t.inSection(2, 'Each section needs at least 1 question.'),
    );

    type(t.count, '5', 1);
    type(t.title, '');
    fireEvent.click(form().getByRole('button', { name: t.draw }));
    await flush();
    expect(form().getByLabelText(t.title).getAttribute('aria-invalid')).toBe('true');
    expect(form().getByRole('alert').textContent).toBe('Title is required.');
    expect(api.callsTo('POST', '/api/admin/papers')).toHaveLength(0);
  });
});
