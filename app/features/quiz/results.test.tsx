// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TodayRow } from '../../api/quiz';
import { quizTexts as catalogue } from '../../i18n/catalogue/quiz';
import { moduleByKey } from '../../registry';
import { mockApi } from '../../test/api-mock';
import { advance, flush, judged, renderRound, served } from '../../test/quiz-fixtures';

const quizTexts = catalogue.en;

import { ResultsTable } from './ResultsTable';

const row = (over: Partial<TodayRow>): TodayRow => ({
  _id: '1',
  prompt: 'सूर्यास्त',
  yourAnswer: 'सूर्य + अस्त',
  correctAnswers: ['सूर्य + अस्त'],
  correct: true,
  late: false,
  explanation: null,
  ...over,
});
const rows = [
  row({}),
  row({
    _id: '2',
    prompt: 'विद्यालय',
    yourAnswer: 'विद्या + लय',
    correctAnswers: ['विद्या + आलय'],
    correct: false,
  }),
];
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const bodyRows = () =>
  screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length === 4);
const cells = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the results table', () => {
  it('has the English headers and one row per answer, mistakes first', () => {
    render(<ResultsTable rows={rows} />);
    expect(headers()).toEqual(['Question', 'Your Answer', 'Correct Answer', 'Correct/Incorrect']);
    const body = bodyRows();
    expect(body).toHaveLength(2);
    expect(cells(body[0]!)).toEqual(['विद्यालय', 'विद्या + लय', 'विद्या + आलय', '✘ Incorrect']);
    expect(cells(body[1]!)).toEqual(['सूर्यास्त', 'सूर्य + अस्त', 'सूर्य + अस्त', '✔ Correct']);
  });

  it('says the time ran out, never "Incorrect" beside an answer identical to the right one', () => {
    render(
      <ResultsTable
        rows={[
          row({ correct: false, late: true }),
          row({
            _id: '2',
            prompt: 'परीक्षा',
            yourAnswer: null,
            correctAnswers: ['इम्तिहान'],
            correct: false,
            late: true,
          }),
        ]}
      />,
    );
    expect(bodyRows().map(cells)).toEqual([
      ['सूर्यास्त', 'सूर्य + अस्त', 'सूर्य + अस्त', '⏱ Time ran out'],
      ['परीक्षा', 'No answer', 'इम्तिहान', '⏱ Time ran out'],
    ]);
    expect(bodyRows().some((r) => /Incorrect/.test(r.textContent ?? ''))).toBe(false);
  });

  it('opens a row to its explanation', () => {
    render(<ResultsTable rows={[row({ explanation: 'सूर्य + अस्त: दीर्घ संधि नहीं, व्यंजन संधि' })]} />);
    const toggle = screen.getByRole('button', { name: /सूर्यास्त/ });
    const why = screen.getByText(/व्यंजन संधि/);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(why.closest('tr')!.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(why.closest('tr')!.hidden).toBe(false);
  });

  it('has Hindi headers where the module says so (pratyay, upsarg)', () => {
    expect(moduleByKey('pratyay').texts.hindiResults).toBe(true);
    expect(moduleByKey('upsarg').texts.hindiResults).toBe(true);
    expect(moduleByKey('administrativeVocabulary').texts.hindiResults).toBeFalsy();
    render(<ResultsTable rows={rows} hindi />);
    expect(headers()).toEqual(['प्रश्न', 'आपका उत्तर', 'सही उत्तर', 'सही/गलत']);
    expect(cells(bodyRows()[1]!)[3]).toBe('✔ सही');
  });

  it('says in Hindi that no answers were given', () => {
    render(<ResultsTable rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(quizTexts.noAnswers).getAttribute('lang')).toBe('hi');
  });
});

