/**
 * Issue 24 items 1 and 14 at the estimator itself (docs/decisions/007, "The strength estimator off
 * the event loop"): a burst beyond the thread's queue is refused at once with 503 and Retry-After,
 * and the operators' rule (passwordRuleProblem) refuses a password over 128 characters before the
 * estimator sees it.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { authTexts, PASSWORD_MAX } from '../../shared/api/auth';
import { HttpError } from '../http-errors';
import { MAX_WAITING, passwordProblem, passwordRuleProblem } from './password-strength';

type Outcome = { problem: string | null } | { error: unknown };
const outcome = (check: Promise<string | null>): Promise<Outcome> =>
  check.then(
    (problem) => ({ problem }),
    (error: unknown) => ({ error }),
  );

it('with more than 8 checks waiting, the next is refused with 503 and Retry-After at once; the queue drains and answers again', async () => {
  // Asked in one synchronous run: the thread's answers reach this thread only through its event
  // loop, so none of the first checks can finish before the last is asked. No slow estimator needed.
  const passwords = Array.from({ length: MAX_WAITING + 3 }, (_, i) => `violet kettle orbit ${i} harbour`);
  const settled = await Promise.all(passwords.map((p) => outcome(passwordProblem(p))));

  const accepted = settled.slice(0, MAX_WAITING + 1);
  const refused = settled.slice(MAX_WAITING + 1);
  expect(MAX_WAITING).toBe(8);
  // One judged and eight waiting: all nine answered by the estimator (strong passphrases).
  expect(accepted).toEqual(Array(MAX_WAITING + 1).fill({ problem: null }));
  expect(refused).toHaveLength(2);
  for (const r of refused) {
    expect('error' in r && r.error).toBeInstanceOf(HttpError);
    const error = (r as { error: HttpError }).error;
    expect(error).toMatchObject({
      statusCode: 503,
      message: authTexts.busy,
      headers: { 'retry-after': '5' },
    });
  }

  // Drained: the next check is judged again (a weak one, so the answer is the estimator's own).
  expect(await passwordProblem('violet kettle orbit harbour')).toBeNull();
  expect(await passwordProblem('password1234')).toMatch(/^This password is too easy to guess\./);
});

it('the operators’ rule refuses a password over 128 characters with the length reason; 128 is judged', async () => {
  const atMax = randomBytes(PASSWORD_MAX).toString('base64').slice(0, PASSWORD_MAX);
  expect(atMax).toHaveLength(128);
  expect(await passwordRuleProblem(`${atMax}Q`, { email: 'kiran@example.com' })).toBe(
    'Password must be at most 128 characters.',
  );
  expect(await passwordRuleProblem(atMax, { email: 'kiran@example.com' })).toBeNull();
});
