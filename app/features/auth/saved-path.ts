/**
 * The path a logged-out visitor wanted (docs/spec.md §2.1). Kept in sessionStorage: it survives
 * the login page's reload but not the tab, and the 401 handler's clearing of localStorage.
 */
const KEY = 'sopan:savedPath';

const PUBLIC_ONLY = ['/login', '/register', '/forgot-password', '/reset-password'];
/** A path on this site: `//host` and `/\host` are other sites to a browser, so they are not returned to. */
const isReturnable = (path: string) =>
  /^\/(?![/\\])/.test(path) && !PUBLIC_ONLY.some((p) => path.startsWith(p));

export function savePath(path: string): void {
  if (isReturnable(path)) sessionStorage.setItem(KEY, path);
}

export function peekSavedPath(): string | null {
  return sessionStorage.getItem(KEY);
}

/** After login: the saved path, otherwise the page they came from, otherwise /. */
export function takeReturnPath(cameFrom: string | undefined): string {
  const saved = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (saved && isReturnable(saved)) return saved;
  if (cameFrom && isReturnable(cameFrom)) return cameFrom;
  return '/';
}

export function forgetSavedPath(): void {
  sessionStorage.removeItem(KEY);
}