describe('the end of a round', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("ends a free learner's round after the last question, opening on the score and today's rows from the server", async () => {
    const module = moduleByKey('pratyay');
    let n = 0;
    const today = [
      row({ _id: '1', prompt: 'प्रश्न1', yourAnswer: 'इक', correctAnswers: ['इक'], explanation: 'इक प्रत्यय' }),
      row({ _id: '2', prompt: 'प्रश्न2', yourAnswer: 'ता', correctAnswers: ['इक'], correct: false }),
      row({
        _id: '3',
        prompt: 'प्रश्न3',
        yourAnswer: null,
        correctAnswers: ['आई'],
        correct: false,
        late: true,
      }),
    ];
    let finished = false;
    mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, ++n, { lastQuestion: n === 2, limit: 2 }),
      [`POST /api${module.api.submit}`]: () =>
        judged({ correct: n === 1, correctAnswers: ['इक'], lastQuestion: n === 2, explanation: 'इक प्रत्यय' }),
      [`GET /api/me/today/${module.key}`]: () => ({
        rows: finished ? today : [],
        correct: finished ? 1 : 0,
        total: finished ? 3 : 0,
        endOfDay: false,
      }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    fireEvent.change(screen.getByLabelText('प्रत्यय'), { target: { value: 'इक' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('इक प्रत्यय')).toBeTruthy();
    await advance(1200);
    await flush();
    expect(screen.getByText(quizTexts.lastQuestion)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('प्रत्यय'), { target: { value: 'ता' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Incorrect. Correct answers: इक')).toBeTruthy();
    finished = true;
    await advance(1200);
    await flush();
    expect(screen.getByText(quizTexts.endOfDay)).toBeTruthy();
    const score = document.querySelector('.score')!;
    expect(score.textContent).toBe(`${quizTexts.score}1 / 3 · 33%`);
    // The score comes before the table.
    expect(
      score.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(headers()).toEqual(['प्रश्न', 'आपका उत्तर', 'सही उत्तर', 'सही/गलत']);
    // Mistakes first; the row with an explanation offers it (क्यों? — why?).
    expect(bodyRows().map((r) => cells(r)[0])).toEqual(['प्रश्न2', 'प्रश्न3', 'प्रश्न1क्यों?']);
    expect(cells(bodyRows()[1]!)[3]).toBe('⏱ समय समाप्त');
  });

  it("a module finished today opens on today's summary, not on Start Quiz", async () => {
    const module = moduleByKey('antonym');
    const api = mockApi({
      [`GET /api/me/today/${module.key}`]: () => ({
        rows: [row({ prompt: 'दिन', yourAnswer: 'रात', correctAnswers: ['रात'] })],
        correct: 1,
        total: 1,
        endOfDay: true,
      }),
    });
    await renderRound(module);
    expect(screen.queryByRole('button', { name: 'Start Quiz' })).toBeNull();
    expect(screen.queryByText(quizTexts.noAnswers)).toBeNull();
    expect(screen.getByText(quizTexts.endOfDay)).toBeTruthy();
    expect(document.querySelector('.score')!.textContent).toContain('1 / 1 · 100%');
    expect(cells(bodyRows()[0]!)).toEqual(['दिन', 'रात', 'रात', '✔ Correct']);
    expect(api.callsTo('GET', `/api${module.api.fetch}`)).toHaveLength(0);
  });

  it('a tap on the feedback holds the automatic advance until Next', async () => {
    const module = moduleByKey('antonym');
    let n = 0;
    const api = mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, ++n),
      [`POST /api${module.api.submit}`]: () =>
        judged({ correct: false, correctAnswers: ['रात'], explanation: 'दिन का विलोम रात' }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Antonym'), { target: { value: 'शाम' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /दिन का विलोम रात/ }));
    await advance(10_000);
    expect(api.callsTo('GET', `/api${module.api.fetch}`)).toHaveLength(1);
    expect(screen.getByText('दिन का विलोम रात')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await flush();
    expect(api.callsTo('GET', `/api${module.api.fetch}`)).toHaveLength(2);
    expect(screen.getByText(/प्रश्न2/)).toBeTruthy();
  });

  it('says the time ran out for a late answer, and the round ends for a free learner', async () => {
    const module = moduleByKey('sandhi');
    mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, 1),
      [`POST /api${module.api.submit}`]: () =>
        judged({ correct: false, late: true, correctAnswers: ['परीक्षा'] }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    fireEvent.change(screen.getByLabelText('संधि'), { target: { value: 'परीक्षा' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText(quizTexts.lateAnswer(['परीक्षा']))).toBeTruthy();
    expect(screen.queryByText(/Incorrect/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(screen.getByText(quizTexts.timeUp)).toBeTruthy();
    expect(cells(bodyRows()[0]!)[3]).toBe('⏱ Time ran out');
  });

  it('puts the caret in the answer box on every question, and keeps that box between questions', async () => {
    const module = moduleByKey('oneWordForMany');
    let n = 0;
    mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, ++n),
      [`POST /api${module.api.submit}`]: () => judged({}),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    const box = screen.getByLabelText('Answer') as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: 'एकपद' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(box.readOnly).toBe(true);
    expect(box.disabled).toBe(false);
    await advance(module.pauseMs!);
    await flush();
    expect(screen.getByText(/प्रश्न2/)).toBeTruthy();
    expect(screen.getByLabelText('Answer')).toBe(box);
    expect(document.activeElement).toBe(box);
    expect(box.readOnly).toBe(false);
    expect(box.value).toBe('');
  });

  it("shows the server's end-of-day message, and the fetch error text", async () => {
    const module = moduleByKey('sandhi');
    mockApi({ [`GET /api${module.api.fetch}`]: () => ({ endOfDay: true, message: 'Come back tomorrow.' }) });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    expect(screen.getByText('Come back tomorrow.')).toBeTruthy();

    const other = moduleByKey('sandhiViched');
    mockApi({
      [`GET /api${other.api.fetch}`]: () => ({
        status: 404,
        body: { error: 'Not Found', message: 'No questions found.' },
      }),
    });
    await renderRound(other);
    fireEvent.click(screen.getAllByRole('button', { name: 'Start Quiz' })[0]!);
    await flush();
    expect(screen.getByText('No sandhi viched questions found.')).toBeTruthy();
  });
});
