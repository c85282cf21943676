import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ServedQuestion } from '../api/quiz';
import { QuizRound } from '../features/quiz/QuizRound';
import type { ClientModule } from '../registry';

/** A served question of a module: its prompt fields filled in (options for MCQ). */
export function servedQuestion(module: ClientModule, id: number): ServedQuestion {
  const q: ServedQuestion = { _id: String(id) };
  module.promptFields.forEach((f, i) => {
    q[f] = f === 'options' ? [`क${id}`, `ख${id}`, `ग${id}`] : i === 0 ? `प्रश्न${id}` : `शब्द${id}`;
  });
  return q;
}

export function renderRound(module: ClientModule, options: { seconds?: number; pro?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <QuizRound
        module={module}
        seconds={options.seconds ?? 60}
        pro={options.pro ?? false}
        vakyaShudhiPerDay={2}
        onLogout={() => {}}
      />
    </MemoryRouter>,
  );
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
