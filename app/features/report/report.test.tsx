// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportTexts as catalogue } from '../../i18n/catalogue/report';
import { moduleByKey } from '../../registry';
import { mockApi } from '../../test/api-mock';
import { advance, flush, judged, renderRound, served } from '../../test/quiz-fixtures';
import { ReportQuestion } from './ReportQuestion';

const reportTexts = catalogue.en;

const path = '/api/questions/antonym/5/report';

async function open() {
  render(<ReportQuestion moduleKey="antonym" questionId="5" />);
  fireEvent.click(screen.getByRole('button', { name: reportTexts.open }));
  await flush();
}
const send = () => fireEvent.click(screen.getByRole('button', { name: reportTexts.send }));

describe('reporting a question', () => {
  it('opens a form with the four reasons and an optional note, and sends them', async () => {
    const api = mockApi({
      [`POST ${path}`]: () => ({
        status: 201,
        body: { message: 'Thank you. An admin will look at this question.' },
      }),
    });
    await open();
    const group = screen.getByRole('group', { name: reportTexts.legend });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'wrong-answer',
      'typo',
      'unclear',
      'other',
    ]);
    expect(screen.getByLabelText(reportTexts.reasons['wrong-answer'])).toBeTruthy();
    fireEvent.click(screen.getByLabelText(reportTexts.reasons['wrong-answer']));
    fireEvent.change(screen.getByLabelText(reportTexts.note), { target: { value: ' रात भी सही है ' } });
    send();
    await flush();
    expect(api.callsTo('POST', path)[0]!.body).toEqual({ reason: 'wrong-answer', note: 'रात भी सही है' });
    expect(screen.getByRole('status').textContent).toBe('Thank you. An admin will look at this question.');
    // One report per question: the button does not come back.
    expect(screen.queryByRole('button', { name: reportTexts.open })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('asks for a reason before sending, and sends no empty note', async () => {
    const api = mockApi({ [`POST ${path}`]: () => ({ status: 201, body: { message: 'Thanks' } }) });
    await open();
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(reportTexts.chooseReason);
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByLabelText(reportTexts.reasons.typo));
    send();
    await flush();
    expect(api.callsTo('POST', path)[0]!.body).toEqual({ reason: 'typo' });
  });

  it('says the learner already reported it (409)', async () => {
    mockApi({
      [`POST ${path}`]: () => ({ status: 409, body: { error: 'Conflict', message: 'Already.' } }),
    });
    await open();
    fireEvent.click(screen.getByLabelText(reportTexts.reasons.unclear));
    send();
    await flush();
    expect(screen.getByRole('status').textContent).toBe(reportTexts.already);
    expect(screen.queryByRole('button', { name: reportTexts.open })).toBeNull();
  });

  it("shows the server's refusal (400) and keeps the form", async () => {
    mockApi({
      [`POST ${path}`]: () => ({
        status: 400,
        body: { error: 'Bad Request', message: 'Answer this question before reporting it.' },
      }),
    });
    await open();
    fireEvent.click(screen.getByLabelText(reportTexts.reasons.other));
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Answer this question before reporting it.');
    expect(screen.getByRole('button', { name: reportTexts.send })).toBeTruthy();
  });

  it('closes with Cancel, sending nothing', async () => {
    const api = mockApi({});
    await open();
    fireEvent.click(screen.getByRole('button', { name: reportTexts.cancel }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: reportTexts.open })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('reporting in a round', () => {
  it("offers Report after an answer; opening it holds the round's automatic advance until Next", async () => {
    vi.useFakeTimers();
    const module = moduleByKey('antonym');
    let n = 0;
    const api = mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, ++n),
      [`POST /api${module.api.submit}`]: () => judged({ correct: false, correctAnswers: ['रात'] }),
      'POST /api/questions/antonym/1/report': () => ({ status: 201, body: { message: 'Thanks!' } }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    expect(screen.queryByRole('button', { name: reportTexts.open })).toBeNull();
    fireEvent.change(screen.getByLabelText('Antonym'), { target: { value: 'शाम' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: reportTexts.open }));
    await advance(10_000);
    expect(api.callsTo('GET', `/api${module.api.fetch}`)).toHaveLength(1);
    fireEvent.click(screen.getByLabelText(reportTexts.reasons['wrong-answer']));
    send();
    await flush();
    expect(api.callsTo('POST', '/api/questions/antonym/1/report')).toHaveLength(1);
    expect(screen.getByText('Thanks!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await flush();
    expect(api.callsTo('GET', `/api${module.api.fetch}`)).toHaveLength(2);
  });
});
