/**
 * The device's own preferences (interface language, theme, a dismissed install prompt) outlive
 * a logout: SPEC.md §4.4 clears local storage of the session, not of how the phone is set up.
 */
const kept = new Set<string>();

/** Registers a localStorage key that clearSessionStorage() leaves in place. */
export function keepAcrossLogout(key: string): void {
  kept.add(key);
}

/** Clears local storage (logout, a 401, a deleted account), keeping the device's preferences. */
export function clearSessionStorage(): void {
  try {
    const keep = [...kept].flatMap((key) => {
      const value = localStorage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    localStorage.clear();
    for (const [key, value] of keep) localStorage.setItem(key, value);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
