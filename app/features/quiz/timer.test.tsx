// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quizTexts as catalogue } from '../../i18n/catalogue/quiz';
import { moduleByKey } from '../../registry';
import { mockApi } from '../../test/api-mock';
import { advance, flush, renderRound, served } from '../../test/quiz-fixtures';
import { Countdown } from './Countdown';
import { formatTime } from './format-time';

const quizTexts = catalogue.en;

const clock = () => screen.getByRole('timer');
const warning = () => clock().closest('.clock')!.getAttribute('data-warning');

function serve(key: Parameters<typeof moduleByKey>[0], secondsLeft: number) {
  const module = moduleByKey(key);
  const api = mockApi({
    [`GET /api${module.api.fetch}`]: () => served(module, 1, { secondsLeft }),
    [`POST /api/quizday/${module.api.dayDone}/daydone`]: () => ({ message: 'Done for today.' }),
  });
  return { module, api };
}

describe('the quiz clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows minutes:seconds', () => {
    expect([60, 5, 0, 75, 600, -3].map(formatTime)).toEqual([
      '1:00',
      '0:05',
      '0:00',
      '1:15',
      '10:00',
      '0:00',
    ]);
  });

  it('is highlighted at 10 seconds or less', () => {
    const { rerender } = render(<Countdown secondsLeft={11} />);
    expect(clock().textContent).toBe('0:11');
    expect(warning()).toBe('false');
    rerender(<Countdown secondsLeft={10} />);
    expect(warning()).toBe('true');
  });

  it("ticks once a second from the server's secondsLeft, not a fresh minute, and ends a free learner's round at zero", async () => {
    const { module, api } = serve('antonym', 12);
    await renderRound(module, { seconds: 60 });
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    expect(clock().textContent).toBe('0:12');
    await advance(1000);
    expect(clock().textContent).toBe('0:11');
    expect(warning()).toBe('false');
    await advance(1000);
    expect(clock().textContent).toBe('0:10');
    expect(warning()).toBe('true');
    await advance(10_000);
    await flush();
    expect(screen.getByText(quizTexts.timeUp)).toBeTruthy();
    // The results are asked for after the day-done marker has recorded the time-out.
    expect(api.calls.map((c) => c.path).slice(-2)).toEqual([
      `/api/quizday/${module.api.dayDone}/daydone`,
      `/api/me/today/${module.key}`,
    ]);
    expect(screen.queryByText(/प्रश्न1/)).toBeNull();
    expect(api.callsTo('POST', `/api/quizday/${module.api.dayDone}/daydone`)).toHaveLength(1);
    expect(screen.getByText(quizTexts.noAnswers)).toBeTruthy();
  });

  it('does not cut a pro learner off', async () => {
    const { module, api } = serve('mcq', 5);
    await renderRound(module, { seconds: 5, pro: true });
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    await advance(8000);
    expect(clock().textContent).toBe('0:00');
    expect(screen.getByText(/प्रश्न1/)).toBeTruthy();
    expect(screen.queryByText(quizTexts.timeUp)).toBeNull();
    expect(api.callsTo('POST', `/api/quizday/${module.api.dayDone}/daydone`)).toHaveLength(0);
  });

  it('starts again with every question', async () => {
    const module = moduleByKey('shabdShudhi');
    let n = 0;
    mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, ++n, { secondsLeft: 30 }),
      [`POST /api${module.api.submit}`]: () => ({
        correct: true,
        correctAnswers: ['क'],
        alreadyAnswered: false,
        lastQuestion: false,
      }),
    });
    await renderRound(module, { seconds: 30 });
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    await advance(7000);
    expect(clock().textContent).toBe('0:23');
    fireEvent.change(screen.getByLabelText('Correct spelling'), { target: { value: 'शुद्ध' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    await advance(module.pauseMs!);
    await flush();
    expect(screen.getByText(/प्रश्न2/)).toBeTruthy();
    expect(clock().textContent).toBe('0:30');
  });
});
