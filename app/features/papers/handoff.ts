import type { RunningAttempt } from '../../api/papers';

/**
 * The attempt the list has just started, handed to the paper screen so it need not ask the server
 * again (a round trip on a slow network). Taken once; a reload or a later visit asks the server.
 */
let started: { attempt: RunningAttempt; at: number } | undefined;
const FRESH_MS = 30_000;

export function handOff(attempt: RunningAttempt): void {
  started = { attempt, at: Date.now() };
}

export function takeStarted(attemptId: string): RunningAttempt | undefined {
  const handed = started;
  started = undefined;
  if (!handed || handed.attempt._id !== attemptId) return undefined;
  const elapsed = Math.floor((Date.now() - handed.at) / 1000);
  if (elapsed * 1000 > FRESH_MS) return undefined;
  return { ...handed.attempt, secondsLeft: Math.max(0, handed.attempt.secondsLeft - elapsed) };
}
