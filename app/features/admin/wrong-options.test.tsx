// @vitest-environment jsdom
import '../../test/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findModule, type QuizModule } from '../../../shared/modules';
import { SAMAS_TYPES } from '../../../shared/modules/samas';
import { moduleTexts } from '../../../shared/modules/texts';
import type { AdminRow } from '../../api/admin-questions';
import { adminTexts } from '../../i18n/catalogue/admin';
import { type Language, setLanguage } from '../../i18n/lang';
import QuestionListScreen from '../../routes/admin/QuestionListScreen';
import { MemoryRouter, Route, Routes } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';
import { EntryForm } from './EntryForm';

/**
 * A typed module's wrong options for papers (docs/product.md §11): one box, three options one a
 * line, in the entry form and in the question editor; none for a module whose options are its own.
 */

const mod = (key: string): QuizModule => findModule(key)!;
const en = adminTexts.en;
const hi = adminTexts.hi;

/** shared/question-rows.ts checkDistractors: the server's (and the form's) refusal. */
const acceptedAnswer = (option: string) => `A wrong option is an accepted answer: ${option}.`;

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

const value = (el: HTMLElement) => (el as HTMLInputElement | HTMLTextAreaElement).value;
const type = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });
/** The one message shown on screen (a hidden, empty error paragraph is not). */
const alertText = () => screen.getByRole('alert').textContent;
/** The hint a field points to with aria-describedby, as a screen reader reads it after the label. */
const hintOf = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby')!)?.textContent;

function renderEntry(key: string, refuse?: string) {
  const m = mod(key);
  const api = mockApi({
    [`POST /api${m.api.add}`]: (call) =>
      refuse
        ? { status: 400, body: { error: 'Bad Request', message: refuse } }
        : { status: 201, body: { message: moduleTexts.en[m.texts.addSuccess], question: call.body } },
  });
  render(
    <MemoryRouter>
      <EntryForm module={m} />
    </MemoryRouter>,
  );
  return { api, add: () => api.callsTo('POST', `/api${m.api.add}`) };
}

/** The antonym entry form, filled: दिन ↔ रात, with the given wrong options. */
function fillAntonym(wrong: string) {
  type(screen.getByLabelText('Word'), 'दिन');
  type(screen.getByLabelText('Antonyms (comma-separated)'), 'रात');
  type(screen.getByLabelText(en.distractors), wrong);
}

describe('the entry form’s wrong options (antonym)', () => {
  it('shows one labelled box with its hint, and sends the three lines in order', async () => {
    const { add } = renderEntry('antonym');
    const box = screen.getByLabelText(en.distractors);
    expect(box.tagName).toBe('TEXTAREA');
    expect(hintOf(box)).toBe('Three, one a line: mistakes a learner makes, never a right answer.');
    fillAntonym(' सुबह \nशाम\n\nप्रातः\n');
    fireEvent.click(screen.getByRole('button', { name: en.addQuestion }));
    await flush();
    expect(add()).toHaveLength(1);
    expect(add()[0]!.body).toEqual({ word: 'दिन', antonyms: ['रात'], distractors: ['सुबह', 'शाम', 'प्रातः'] });
    // Saved: the form is empty for the next question, the wrong options too.
    expect(value(screen.getByLabelText(en.distractors))).toBe('');
  });

  it('sends no wrong options when the box is left empty', async () => {
    const { add } = renderEntry('antonym');
    fillAntonym('');
    fireEvent.click(screen.getByRole('button', { name: en.addQuestion }));
    await flush();
    expect(add()[0]!.body).toEqual({ word: 'दिन', antonyms: ['रात'] });
  });

  it('in Hindi: the label and hint are Hindi, and the three options are sent', async () => {
    act(() => setLanguage('hi', { remember: false }));
    const { add } = renderEntry('antonym');
    const box = screen.getByLabelText(hi.distractors);
    expect(hi.distractors).toBe('प्रश्नपत्र के गलत विकल्प (वैकल्पिक)');
    expect(hintOf(box)).toBe(hi.distractorsHint);
    type(screen.getByLabelText('शब्द'), 'दिन');
    type(screen.getByLabelText('विलोम शब्द (अल्पविराम से अलग करें)'), 'रात');
    type(box, 'सुबह\nशाम\nप्रातः');
    fireEvent.click(screen.getByRole('button', { name: hi.addQuestion }));
    await flush();
    expect(add()[0]!.body).toEqual({ word: 'दिन', antonyms: ['रात'], distractors: ['सुबह', 'शाम', 'प्रातः'] });
  });

  it('refuses a wrong option that is an accepted answer before sending, keeping what was typed', async () => {
    const { api } = renderEntry('antonym');
    fillAntonym('सुबह\nरात\nप्रातः');
    fireEvent.click(screen.getByRole('button', { name: en.addQuestion }));
    await flush();
    expect(alertText()).toBe(acceptedAnswer('रात'));
    expect(api.calls).toHaveLength(0);
    const box = screen.getByLabelText(en.distractors);
    expect(document.activeElement).toBe(box);
    expect(value(box)).toBe('सुबह\nरात\nप्रातः');
    expect(value(screen.getByLabelText('Word'))).toBe('दिन');
    expect(value(screen.getByLabelText('Antonyms (comma-separated)'))).toBe('रात');
  });

  it('shows the server’s refusal of the wrong options in the form, and loses nothing typed', async () => {
    const { add } = renderEntry('antonym', acceptedAnswer('निशा'));
    fillAntonym('सुबह\nनिशा\nप्रातः');
    fireEvent.click(screen.getByRole('button', { name: en.addQuestion }));
    await flush();
    expect(add()).toHaveLength(1);
    expect(add()[0]!.body).toMatchObject({ distractors: ['सुबह', 'निशा', 'प्रातः'] });
    expect(alertText()).toBe(`Error submitting antonyms ${acceptedAnswer('निशा')}`);
    expect(value(screen.getByLabelText(en.distractors))).toBe('सुबह\nनिशा\nप्रातः');
    expect(value(screen.getByLabelText('Word'))).toBe('दिन');
    expect(value(screen.getByLabelText('Antonyms (comma-separated)'))).toBe('रात');
    expect((screen.getByRole('button', { name: en.addQuestion }) as HTMLButtonElement).disabled).toBe(false);
  });
});

