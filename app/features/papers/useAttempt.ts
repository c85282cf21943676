import { useEffect, useState } from 'react';
import { getAttempt, type PaperResult, type RunningAttempt } from '../../api/papers';
import { takeStarted } from './handoff';
import type { EndedHow } from './usePaperSitting';

export type AttemptView =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'running'; attempt: RunningAttempt }
  /** `ended`: it ended on this screen just now (the learner submitted, or the time ran out). */
  | { kind: 'result'; result: PaperResult; ended: EndedHow | null };

/**
 * The attempt at /papers/attempt/:id: the one the list just started, else the server's (a reload or
 * Back resumes it, or shows its result once it has ended); then its result when the sitting ends.
 */
export function useAttempt(attemptId: string) {
  const [view, setView] = useState<AttemptView>(() => {
    const started = takeStarted(attemptId);
    return started ? { kind: 'running', attempt: started } : { kind: 'loading' };
  });
  const [round, setRound] = useState(0);
  const needsFetch = view.kind === 'loading';

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again after an error.
  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    getAttempt(attemptId, controller.signal).then(
      (attempt) => {
        if (controller.signal.aborted) return;
        setView(
          attempt.status === 'running'
            ? { kind: 'running', attempt }
            : { kind: 'result', result: attempt, ended: null },
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setView({ kind: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attemptId, needsFetch, round]);

  return {
    view,
    retry: () => {
      setView({ kind: 'loading' });
      setRound((r) => r + 1);
    },
    ended: (result: PaperResult, how: EndedHow) => setView({ kind: 'result', result, ended: how }),
  };
}
