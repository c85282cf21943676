import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { FetchAnswer, ServedQuestion, SubmitAnswer } from '../api/quiz';
import { QuizRound } from '../features/quiz/QuizRound';
import type { ClientModule } from '../registry';
import { MemoryRouter } from '../routes/router';

type FetchServed = Extract<FetchAnswer, { question: unknown }>;

/** A served question of a module: its prompt fields filled in (options for MCQ). */
export function servedQuestion(module: ClientModule, id: number): ServedQuestion {
  const q: ServedQuestion = { _id: String(id) };
  module.promptFields.forEach((f, i) => {
    q[f] = f === 'options' ? [`क${id}`, `ख${id}`, `ग${id}`] : i === 0 ? `प्रश्न${id}` : `शब्द${id}`;
  });
  return q;
}

/** A served question's fetch answer, with the full minute left unless told otherwise. */
export function served(module: ClientModule, id: number, extra: Partial<Omit<FetchServed, 'question'>> = {}) {
  return {
    question: servedQuestion(module, id),
    lastQuestion: false,
    attempted: id - 1,
    limit: 10,
    secondsLeft: 60,
    ...extra,
  } satisfies FetchServed;
}

/** A submit answer: right, on time, without an explanation unless told otherwise. */
export function judged(extra: Partial<SubmitAnswer> = {}): SubmitAnswer {
  return {
    correct: true,
    correctAnswers: ['सही'],
    alreadyAnswered: false,
    lastQuestion: false,
    late: false,
    explanation: null,
    ...extra,
  };
}

/** Renders a module's round and lets it ask whether the module is already over today. */
export async function renderRound(module: ClientModule, options: { seconds?: number; pro?: boolean } = {}) {
  const rendered = render(
    <MemoryRouter>
      <QuizRound
        module={module}
        seconds={options.seconds ?? 60}
        pro={options.pro ?? false}
        config={{
          VAKYA_SHUDHI_QUESTIONS_PER_DAY: 2,
          contact: { email: '', phone: '', address: '' },
          allowDesktop: false,
        }}
        onLogout={() => {}}
      />
    </MemoryRouter>,
  );
  await flush();
  return rendered;
}

/** Lets the mocked calls answer and React render, without moving the clock. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      else await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}

export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
