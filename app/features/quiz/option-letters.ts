/**
 * The letters MCQ options carry (docs/product.md §8): क ख ग घ on a Hindi screen, A B C D on an
 * English one, as each language's exam papers print them. An option past the last letter shows
 * its number.
 */
export const optionLetters = {
  hi: ['क', 'ख', 'ग', 'घ', 'ङ', 'च', 'छ', 'ज', 'झ', 'ञ'],
  en: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
} as const;

export type LetterSet = keyof typeof optionLetters;

export function optionLetter(index: number, set: LetterSet): string {
  return optionLetters[set][index] ?? String(index + 1);
}
