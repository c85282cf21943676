// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { twoAnswersMessage } from '../../../shared/modules/paryayvachi';
import { quizTexts as catalogue } from '../../i18n/catalogue/quiz';
import { moduleByKey } from '../../registry';
import { mockApi } from '../../test/api-mock';
import { flush, judged, renderRound, served, servedQuestion } from '../../test/quiz-fixtures';

const quizTexts = catalogue.en;

describe('answers are checked before they are sent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("paryayvachi wants exactly two answers: 'Please enter exactly 2 answers.'", async () => {
    expect(quizTexts.twoAnswers).toBe(twoAnswersMessage);
    const module = moduleByKey('paryayvachi');
    const api = mockApi({
      [`GET /api${module.api.fetch}`]: () => ({
        question: servedQuestion(module, 1),
        lastQuestion: false,
        attempted: 0,
        limit: 10,
        secondsLeft: 60,
      }),
      [`POST /api${module.api.submit}`]: () => ({
        correct: true,
        correctAnswers: ['रवि', 'दिनकर'],
        alreadyAnswered: false,
        lastQuestion: false,
      }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    fireEvent.change(screen.getByLabelText('पहला पर्यायवाची'), { target: { value: 'रवि' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(twoAnswersMessage);
    expect(api.callsTo('POST', `/api${module.api.submit}`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('दूसरा पर्यायवाची'), { target: { value: ' दिनकर ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(api.callsTo('POST', `/api${module.api.submit}`)[0]!.body).toEqual({
      id: '1',
      selected: ['रवि', 'दिनकर'],
    });
  });

  it('paryayvachi marks each box: one right synonym and one wrong', async () => {
    const module = moduleByKey('paryayvachi');
    mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, 1),
      [`POST /api${module.api.submit}`]: () =>
        judged({ correct: false, correctAnswers: ['रवि', 'दिनकर', 'सूर्य'], perAnswer: [true, false] }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    fireEvent.change(screen.getByLabelText('पहला पर्यायवाची'), { target: { value: 'रवि' } });
    fireEvent.change(screen.getByLabelText('दूसरा पर्यायवाची'), { target: { value: 'चंद्र' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByLabelText(/पहला पर्यायवाची/).closest('.field')!.className).toContain('field--right');
    expect(screen.getByLabelText(/दूसरा पर्यायवाची/).closest('.field')!.className).toContain('field--wrong');
    expect(screen.getByText('पहला पर्यायवाची', { exact: false }).textContent).toBe('पहला पर्यायवाची ✔right');
    expect(screen.getByText('दूसरा पर्यायवाची', { exact: false }).textContent).toBe('दूसरा पर्यायवाची ✘wrong');
    expect(screen.getByText(quizTexts.partlyRight(1, 2))).toBeTruthy();
  });

  it('a blank answer sends nothing; MCQ needs an option picked', async () => {
    const module = moduleByKey('mcq');
    mockApi({
      [`GET /api${module.api.fetch}`]: () => ({
        question: servedQuestion(module, 1),
        lastQuestion: true,
        attempted: 9,
        limit: 10,
        secondsLeft: 60,
      }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    // The last question's button reads Finish (§4.2).
    const finish = screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'ग1' }));
    expect(finish.disabled).toBe(false);
    expect(screen.getByText(quizTexts.lastQuestion)).toBeTruthy();
  });
});
