/** The accessible name of a module's Devanagari icon, in both interface languages (for the catalogue). */
export const moduleIconTexts = {
  hi: { name: (titleHi: string) => `${titleHi} चिह्न` },
  en: { name: (title: string) => `${title} icon` },
} as const;
