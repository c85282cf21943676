import { defineTexts } from '../texts';

/** The profile's language and look (docs/product.md §8). */
export const preferencesTexts = defineTexts(
  {
    title: 'Language and look',
    language: 'Language',
    theme: 'Theme',
    themes: { system: 'System setting', light: 'Light', dark: 'Dark' },
    languageNotSaved: 'Could not save the language on your account. It is kept on this phone.',
  },
  {
    title: 'भाषा और रूप',
    language: 'भाषा',
    theme: 'रंग-रूप',
    themes: { system: 'फ़ोन की सेटिंग के अनुसार', light: 'हल्का', dark: 'गहरा' },
    languageNotSaved: 'भाषा आपके खाते में सहेजी नहीं जा सकी। इस फ़ोन पर यही भाषा रहेगी।',
  },
);
