// @vitest-environment jsdom
import '../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paperTexts } from '../../../shared/api/papers';
import type { Attempt } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { setLanguage } from '../../i18n/lang';
import { type Call, mockApi } from '../../test/api-mock';
import {
  ATTEMPT_ID,
  answerPath,
  attemptPath,
  paperResult,
  renderPapers,
  runningAttempt,
} from '../../test/paper-fixtures';
import { advance, flush } from '../../test/quiz-fixtures';

const t = papersTexts.en;

/** GET answers the attempts in turn (the last one again after that); saves answer `save`. */
function serve(
  attempts: Attempt[],
  save: (questionId: string, body: unknown) => unknown = () => ({ saved: true, secondsLeft: 1500 }),
) {
  let served = 0;
  return mockApi({
    [`GET ${attemptPath}`]: () => attempts[Math.min(served++, attempts.length - 1)],
    [`POST ${attemptPath}/submit`]: () => paperResult(),
    ...Object.fromEntries(
      runningAttempt().questions.map((q) => [
        `PUT ${answerPath(q._id)}`,
        (call: Call) => save(q._id, call.body),
      ]),
    ),
  });
}

const heading = () => screen.getByRole('heading', { level: 2 });
const options = () => screen.getByRole('group', { name: /^Options for question/ });
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function click(name: string) {
  fireEvent.click(button(name));
  await flush();
}

async function choose(name: string) {
  fireEvent.click(radio(name));
  await flush();
}

