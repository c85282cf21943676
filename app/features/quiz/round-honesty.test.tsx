// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MAX } from '../../../shared/answer-limit';
import type { TodayResult, TodayRow } from '../../../shared/api/quiz';
import { quizTexts as catalogue } from '../../i18n/catalogue/quiz';
import { moduleByKey } from '../../registry';
import { MemoryRouter } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { advance, flush, judged, renderRound, served } from '../../test/quiz-fixtures';
import { ResultsTable } from './ResultsTable';

const t = catalogue.en;
const TIME_RAN_OUT = "Time ran out on your last question, so today's round has ended. Come back tomorrow!";
const today = (extra: Partial<TodayResult> = {}): TodayResult => ({
  rows: [],
  correct: 0,
  total: 0,
  endOfDay: false,
  message: null,
  waitingSecondsLeft: null,
  unavailable: null,
  ...extra,
});
const row = (extra: Partial<TodayRow> = {}): TodayRow => ({
  _id: '1',
  prompt: 'प्रश्न1',
  yourAnswer: null,
  correctAnswers: ['सही'],
  correct: false,
  late: true,
  explanation: null,
  ...extra,
});

describe('a round that never surprises (issue 23 item 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('the start card says a question is waiting and counts down its time; at zero it asks the server again', async () => {
    const module = moduleByKey('antonym');
    let answer = today({ waitingSecondsLeft: 42 });
    mockApi({ 'GET /api/me/today/antonym': () => answer });
    await renderRound(module);
    expect(screen.getByRole('status').textContent).toBe(t.waiting('0:42'));
    expect(screen.getByRole('button', { name: t.resume })).toBeTruthy();
    await advance(2000);
    expect(screen.getByRole('status').textContent).toBe(t.waiting('0:40'));
    answer = today({ endOfDay: true, message: TIME_RAN_OUT, rows: [row()] });
    await advance(40_000);
    await flush();
    expect(screen.getByText(TIME_RAN_OUT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.resume })).toBeNull();
  });

  it('a module over today because the clock ran out says so, not the generic end of the day', async () => {
    mockApi({
      'GET /api/me/today/antonym': () => today({ endOfDay: true, message: TIME_RAN_OUT, rows: [row()] }),
    });
    await renderRound(moduleByKey('antonym'));
    expect(screen.getByText(TIME_RAN_OUT)).toBeTruthy();
    expect(screen.queryByText(t.endOfDay)).toBeNull();
  });

  it('a module switched off says so before Start, with no Start button', async () => {
    const message = 'Proverbs is not available yet. Available from: 2030-01-15';
    const api = mockApi({ 'GET /api/me/today/lokokti': () => today({ unavailable: message }) });
    await renderRound(moduleByKey('lokokti'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.start })).toBeNull();
    expect(api.callsTo('GET', '/api/lokokti')).toHaveLength(0);
  });

  it('a round counts its questions: Question 2 of 5', async () => {
    const module = moduleByKey('antonym');
    mockApi({ [`GET /api${module.api.fetch}`]: () => served(module, 2, { limit: 5 }) });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    await flush();
    expect(screen.getByText('Question 2 of 5')).toBeTruthy();
  });
});

describe('answers in Latin letters and clear refusals (issue 23 items 4, 5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a Latin answer sent without picking a suggestion is judged as its top suggestion, and says so', async () => {
    const module = moduleByKey('administrativeVocabulary');
    const api = mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, 1),
      'GET /api/transliterate': (call) => ({
        suggestions: call.query.get('text') === 'gyapan' ? ['ज्ञापन', 'ग्यापन', 'gyapan'] : [],
      }),
      [`POST /api${module.api.submit}`]: () => judged({ correctAnswers: ['ज्ञापन'] }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    await flush();
    const box = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'gyapan' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await flush();
    expect(api.callsTo('POST', `/api${module.api.submit}`)[0]!.body).toEqual({ id: '1', answer: 'ज्ञापन' });
    expect(box.value).toBe('ज्ञापन');
    expect(document.querySelector('.feedback')!.textContent).toContain(`${t.judgedAs}ज्ञापन`);
  });

  it('a spelling module judges what was typed, Latin or not', async () => {
    const module = moduleByKey('shabdShudhi');
    const api = mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, 1),
      [`POST /api${module.api.submit}`]: () => judged({ correct: false }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    await flush();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ujjwal' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await flush();
    expect(api.callsTo('GET', '/api/transliterate')).toHaveLength(0);
    expect(api.callsTo('POST', `/api${module.api.submit}`)[0]!.body).toMatchObject({ answer: 'ujjwal' });
  });

  it('paryayvachi refuses the same synonym twice with the reason, and sends nothing', async () => {
    const module = moduleByKey('paryayvachi');
    const api = mockApi({ [`GET /api${module.api.fetch}`]: () => served(module, 1) });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    await flush();
    fireEvent.change(screen.getByLabelText('पहला पर्यायवाची'), { target: { value: 'रवि' } });
    fireEvent.change(screen.getByLabelText('दूसरा पर्यायवाची'), { target: { value: ' रवि ' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(t.sameTwice);
    expect(api.callsTo('POST', `/api${module.api.submit}`)).toHaveLength(0);
  });

  it('an over-long answer is refused naming the limit', async () => {
    const module = moduleByKey('vakyaShudhi');
    const api = mockApi({ [`GET /api${module.api.fetch}`]: () => served(module, 1) });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    await flush();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'क'.repeat(ANSWER_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(`Keep your answer under ${ANSWER_MAX} characters.`);
    expect(api.callsTo('POST', `/api${module.api.submit}`)).toHaveLength(0);
  });
});

describe('results on a phone (issue 23 item 7)', () => {
  it('a long list of accepted answers shows three and "+N more", which shows them all', () => {
    const synonyms = Array.from({ length: 17 }, (_, i) => `पर्याय${i + 1}`);
    render(
      <MemoryRouter>
        <ResultsTable rows={[row({ prompt: 'जल', correctAnswers: synonyms, late: false })]} />
      </MemoryRouter>,
    );
    const cell = screen.getAllByRole('cell')[2]!;
    expect(cell.textContent).toBe('पर्याय1, पर्याय2, पर्याय3 +14 more');
    fireEvent.click(screen.getByRole('button', { name: '+14 more' }));
    expect(cell.textContent).toBe(`${synonyms.join(', ')} ${t.fewerAnswers}`);
  });

  it('an English prompt is marked English, so it wraps and hyphenates as English words', () => {
    render(
      <MemoryRouter>
        <ResultsTable rows={[row({ prompt: 'Memorandum', correctAnswers: ['ज्ञापन'] })]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('cell')[0]!.getAttribute('lang')).toBe('en');
  });
});
