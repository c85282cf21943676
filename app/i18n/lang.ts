import { useSyncExternalStore } from 'react';
import { isLanguage, type Language, languageFromBrowser } from '../../shared/api/language';
import { LANGUAGE_KEY } from '../lib/device-prefs';

export type { Language };

/** The visitor's choice on this device (docs/product.md §8); an account's choice is on the account. */
export { LANGUAGE_KEY };

function saved(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function fromBrowser(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return languageFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

let current: Language = saved() ?? fromBrowser();
const listeners = new Set<() => void>();

const TITLES: Record<Language, string> = { hi: 'सोपान', en: 'Sopan — सोपान' };

function apply(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = TITLES[language];
}
apply(current);

/** The interface language now: for code outside components (toasts, the API client). */
export const currentLanguage = (): Language => current;

/** Whether this device has chosen (the first-visit chooser is then not shown again). */
export const languageChosen = (): boolean => saved() !== null;

/**
 * Switches the interface language, sets `<html lang>`, and (unless `remember: false`, an
 * account's language arriving with the session) keeps it on this device.
 */
export function setLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): void {
  if (remember)
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // A private window may refuse storage: the choice holds for this visit.
    }
  if (language === current) return;
  current = language;
  apply(language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with the new language whenever it changes. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  return subscribe(() => listener(current));
}

/** The interface language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
