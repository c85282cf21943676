import { api } from './client';

/** Hindi suggestions for a typed word, best first, the word itself last; a failure gives none. */
export async function getSuggestions(word: string, signal?: AbortSignal): Promise<string[]> {
  if (!word.trim()) return [];
  try {
    const r = await api.get<{ suggestions: string[] }>(
      `/transliterate?text=${encodeURIComponent(word)}&num=5`,
      { signal },
    );
    return r.suggestions;
  } catch {
    return [];
  }
}
