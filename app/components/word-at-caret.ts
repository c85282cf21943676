/** The word just before the caret (trailing spaces skipped), and where it sits in the text. */
export function wordBeforeCaret(text: string, caret: number): { word: string; start: number; end: number } {
  let end = Math.min(caret, text.length);
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  let start = end;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  return { word: text.slice(start, end), start, end };
}

export const hasLatin = (word: string) => /[A-Za-z]/.test(word);

/** Puts `replacement` where the word was; the caret goes after it (and after a following space). */
export function replaceWord(
  text: string,
  range: { start: number; end: number },
  replacement: string,
): { text: string; caret: number } {
  const next = text.slice(0, range.start) + replacement + text.slice(range.end);
  const after = range.start + replacement.length;
  return { text: next, caret: next[after] === ' ' ? after + 1 : after };
}
