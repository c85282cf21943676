import { api } from './client';

/**
 * Hindi suggestions for a typed word, best first, the word itself last; a failure gives none.
 * `module`: the key of the module being answered, so its own answers can rank first (upsarg's अप).
 */
export async function getSuggestions(
  word: string,
  options: { module?: string; signal?: AbortSignal } = {},
): Promise<string[]> {
  if (!word.trim()) return [];
  const module = options.module ? `&module=${encodeURIComponent(options.module)}` : '';
  try {
    const r = await api.get<{ suggestions: string[] }>(
      `/transliterate?text=${encodeURIComponent(word)}&num=5${module}`,
      { signal: options.signal },
    );
    return r.suggestions;
  } catch {
    return [];
  }
}
