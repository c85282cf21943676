import type { User } from '../../shared/api/auth';
import type { Bootstrap } from '../../shared/api/bootstrap';
import { BOOTSTRAP_ELEMENT } from '../../shared/first-screens';
import { firstFromStart, fromPage, type StartCall, startedAtStart } from './at-start';
import { checkAuth } from './auth';
import { ApiError, api } from './client';
import { lastBootstrap, rememberBootstrap } from './offline-copy';

/**
 * The first screen's one round trip (docs/product.md §10): the server's page holds GET
 * /api/bootstrap's answer (a page from the service worker's cache preloads the call instead),
 * main.tsx takes it before the app renders, and the session, the app config and home's settings
 * take their first answer from it. Each part is handed out once; a later ask (home opened
 * again) calls its own endpoint, as before. Where it was never started (component tests) or it
 * failed, every ask goes to its own endpoint.
 */
let started: Promise<Bootstrap> | undefined;
const BOOTSTRAP = '/bootstrap';

export function startBootstrap(): Promise<Bootstrap> {
  if (started) return started;
  const given = fromPage<Bootstrap>(BOOTSTRAP_ELEMENT);
  // Offline, the last answer stands in (app/api/offline-copy.ts): the learner stays themselves.
  started = (given ? Promise.resolve(given) : api.get<Bootstrap>(BOOTSTRAP)).then(
    (value) => {
      rememberBootstrap(value);
      return value;
    },
    (err: unknown) => {
      const last = err instanceof ApiError && err.status === 0 ? lastBootstrap() : null;
      if (last) return last;
      throw err;
    },
  );
  // An unused failure is not an error: each part then asks its own endpoint.
  started.catch(() => undefined);
  return startedAtStart(BOOTSTRAP, started);
}

/** A call that answers from the bootstrap the first time it runs, from `own` afterwards. */
export function firstFromBootstrap<K extends keyof Bootstrap, T = Bootstrap[K]>(
  key: K,
  own: (signal?: AbortSignal) => Promise<T>,
  pick: (value: Bootstrap[K]) => T = (value) => value as unknown as T,
): StartCall<T> {
  return firstFromStart<Bootstrap, T>(BOOTSTRAP, `${BOOTSTRAP}:${key}`, own, (b) => pick(b[key]));
}

/** GET /auth/check's answer, from the bootstrap at start. */
export const checkAuthAtStart: StartCall<{ isAuthenticated: boolean; user: User | null }> =
  firstFromBootstrap('user', checkAuth, (user) => ({ isAuthenticated: !!user, user }));
