/**
 * Texts of the answer input (docs/product.md §8) in both interface languages, ready for the message
 * catalogue; the screens show `en` until the interface language chooses.
 */
export const inputTexts = {
  en: {
    /** The placeholder of a box that offers transliteration: how to use it (fits a 360 px phone). */
    translitHint: 'English letters: namaste ␣ → नमस्ते',
    /** The same, in each of two boxes side by side. */
    translitHintShort: 'namaste ␣ → नमस्ते',
    options: 'Options',
  },
  hi: {
    translitHint: 'अंग्रेज़ी अक्षरों में: namaste ␣ → नमस्ते',
    translitHintShort: 'namaste ␣ → नमस्ते',
    options: 'विकल्प',
  },
} as const;
