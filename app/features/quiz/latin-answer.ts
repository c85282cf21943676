import { getSuggestions } from '../../api/transliterate';
import { hasLatin } from '../../components/word-at-caret';
import type { ClientModule } from '../../registry';
import type { Draft } from './answer-renderers';

/** Each Latin word of a text in place of its best Hindi suggestion; a word with none stays as typed. */
async function toDevanagari(text: string, moduleKey: string): Promise<string> {
  const parts = text.split(/(\s+)/);
  const converted = await Promise.all(
    parts.map(async (part) =>
      hasLatin(part) ? ((await getSuggestions(part, { module: moduleKey }))[0] ?? part) : part,
    ),
  );
  return converted.join('');
}

/**
 * docs/product.md §8: an answer typed in Latin letters in a Hindi-answer box (registry
 * `transliterate`) and sent without picking a suggestion is converted — each Latin word to its top
 * suggestion — before the server judges it. Answers the draft to send, and whether it changed
 * (the feedback then shows what was judged). Spelling modules are judged as typed.
 */
export async function hindiDraft(
  module: ClientModule,
  draft: Draft,
): Promise<{ draft: Draft; converted: boolean }> {
  if (!module.transliterate || !Object.values(draft).some(hasLatin)) return { draft, converted: false };
  const entries = await Promise.all(
    Object.entries(draft).map(
      async ([field, value]) => [field, await toDevanagari(value, module.key)] as const,
    ),
  );
  const next = Object.fromEntries(entries);
  return { draft: next, converted: entries.some(([field, value]) => value !== draft[field]) };
}
