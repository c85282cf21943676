// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paperTexts } from '../../../shared/api/papers';
import type { AdminPaper } from '../../api/admin-papers';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import AdminPaperScreen from '../../routes/admin/AdminPaperScreen';
import { MemoryRouter, Route, Routes } from '../../routes/router';
import { draftPaper, moduleA, startedPaper } from '../../test/admin-paper-fixtures';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';

const t = adminPaperTexts.en;
const base = '/api/admin/papers/7';
const refusal = (status: number, message: string) => ({ status, body: { error: 'Conflict', message } });

async function renderPaper(paper: AdminPaper, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET ${base}`]: () => paper, ...handlers });
  render(
    <MemoryRouter initialEntries={['/admin/papers/7']}>
      <Routes>
        <Route path="/admin/papers/:id" element={<AdminPaperScreen />} />
        <Route path="/admin/papers" element={<p>the list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
  return api;
}

const questionItem = (n: number) =>
  screen.getByRole('heading', { name: t.questionNumber(n), level: 3 }).closest('li')!;
const replaceButton = (n: number) =>
  within(questionItem(n)).getByRole('button', {
    name: `${t.replace} ${t.ofQuestion(n)}`,
  }) as HTMLButtonElement;
const confirmed = (answer: boolean) => vi.spyOn(window, 'confirm').mockReturnValue(answer);

describe('an admin’s paper', () => {
  it('shows the drawn questions by section: instruction, prompt, the four options with the key marked', async () => {
    await renderPaper(draftPaper);
    expect(screen.getByRole('heading', { level: 1, name: draftPaper.title })).toBeTruthy();
    expect(screen.getByText(t.draftNote)).toBeTruthy();
    const first = within(screen.getByRole('region', { name: t.sectionHeading(1, 'पहला खंड') }));
    expect(first.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      t.questionNumber(1),
      t.questionNumber(2),
    ]);
    expect(first.getByText(`${t.tagsLine('दीर्घ')}`)).toBeTruthy();
    const second = within(screen.getByRole('region', { name: t.sectionHeading(2, 'दूसरा खंड') }));
    expect(second.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      t.questionNumber(3),
    ]);

    const q2 = within(questionItem(2));
    expect(q2.getByText('निर्देश 102')).toBeTruthy();
    expect(q2.getByText('प्रश्न 102')).toBeTruthy();
    const options = q2.getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['क102', 'ख102', `ग102 ✓${t.isKey}`, 'घ102']);
    expect(options[2]!.classList.contains('is-answer')).toBe(true);
    expect(q2.getByRole('link', { name: `${t.openInBank} ${t.ofQuestion(2)}` }).getAttribute('href')).toBe(
      `/admin/questions/${moduleA!.key}?q=${encodeURIComponent('प्रश्न 102').replace(/%20/g, '+')}&edit=102`,
    );
  });

  it('Replace draws another question for that slot, which shows in its place', async () => {
    const replaced: AdminPaper = {
      ...draftPaper,
      questions: draftPaper.questions.map((q, i) =>
        i === 1 ? { ...q, _id: '150', prompt: 'प्रश्न 150', options: ['अ', 'आ', 'इ', 'ई'], answer: 1 } : q,
      ),
    };
    const api = await renderPaper(draftPaper, { [`POST ${base}/replace`]: () => replaced });
    const button = replaceButton(2);
    fireEvent.click(button);
    await flush();
    expect(api.callsTo('POST', `${base}/replace`)[0]!.body).toEqual({ questionId: '102' });
    expect(within(questionItem(2)).getByText('प्रश्न 150')).toBeTruthy();
    expect(screen.queryByText('प्रश्न 102')).toBeNull();
    expect(replaceButton(2)).toBe(button);
  });

  it('a slot with no other fitting question says so under that question', async () => {
    await renderPaper(draftPaper, { [`POST ${base}/replace`]: () => refusal(409, paperTexts.noReplacement) });
    fireEvent.click(replaceButton(3));
    await flush();
    expect(within(questionItem(3)).getByRole('alert').textContent).toBe(t.refusals.noReplacement);
  });

  it('Publish asks first, publishes, and the paper shows as published', async () => {
    const api = await renderPaper(draftPaper, {
      [`POST ${base}/publish`]: () => ({ ...draftPaper, published: true }),
    });
    confirmed(false);
    fireEvent.click(screen.getByRole('button', { name: t.publish }));
    expect(api.callsTo('POST', `${base}/publish`)).toHaveLength(0);
    confirmed(true);
    fireEvent.click(screen.getByRole('button', { name: t.publish }));
    await flush();
    expect(api.callsTo('POST', `${base}/publish`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: t.publish })).toBeNull();
    expect(screen.getByText(t.published)).toBeTruthy();
  });

  it('Delete asks first, deletes, and goes back to the list', async () => {
    const api = await renderPaper(draftPaper, {
      [`DELETE ${base}`]: () => ({ message: paperTexts.deleted }),
    });
    confirmed(true);
    fireEvent.click(screen.getByRole('button', { name: t.deletePaper }));
    await flush();
    expect(api.callsTo('DELETE', base)).toHaveLength(1);
    expect(screen.getByText('the list')).toBeTruthy();
  });

  it('a delete refused because learners started meanwhile is explained, and the paper shows its lock', async () => {
    let paper = draftPaper;
    await renderPaper(draftPaper, {
      [`GET ${base}`]: () => paper,
      [`DELETE ${base}`]: () => {
        paper = startedPaper;
        return refusal(409, paperTexts.started);
      },
    });
    confirmed(true);
    fireEvent.click(screen.getByRole('button', { name: t.deletePaper }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(t.refusals.started);
    expect(screen.getByText(t.startedLock(3))).toBeTruthy();
    expect(screen.queryByText('the list')).toBeNull();
  });
});

describe('a paper learners have started', () => {
  it('says so, and Replace and Delete are disabled with that explanation', async () => {
    await renderPaper(startedPaper);
    const lock = screen.getByText(t.startedLock(3));
    for (const button of [
      replaceButton(1),
      replaceButton(3),
      screen.getByRole('button', { name: t.deletePaper }) as HTMLButtonElement,
    ]) {
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(lock.id);
    }
    expect(screen.queryByRole('button', { name: t.publish })).toBeNull();
  });

  it('Edit changes only the title and exam: the rest is locked and sent back as it was', async () => {
    const api = await renderPaper(startedPaper, {
      [`PUT ${base}`]: (call) => {
        const { title, exam } = call.body as AdminPaper;
        return { ...startedPaper, title, exam };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: t.edit }));
    const edit = within(screen.getByRole('region', { name: t.editTitle }));
    expect(edit.getByText(t.editLocked)).toBeTruthy();
    expect((edit.getByLabelText(t.duration) as HTMLInputElement).disabled).toBe(true);
    expect((edit.getAllByLabelText(t.module)[0] as HTMLSelectElement).disabled).toBe(true);
    expect(edit.queryByRole('button', { name: t.addSection })).toBeNull();
    fireEvent.change(edit.getByLabelText(t.title), { target: { value: 'नया शीर्षक' } });
    fireEvent.click(edit.getByRole('button', { name: t.save }));
    await flush();
    expect(api.callsTo('PUT', base)[0]!.body).toEqual({
      title: 'नया शीर्षक',
      exam: startedPaper.exam,
      durationMinutes: 30,
      marksCorrect: 1,
      marksWrong: 0.25,
      sections: [
        { title: 'पहला खंड', module: startedPaper.sections[0]!.module, tags: ['दीर्घ'], count: 2 },
        { title: 'दूसरा खंड', module: startedPaper.sections[1]!.module, count: 1 },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'नया शीर्षक' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.editTitle })).toBeNull();
  });
});
