import type { User } from '../../shared/api/auth';
import type { Bootstrap } from '../../shared/api/bootstrap';

/**
 * The last bootstrap answer (docs/product.md §8): offline, a learner opening the app is still
 * themselves, with their home, instead of a visitor. Kept in localStorage, which a logout, a
 * 401 or a deleted account clears.
 */
const KEY = 'sopan:lastBootstrap';

export function rememberBootstrap(value: Bootstrap): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or refused: offline, the app then starts as a visitor.
  }
}

export function lastBootstrap(): Bootstrap | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Bootstrap) : null;
  } catch {
    return null;
  }
}

/** The session's user changed (login, profile, language): the copy follows. */
export function rememberUser(user: User | null): void {
  const last = lastBootstrap();
  if (last) rememberBootstrap({ ...last, user });
}
