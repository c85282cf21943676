/**
 * A question's prompt as one line of text, as the quiz screen shows it and the results list it:
 * the word, the two words joined by '+', or the question (an MCQ's options are not part of it).
 * No schemas here: the learner's bundle imports it.
 */
export function promptText(
  module: { promptFields: readonly string[] },
  prompt: Record<string, unknown>,
): string {
  return module.promptFields
    .map((f) => prompt[f])
    .filter((v): v is string => typeof v === 'string')
    .join(' + ');
}
