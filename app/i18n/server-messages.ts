import { currentLanguage, type Language, onLanguageChange } from './lang';

/**
 * The server answers in English (docs/product.md §8). In the Hindi interface its messages are shown
 * in Hindi: the tables (app/i18n/server-messages-hi.ts, about 7 KB) load when Hindi is on, so an
 * English first load never fetches them.
 */
let hindi: ((message: string) => string | undefined) | undefined;
let loading: Promise<void> | undefined;

export function loadServerMessages(): Promise<void> {
  loading ??= import('./server-messages-hi').then(
    (m) => {
      hindi = m.inHindi;
    },
    () => {
      // Offline before the chunk was cached: the screens' own texts stand in; try again later.
      loading = undefined;
    },
  );
  return loading;
}

/** Loads the Hindi tables now if the interface is Hindi, and whenever it turns Hindi. */
export function prepareServerMessages(): void {
  if (currentLanguage() === 'hi') void loadServerMessages();
  onLanguageChange((language) => {
    if (language === 'hi') void loadServerMessages();
  });
}

/**
 * A server message in the interface language: English as the server said it; in Hindi its
 * translation, or undefined when this app does not know the message (or the tables have not
 * arrived yet): the caller then shows its own text.
 */
export function localizeMessage(message: string, language: Language): string | undefined {
  return language === 'en' ? message : hindi?.(message);
}
