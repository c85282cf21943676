import type { User } from '../../shared/api/auth';
import type { Bootstrap } from '../../shared/api/bootstrap';
import { checkAuth } from './auth';
import { ApiError, api } from './client';
import { lastBootstrap, rememberBootstrap } from './offline-copy';

/**
 * The first screen's one round trip (docs/product.md §10): main.tsx starts GET /api/bootstrap before
 * the app renders (index.html preloads it), and the session, the app config and home's settings
 * take their first answer from it. Each part is handed out once; a later ask (home opened
 * again) calls its own endpoint, as before. Where it was never started (component tests) or it
 * failed, every ask goes to its own endpoint.
 */
let started: Promise<Bootstrap> | undefined;
const handedOut = new Set<keyof Bootstrap>();

export function startBootstrap(): Promise<Bootstrap> {
  // Offline, the last answer stands in (app/api/offline-copy.ts): the learner stays themselves.
  started ??= api.get<Bootstrap>('/bootstrap').then(
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
  return started;
}

/** A call that answers from the bootstrap the first time it runs, from `own` afterwards. */
export function firstFromBootstrap<K extends keyof Bootstrap, T = Bootstrap[K]>(
  key: K,
  own: (signal?: AbortSignal) => Promise<T>,
  pick: (value: Bootstrap[K]) => T = (value) => value as unknown as T,
): (signal?: AbortSignal) => Promise<T> {
  return (signal) => {
    if (!started || handedOut.has(key)) return own(signal);
    handedOut.add(key);
    return started.then(
      (b) => pick(b[key]),
      () => own(signal),
    );
  };
}

/** GET /auth/check's answer, from the bootstrap at start. */
export const checkAuthAtStart: (
  signal?: AbortSignal,
) => Promise<{ isAuthenticated: boolean; user: User | null }> = firstFromBootstrap(
  'user',
  checkAuth,
  (user) => ({ isAuthenticated: !!user, user }),
);