const stored: AdminRow = {
  _id: '5',
  word: 'दिन',
  antonyms: ['रात'],
  distractors: ['सुबह', 'शाम', 'प्रातः'],
  explanation: '',
};

/** The antonym question list, with its one question's editor open; the PUT answers `put`. */
async function renderEditor(
  put: (body: unknown) => { status?: number; body: unknown },
  language: Language = 'en',
) {
  act(() => setLanguage(language, { remember: false }));
  const api = mockApi({
    'GET /api/admin/questions/antonym': () => ({ questions: [stored], total: 1, page: 1, pageSize: 20 }),
    'PUT /api/admin/questions/antonym/5': (call) => put(call.body),
  });
  render(
    <MemoryRouter initialEntries={['/admin/questions/antonym']}>
      <Routes>
        <Route path="/admin/questions/:moduleKey" element={<QuestionListScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
  const t = adminTexts[language];
  fireEvent.click(screen.getByRole('button', { name: t.edit }));
  const form = within(screen.getByRole('form', { name: t.editQuestion }));
  return {
    api,
    form,
    box: form.getByLabelText(`${t.rowFields.distractors}${t.onePerLine}`),
    save: () => fireEvent.click(form.getByRole('button', { name: t.save })),
    puts: () => api.callsTo('PUT', '/api/admin/questions/antonym/5'),
  };
}

describe('the question editor’s wrong options (antonym)', () => {
  it('shows the stored wrong options one a line, and sends the changed list in order', async () => {
    const { box, save, puts } = await renderEditor((body) => ({ body: { ...stored, ...(body as object) } }));
    expect(value(box)).toBe('सुबह\nशाम\nप्रातः');
    type(box, 'सुबह\nसंध्या\nप्रातः');
    save();
    await flush();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({
      word: 'दिन',
      antonyms: ['रात'],
      distractors: ['सुबह', 'संध्या', 'प्रातः'],
    });
    // Saved: the editor closes.
    expect(screen.queryByRole('form', { name: en.editQuestion })).toBeNull();
  });

  it('in Hindi: the box is labelled in Hindi and shows the stored options', async () => {
    const { box } = await renderEditor(() => ({ body: stored }), 'hi');
    expect(`${hi.rowFields.distractors}${hi.onePerLine}`).toBe('प्रश्नपत्र के गलत विकल्प (3) (हर पंक्ति में एक)');
    expect(value(box)).toBe('सुबह\nशाम\nप्रातः');
  });

  it('refuses a wrong option that is an accepted answer before sending, keeping the edit', async () => {
    const { box, save, puts } = await renderEditor(() => ({ body: stored }));
    type(box, 'सुबह\nरात\nप्रातः');
    save();
    await flush();
    expect(alertText()).toBe(acceptedAnswer('रात'));
    expect(puts()).toHaveLength(0);
    expect(value(box)).toBe('सुबह\nरात\nप्रातः');
  });

  it('shows the server’s refusal of the wrong options, and keeps the editor and the edit', async () => {
    const { form, box, save, puts } = await renderEditor(() => ({
      status: 400,
      body: { error: 'Bad Request', message: acceptedAnswer('निशा') },
    }));
    type(box, 'सुबह\nनिशा\nप्रातः');
    save();
    await flush();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({ distractors: ['सुबह', 'निशा', 'प्रातः'] });
    expect(alertText()).toBe(acceptedAnswer('निशा'));
    expect(value(box)).toBe('सुबह\nनिशा\nप्रातः');
    expect(value(form.getByLabelText(en.rowFields.word!))).toBe('दिन');
    expect((form.getByRole('button', { name: en.save }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('a module whose options are its own takes no wrong options', () => {
  for (const key of ['mcq', 'samas'])
    it(`${key}: the entry form has no wrong-options box`, () => {
      renderEntry(key);
      expect(screen.getByRole('button', { name: en.addQuestion })).toBeTruthy();
      expect(screen.queryByLabelText(/wrong options/i)).toBeNull();
      expect(screen.queryByText(en.distractorsHint)).toBeNull();
    });

  it('samas: the question editor has no wrong-options box', async () => {
    mockApi({
      'GET /api/admin/questions/samas': () => ({
        questions: [
          { _id: '9', question: 'राजपुत्र', options: [...SAMAS_TYPES], answer: 'तत्पुरुष', explanation: '' },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    render(
      <MemoryRouter initialEntries={['/admin/questions/samas']}>
        <Routes>
          <Route path="/admin/questions/:moduleKey" element={<QuestionListScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: en.edit }));
    const form = within(screen.getByRole('form', { name: en.editQuestion }));
    expect(form.getByLabelText(/^question/)).toBeTruthy();
    expect(form.queryByLabelText(/wrong options/i)).toBeNull();
  });
});
