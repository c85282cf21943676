import type { User } from '../../shared/api/auth';
import type { Bootstrap } from '../../shared/api/bootstrap';

/**
 * The last bootstrap answer (docs/product.md §8): offline, a learner opening the app is still
 * themselves, with their home, instead of a visitor. Kept in localStorage, which a logout, a
 * 401 or a deleted account clears — but a session that simply expires leaves it there, so it
 * keeps only what an offline start shows: the first name, the rights and the language, never the
 * e-mail, the phone or the last name (docs/product.md §5, second pass).
 */
const KEY = 'sopan:lastBootstrap';

const offlineUser = (user: User | null): User | null =>
  user && { ...user, email: '', lastName: '', phone: '' };

export function rememberBootstrap(value: Bootstrap): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...value, user: offlineUser(value.user) }));
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
