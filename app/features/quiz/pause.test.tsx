// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleTexts } from '../../../shared/modules/texts';
import { type ClientModule, type ModuleKey, modules } from '../../registry';
import { mockApi } from '../../test/api-mock';
import { advance, flush, renderRound, servedQuestion } from '../../test/quiz-fixtures';

const en = moduleTexts.en;

/** docs/spec.md §4.2's pause table for the spec's modules, as the registry records it. */
const expectedPause: Partial<Record<ModuleKey, number | null>> = {
  administrativeVocabulary: 1000,
  upsarg: null,
  pratyay: 1200,
  paryayvachi: 1200,
  vakyaShudhi: 1200,
  shabdShudhi: 1500,
  antonym: 1500,
  sandhiViched: 1500,
  sandhi: null,
  mcq: 1500,
  oneWordForMany: 1500,
};

function answerQuestion(module: ClientModule): void {
  const input = module.input;
  if (input.kind === 'text')
    fireEvent.change(screen.getByLabelText(en[input.label]), { target: { value: 'उत्तर' } });
  if (input.kind === 'pair')
    for (const [i, label] of input.labels.entries())
      fireEvent.change(screen.getByLabelText(en[label]), { target: { value: `भाग${i + 1}` } });
  if (input.kind === 'choice') fireEvent.click(screen.getByRole('radio', { name: 'ख1' }));
}

function serveTwo(module: ClientModule) {
  let served = 0;
  return mockApi({
    [`GET /api${module.api.fetch}`]: () => {
      served++;
      return {
        question: servedQuestion(module, served),
        lastQuestion: false,
        attempted: served - 1,
        limit: 10,
        secondsLeft: 60,
      };
    },
    [`POST /api${module.api.submit}`]: () => ({
      correct: true,
      correctAnswers: ['सही'],
      alreadyAnswered: false,
      lastQuestion: false,
    }),
  });
}

describe('the pause before the next question', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('is the table of §4.2 in the registry', () => {
    const spec = Object.keys(expectedPause);
    expect(
      Object.fromEntries(modules.filter((m) => spec.includes(m.key)).map((m) => [m.key, m.pauseMs])),
    ).toEqual(expectedPause);
  });

  for (const module of modules) {
    it(`${module.key}: ${module.pauseMs === null ? 'waits for Next' : `fetches the next question after ${module.pauseMs} ms`}`, async () => {
      const api = serveTwo(module);
      const fetches = () => api.callsTo('GET', `/api${module.api.fetch}`).length;
      await renderRound(module);
      fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
      await flush();
      expect(screen.getByText(/प्रश्न1/)).toBeTruthy();
      answerQuestion(module);
      fireEvent.click(
        screen.getByRole('button', { name: module.input.kind === 'choice' ? 'Next' : 'Submit' }),
      );
      await flush();
      expect(screen.getByText(en[module.texts.correct])).toBeTruthy();
      // The answer sent carries the module's id field and the learner's answer; the server judges.
      const sent = api.callsTo('POST', `/api${module.api.submit}`)[0]!.body as Record<string, unknown>;
      expect(sent[module.idField]).toBe('1');
      expect(fetches()).toBe(1);

      if (module.pauseMs === null) {
        await advance(10_000);
        expect(fetches()).toBe(1);
        fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
        await flush();
      } else {
        await advance(module.pauseMs - 1);
        expect(fetches()).toBe(1);
        await advance(1);
        await flush();
      }
      expect(fetches()).toBe(2);
      expect(screen.getByText(/प्रश्न2/)).toBeTruthy();
    });
  }

  it('keeps Submit disabled while the answer is being sent, and ignores a second submit', async () => {
    const module = modules.find((m) => m.key === 'oneWordForMany')!;
    let release: () => void = () => {};
    mockApi({
      [`GET /api${module.api.fetch}`]: () => ({
        question: servedQuestion(module, 1),
        lastQuestion: false,
        attempted: 0,
        limit: 10,
        secondsLeft: 60,
      }),
      [`POST /api${module.api.submit}`]: () => ({
        correct: false,
        correctAnswers: ['एकपद'],
        alreadyAnswered: false,
        lastQuestion: false,
      }),
    });
    const slow = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve({
              ok: true,
              status: 200,
              statusText: 'OK',
              headers: new Headers({ 'content-type': 'application/json' }),
              text: async () =>
                JSON.stringify({
                  correct: false,
                  correctAnswers: ['एकपद'],
                  alreadyAnswered: false,
                  lastQuestion: false,
                }),
            } as Response);
        }),
    );
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', slow);
    answerQuestion(module);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    fireEvent.click(submit);
    await flush();
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('button', { name: 'Sending…' }).closest('form')!);
    expect(slow).toHaveBeenCalledTimes(1);
    release();
    await flush();
    vi.stubGlobal('fetch', realFetch);
    expect(screen.getByText('❌ Incorrect. Correct answer: एकपद')).toBeTruthy();
  });
});
