import { currentLanguage, type Language, useLanguage } from './lang';

/**
 * The message catalogue (docs/product.md §8, docs/decisions/009): each area's texts in English (the
 * spec's words, the source of the keys) and in Hindi, typed so that a key missing in Hindi, or a
 * text taking other arguments, fails the typecheck. app/i18n/catalogue.test.ts checks that no
 * text is empty and that the Hindi ones carry no English words.
 */
export type Messages<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Messages<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Messages<T[K]> }
        : T;

export type Catalogue<T> = Readonly<Record<Language, Messages<T>>>;

export function defineTexts<T>(en: T, hi: Messages<NoInfer<T>>): Catalogue<T> {
  return { en: en as Messages<T>, hi };
}

/** An area's texts in the interface language; the component re-renders when it changes. */
export function useTexts<T>(catalogue: Catalogue<T>): Messages<T> {
  return catalogue[useLanguage()];
}

/** The same outside a component (a toast from a callback, a message kept in state). */
export function textsNow<T>(catalogue: Catalogue<T>): Messages<T> {
  return catalogue[currentLanguage()];
}
