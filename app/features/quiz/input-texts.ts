/**
 * Texts of the answer input (PRODUCT.md §8) in both interface languages, ready for the message
 * catalogue; the screens show `en` until the interface language chooses.
 */
export const inputTexts = {
  en: {
    /** The placeholder of a box that offers transliteration: how to use it. */
    translitHint: 'Type in English letters: namaste ␣ → नमस्ते',
    options: 'Options',
  },
  hi: {
    translitHint: 'अंग्रेज़ी अक्षरों में लिखें: namaste ␣ → नमस्ते',
    options: 'विकल्प',
  },
} as const;
