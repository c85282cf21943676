import { useSyncExternalStore } from 'react';
import { THEME_KEY } from '../lib/device-prefs';

/**
 * The look (docs/product.md §8): the system's light or dark, or one chosen in the profile and kept on
 * this device. <html data-theme> always holds the theme on screen ('light' or 'dark'), the one
 * place the stylesheet looks: /prefs.js (app/public) sets it from the same key and the system's
 * setting before the first paint, so neither theme flashes the other; this module keeps it in step.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const THEME_COLOR = { light: '#b45309', dark: '#14110e' } as const;

function saved(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

let choice: ThemeChoice = saved();
const listeners = new Set<() => void>();
const darkQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/** The theme on screen now: the chosen one, or the system's. */
export function effectiveTheme(which: ThemeChoice = choice): 'light' | 'dark' {
  if (which !== 'system') return which;
  return darkQuery()?.matches ? 'dark' : 'light';
}

function apply(): void {
  const theme = effectiveTheme();
  document.documentElement.dataset.theme = theme;
  const color = THEME_COLOR[theme];
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
    meta.content = color;
}

export function setThemeChoice(next: ThemeChoice): void {
  try {
    if (next === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, next);
  } catch {
    // Not kept: the choice holds for this visit.
  }
  choice = next;
  apply();
  for (const listener of listeners) listener();
}

/** Follows the system's setting while the choice is 'system' (the phone switching at night). */
export function watchSystemTheme(): void {
  apply();
  darkQuery()?.addEventListener?.('change', () => {
    apply();
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => `${choice}:${effectiveTheme()}`;

/** The choice and the theme on screen, re-rendering when either changes. */
export function useTheme(): { choice: ThemeChoice; theme: 'light' | 'dark' } {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [c, t] = value.split(':') as [ThemeChoice, 'light' | 'dark'];
  return { choice: c, theme: t };
}