async function openPalette() {
  if (button(t.palette).getAttribute('aria-expanded') !== 'true') await click(t.palette);
  return screen.getByRole('region', { name: t.palette });
}

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('sitting a paper', () => {
  it('shows one question at a time: its section, number, instruction, prompt and four lettered options as a radio group', async () => {
    serve([runningAttempt()]);
    await renderPapers();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सामान्य हिंदी अभ्यास प्रश्नपत्र 1');
    expect(screen.getByRole('timer').textContent).toBe('30:00');
    expect(heading().textContent).toContain('Q 1 / 5');
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeTruthy();
    expect(screen.getByText('विलोम शब्द').getAttribute('lang')).toBe('hi');
    expect(screen.getByText('निर्देश11').getAttribute('lang')).toBe('hi');
    expect(screen.getByText('प्रश्न11')).toBeTruthy();

    const group = options();
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).getByText('Options for question 1').tagName).toBe('LEGEND');
    expect(radio('उत्तर11-1').checked).toBe(false);
    expect(
      within(group)
        .getAllByText(/^[A-D]$/)
        .map((el) => el.textContent),
    ).toEqual(['A', 'B', 'C', 'D']);
    expect(button(t.previous).disabled).toBe(true);

    // A question without a prompt shows only its instruction.
    await click(t.saveNext);
    await click(t.saveNext);
    expect(screen.getByRole('heading', { name: 'Question 3 of 5' })).toBeTruthy();
    expect(screen.getByText('निर्देश13')).toBeTruthy();
    expect(document.querySelector('.prompt')).toBeNull();
  });

  it('saves an answer the moment it is chosen, one call with the choice, and takes the clock from the answer', async () => {
    const api = serve([runningAttempt()], () => ({ saved: true, secondsLeft: 600 }));
    await renderPapers();
    await choose('उत्तर11-1');
    const saves = api.callsTo('PUT', answerPath('11'));
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({ choice: 1, marked: false });
    expect(radio('उत्तर11-1').checked).toBe(true);
    expect(screen.getByText(t.saved)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('10:00');

    await choose('उत्तर11-3');
    expect(api.callsTo('PUT', answerPath('11')).map((c) => c.body)).toEqual([
      { choice: 1, marked: false },
      { choice: 3, marked: false },
    ]);
  });

  it('Mark for review toggles and saves the mark; Clear saves no choice and keeps the mark', async () => {
    const api = serve([runningAttempt()]);
    await renderPapers();
    const bodies = () => api.callsTo('PUT', answerPath('11')).map((c) => c.body);
    expect(button(t.clear).disabled).toBe(true);

    await click(t.mark);
    expect(button(t.mark).getAttribute('aria-pressed')).toBe('true');
    await choose('उत्तर11-0');
    await click(t.clear);
    expect(radio('उत्तर11-0').checked).toBe(false);
    await click(t.mark);
    expect(button(t.mark).getAttribute('aria-pressed')).toBe('false');
    expect(bodies()).toEqual([
      { choice: null, marked: true },
      { choice: 0, marked: true },
      { choice: null, marked: true },
      { choice: null, marked: false },
    ]);
  });

  it('the palette shows every state by colour and sign, names each button, has a legend, and jumps to a question', async () => {
    serve([
      runningAttempt({
        answers: {
          '13': { choice: null, marked: true },
          '21': { choice: 2, marked: false },
          '22': { choice: 1, marked: true },
        },
      }),
    ]);
    await renderPapers();
    await click(t.saveNext);
    expect(button(t.palette).getAttribute('aria-expanded')).toBe('false');
    const palette = await openPalette();
    expect(button(t.palette).getAttribute('aria-expanded')).toBe('true');

    const names = within(palette)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Question 1, not answered',
      'Question 2, not answered',
      'Question 3, marked for review',
      'Question 4, answered',
      'Question 5, answered, marked for review',
    ]);
    expect(button('Question 2, not answered').getAttribute('aria-current')).toBe('step');
    expect(button('Question 4, answered').className).toContain('palette__item--answered');
    expect(button('Question 5, answered, marked for review').className).toContain(
      'palette__item--answeredMarked',
    );
    // The sections head their questions; the legend says what each state looks like, with its count.
    expect(within(palette).getByRole('heading', { name: 'संधि' })).toBeTruthy();
    const legend = within(palette).getAllByRole('listitem').slice(-5);
    expect(legend.map((li) => li.textContent)).toEqual([
      '0Not visited: 0',
      '2Not answered: 2',
      '1Answered: 1',
      '1Marked for review: 1',
      '1Answered and marked for review: 1',
    ]);

    fireEvent.click(button('Question 4, answered'));
    await flush();
    expect(screen.queryByRole('region', { name: t.palette })).toBeNull();
    const shown = screen.getByRole('heading', { name: 'Question 4 of 5' });
    expect(document.activeElement).toBe(shown);
    expect(radio('उत्तर21-2').checked).toBe(true);
    expect(screen.getByText('संधि')).toBeTruthy();
  });

  it('a question left unseen stays "not visited" until shown', async () => {
    serve([runningAttempt()]);
    await renderPapers();
    const palette = await openPalette();
    expect(within(palette).getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
    expect(within(palette).getByRole('button', { name: 'Question 2, not visited' })).toBeTruthy();
    await click(t.saveNext);
    expect(screen.getByRole('heading', { name: 'Question 2 of 5' })).toBe(document.activeElement);
    const again = await openPalette();
    expect(within(again).getByRole('button', { name: 'Question 2, not answered' })).toBeTruthy();
  });

  it('Submit asks first, with how many questions are in each state; Back returns to the paper; Yes submits and shows the result', async () => {
    const api = serve([
      runningAttempt({
        answers: {
          '11': { choice: 0, marked: false },
          '12': { choice: 2, marked: true },
          '13': { choice: null, marked: true },
        },
      }),
    ]);
    await renderPapers();
    await click(t.saveNext);
    await click(t.saveNext);
    await click(t.saveNext);
    await click(t.submit);
    const dialog = screen.getByRole('dialog', { name: t.confirmTitle });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent?.trim());
    expect(rows).toEqual([
      'Not visited1',
      'Not answered1',
      'Answered1',
      'Marked for review1',
      'Answered and marked for review1',
    ]);
    expect(within(dialog).getByText(t.confirmMarked)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t.cancel }));

    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', `${attemptPath}/submit`)).toHaveLength(0);

    await click(t.submit);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    await flush();
    expect(api.callsTo('POST', `${attemptPath}/submit`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: t.result })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByText(t.timeUp)).toBeNull();
    expect(sessionStorage.getItem(`sopan.paper.${ATTEMPT_ID}`)).toBeNull();
  });

  it('does not submit while an answer is unsaved, and keeps the paper open when submitting fails', async () => {
    let down = true;
    const api = mockApi({
      [`GET ${attemptPath}`]: () => runningAttempt(),
      [`PUT ${answerPath('11')}`]: () =>
        down ? { status: 503, body: { message: 'busy' } } : { saved: true, secondsLeft: 1500 },
      [`POST ${attemptPath}/submit`]: () => ({ status: 503, body: { message: 'busy' } }),
    });
    await renderPapers();
    await choose('उत्तर11-1');
    await click(t.submit);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    await flush();
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(t.unsavedAtSubmit);
    expect(api.callsTo('POST', `${attemptPath}/submit`)).toHaveLength(0);

    down = false;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    await flush();
    // Tried on choosing, on opening Submit, on Yes, and on Yes again: each step retries.
    expect(api.callsTo('PUT', answerPath('11'))).toHaveLength(4);
    expect(api.callsTo('POST', `${attemptPath}/submit`)).toHaveLength(1);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(t.submitError);
    expect(radio('उत्तर11-1').checked).toBe(true);
  });

  it('a save after the deadline (409 late) says the time is up and shows the result', async () => {
    const api = serve([runningAttempt(), paperResult()], () => ({
      status: 409,
      body: { error: 'Conflict', message: paperTexts.late, late: true },
    }));
    await renderPapers();
    await choose('उत्तर11-2');
    expect(api.callsTo('GET', attemptPath)).toHaveLength(2);
    expect(screen.getByText(t.timeUp)).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.result })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('when the clock reaches nought, the paper is submitted and the result shown', async () => {
    vi.useFakeTimers();
    const api = serve([runningAttempt({ secondsLeft: 3 })]);
    await renderPapers();
    expect(screen.getByRole('timer').textContent).toBe('00:03');
    await advance(1000);
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    await advance(2000);
    await flush();
    expect(api.callsTo('POST', `${attemptPath}/submit`)).toHaveLength(1);
    expect(screen.getByText(t.timeUp)).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.result })).toBeTruthy();
  });

  it('keeps an answer that could not be sent, says so, and sends it with the next step', async () => {
    let fail = true;
    const api = serve([runningAttempt()], () =>
      fail ? { status: 503, body: { message: 'busy' } } : { saved: true, secondsLeft: 1500 },
    );
    await renderPapers();
    await choose('उत्तर11-2');
    expect(radio('उत्तर11-2').checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(t.unsaved);

    fail = false;
    await click(t.saveNext);
    const saves = api.callsTo('PUT', answerPath('11'));
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toEqual({ choice: 2, marked: false });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('without a connection, keeps the answer across a reload and resumes at the same question', async () => {
    const api = serve([runningAttempt()]);
    const view = await renderPapers();
    await click(t.saveNext);
    await click(t.saveNext);
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await choose('उत्तर13-0');
    expect(screen.getByRole('alert').textContent).toBe(t.unsaved);
    view.unmount();

    const again = serve([runningAttempt()]);
    await renderPapers();
    expect(screen.getByRole('heading', { name: 'Question 3 of 5' })).toBeTruthy();
    expect(radio('उत्तर13-0').checked).toBe(true);
    expect(again.callsTo('PUT', answerPath('13')).map((c) => c.body)).toEqual([{ choice: 0, marked: false }]);
    const palette = await openPalette();
    expect(within(palette).getByRole('button', { name: 'Question 2, not answered' })).toBeTruthy();
    expect(within(palette).getByRole('button', { name: 'Question 4, not visited' })).toBeTruthy();
  });

  it('a learner who comes back to an ended paper sees its result', async () => {
    serve([paperResult()]);
    await renderPapers();
    expect(screen.getByRole('heading', { name: t.result })).toBeTruthy();
    expect(screen.queryByText(t.timeUp)).toBeNull();
  });

  it('offers to try again when the paper cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [`GET ${attemptPath}`]: () =>
        fail
          ? { status: 404, body: { error: 'Not Found', message: paperTexts.attemptNotFound } }
          : runningAttempt(),
    });
    await renderPapers();
    expect(screen.getByRole('alert').textContent).toBe(paperTexts.attemptNotFound);
    fail = false;
    await click(t.retry);
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeTruthy();
  });

  it('speaks Hindi: the number, the letters क ख ग घ, the buttons and the palette', async () => {
    act(() => setLanguage('hi', { remember: false }));
    const hi = papersTexts.hi;
    serve([runningAttempt({ answers: { '11': { choice: 1, marked: true } } })]);
    await renderPapers();
    expect(heading().textContent).toContain('प्रश्न 1 / 5');
    expect(screen.getByRole('heading', { name: 'प्रश्न 1, कुल 5 में से' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'प्रश्न 1 के विकल्प' });
    expect(
      within(group)
        .getAllByText(/^[कखगघ]$/)
        .map((el) => el.textContent),
    ).toEqual(['क', 'ख', 'ग', 'घ']);
    for (const name of [hi.mark, hi.clear, hi.previous, hi.saveNext, hi.submit, hi.palette])
      expect(button(name)).toBeTruthy();
    fireEvent.click(button(hi.palette));
    await flush();
    expect(button('प्रश्न 1, उत्तर दिया, समीक्षा के लिए चिह्नित')).toBeTruthy();
    expect(button('प्रश्न 2, नहीं देखा')).toBeTruthy();
  });
});
