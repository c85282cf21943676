/**
 * The device's own preferences outlive a logout: docs/spec.md §4.4 clears local storage of the
 * session, not of how the phone is set up.
 */
export const LANGUAGE_KEY = 'sopan:language';
export const THEME_KEY = 'sopan:theme';
export const INSTALL_DISMISSED_KEY = 'sopan:installDismissed';
const KEPT = [LANGUAGE_KEY, THEME_KEY, INSTALL_DISMISSED_KEY];

/** Clears local storage (logout, a 401, a deleted account), keeping the device's preferences. */
export function clearSessionStorage(): void {
  try {
    const keep = KEPT.flatMap((key) => {
      const value = localStorage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    localStorage.clear();
    for (const [key, value] of keep) localStorage.setItem(key, value);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
