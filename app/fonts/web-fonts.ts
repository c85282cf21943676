import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari600 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import latin400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff2?url';
import latin600 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-600-normal.woff2?url';

/** @fontsource's unicode ranges of the two subsets the screens use (no Latin Extended). */
const DEVANAGARI =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The phone's own copy first (Android ships Noto Sans Devanagari), by its full and PostScript names. */
const LOCAL: Record<string, string> = {
  '400': "local('Noto Sans Devanagari Regular'), local('NotoSansDevanagari-Regular')",
  '600': "local('Noto Sans Devanagari SemiBold'), local('NotoSansDevanagari-SemiBold')",
};

const faces = [
  { url: devanagari400, weight: '400', unicodeRange: DEVANAGARI },
  { url: latin400, weight: '400', unicodeRange: LATIN },
  { url: devanagari600, weight: '600', unicodeRange: DEVANAGARI },
  { url: latin600, weight: '600', unicodeRange: LATIN },
];

/**
 * Noto Sans Devanagari, weights 400 and 600, woff2: added and loaded at once (a preload), with
 * font-display: swap. Called only when the service worker controls the page, i.e. when its
 * precache holds these files (app/fonts/when-cached.ts).
 */
export function addWebFonts(): void {
  for (const { url, weight, unicodeRange } of faces) {
    const face = new FontFace('Noto Sans Devanagari', `${LOCAL[weight]}, url(${url}) format('woff2')`, {
      weight,
      unicodeRange,
      display: 'swap',
    });
    document.fonts.add(face);
    face.load().catch(() => undefined);
  }
}
