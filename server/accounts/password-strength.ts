import { Worker } from 'node:worker_threads';
import { authTexts, newPassword } from '../../shared/api/auth';
import { HttpError } from '../http-errors';
import { fromRoot } from '../paths';

/** docs/product.md §5: zxcvbn's score of 3 ("safely unguessable", about 10^8 guesses) or better. */
export const MIN_SCORE = 3;
/**
 * Passwords waiting for the estimator beyond this are refused with 503 at once: a burst of long
 * passwords then costs its senders a retry instead of costing everyone a queue (decision 007).
 */
export const MAX_WAITING = 8;

const PERSONAL = 'There should not be any personal or page related data.';
/** zxcvbn's warnings said the way a learner reads them. */
const OUR_WORDS: Record<string, string> = {
  [PERSONAL]: 'It uses your name, e-mail, phone or the app’s name.',
};

/** Made of the account's own words with digits or symbols between them (seemaverma2024!). */
function onlyPersonal(password: string, userInputs: string[]): boolean {
  let rest = password.toLowerCase();
  for (const word of [...userInputs].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(word, ' ');
  return rest !== password.toLowerCase() && !/\p{L}/u.test(rest);
}

interface Estimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}
type Pending = { resolve: (e: Estimate) => void; reject: (e: Error) => void };

/**
 * One estimator thread for the process, started on first use (about 100 ms, a few MB of
 * dictionaries) and never keeping the process alive. Requests are answered in order; a crash
 * fails the waiting ones and the next request starts a new thread.
 */
class StrengthThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  estimate(password: string, userInputs: string[]): Promise<Estimate> {
    if (this.pending.size > MAX_WAITING)
      return Promise.reject(new HttpError(503, authTexts.busy, { 'retry-after': '5' }));
    const worker = this.start();
    const id = ++this.nextId;
    return new Promise<Estimate>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, userInputs });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(fromRoot('server/accounts/strength-worker.mjs'));
    worker.unref();
    worker.on('message', (m: Estimate & { id: number; error?: string }) => {
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error) waiting?.reject(new Error(m.error));
      else waiting?.resolve(m);
    });
    const fail = (err: Error) => {
      this.worker = undefined;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password strength thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

const thread = new StrengthThread();

/** Words a password must not lean on: the learner's own details and the app's name. */
export function personalWords(details: {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}): string[] {
  const local = details.email?.split('@')[0] ?? '';
  return [
    'sopan',
    'सोपान',
    details.email ?? '',
    local,
    ...local.split(/[._+-]+/),
    details.firstName ?? '',
    details.lastName ?? '',
    details.phone ?? '',
  ]
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length >= 3);
}

/**
 * Why a password is refused, or null when it is strong enough. The length rule is the shared
 * zod schema's (shared/api/auth.ts); this is the server's second, offline check, run on its own
 * thread so that no password, however long, holds up other requests.
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  const result = onlyPersonal(password, userInputs)
    ? { score: 0, warning: PERSONAL, suggestions: ['Add more words that are less common.'] }
    : await thread.estimate(password, userInputs);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result;
  const reason = [warning && (OUR_WORDS[warning] ?? warning), ...suggestions].filter(Boolean).join(' ');
  return authTexts.weakPassword(reason || 'Add another word or two that are less common.');
}

/** The whole rule, length first, for the operators' tools (ADMIN_PASSWORD, `npm run user`). */
export async function passwordRuleProblem(
  password: string,
  details: Parameters<typeof personalWords>[0],
): Promise<string | null> {
  const length = newPassword.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? 'Invalid password.';
  return passwordProblem(password, personalWords(details));
}
