import { ApiError } from '../../api/client';
import { type AnswerState, isLate, saveAnswer } from '../../api/papers';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'unsaved' | 'failed';
export type DrainOutcome = 'saved' | 'unsaved' | 'late';

export interface SaverEvents {
  onStatus: (status: SaveStatus) => void;
  /** The server's clock, from each save's answer. */
  onSecondsLeft: (seconds: number) => void;
  /** The server has ended the attempt (409 late): nothing more can be saved. */
  onLate: () => void;
  /** The answers not yet saved, to keep in the tab across a reload. */
  onUnsaved: (unsaved: Record<string, AnswerState>) => void;
}

/** The server refused the answer itself (a question not in the paper, someone else's attempt): trying again would not help. */
const refused = (err: unknown) => err instanceof ApiError && [400, 403, 404, 409].includes(err.status);

/**
 * Saves a sitting's answers one call at a time, so they reach the server in the order given; a
 * question changed again before its call left sends only its latest state. An answer whose call
 * failed on the way (no network, a server error, a lost session) stays here and goes with the
 * learner's next step (`drain`).
 */
export function createAnswerSaver(attemptId: string, events: SaverEvents) {
  const unsaved = new Map<string, AnswerState>();
  let draining: Promise<DrainOutcome> | null = null;
  let ended = false;

  const report = () => events.onUnsaved(Object.fromEntries(unsaved));

  async function run(): Promise<DrainOutcome> {
    let failed = false;
    try {
      while (unsaved.size > 0 && !ended) {
        const [questionId, state] = unsaved.entries().next().value!;
        events.onStatus('saving');
        try {
          const { secondsLeft } = await saveAnswer(attemptId, questionId, state);
          if (unsaved.get(questionId) === state) unsaved.delete(questionId);
          report();
          events.onSecondsLeft(secondsLeft);
        } catch (err) {
          if (isLate(err)) {
            ended = true;
            unsaved.clear();
            report();
            events.onLate();
            return 'late';
          }
          if (!refused(err)) {
            events.onStatus('unsaved');
            return 'unsaved';
          }
          if (unsaved.get(questionId) === state) unsaved.delete(questionId);
          report();
          failed = true;
        }
      }
      if (ended) return 'late';
      events.onStatus(failed ? 'failed' : 'saved');
      return 'saved';
    } finally {
      // Cleared in the same turn the loop saw nothing left, so an answer given next starts a new run.
      draining = null;
    }
  }

  const drain = (): Promise<DrainOutcome> => {
    if (draining) return draining;
    if (ended) return Promise.resolve('late');
    if (unsaved.size === 0) return Promise.resolve('saved');
    // run() reaches its first call before it returns, so `draining` is set before its finally clears it.
    draining = run();
    return draining;
  };

  return {
    save(questionId: string, state: AnswerState): void {
      if (ended) return;
      unsaved.set(questionId, state);
      report();
      void drain();
    },
    /** Sends whatever is unsaved now: on each of the learner's steps, and before submitting. */
    drain,
    /** Answers kept from before a reload, to send again. */
    restore(kept: Record<string, AnswerState>): void {
      for (const [questionId, state] of Object.entries(kept)) unsaved.set(questionId, state);
      if (unsaved.size) void drain();
    },
    /** The attempt has ended (submitted, or time up): later answers go nowhere. */
    end(): void {
      ended = true;
    },
  };
}
export type AnswerSaver = ReturnType<typeof createAnswerSaver>;
