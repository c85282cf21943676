import type { AnswerState } from '../../api/papers';

/**
 * What the server does not keep of a sitting, kept in this tab (sessionStorage, per attempt):
 * which questions were seen (the palette's "not visited" and "not answered" differ only by
 * that), where the learner was, and answers not yet saved, sent again when the paper reopens.
 */
export interface KeptProgress {
  visited: string[];
  index: number;
  unsaved: Record<string, AnswerState>;
}

const keyOf = (attemptId: string) => `sopan.paper.${attemptId}`;

export function readKept(attemptId: string): KeptProgress {
  const empty: KeptProgress = { visited: [], index: 0, unsaved: {} };
  try {
    const raw = sessionStorage.getItem(keyOf(attemptId));
    if (!raw) return empty;
    const kept = JSON.parse(raw) as Partial<KeptProgress>;
    return {
      visited: Array.isArray(kept.visited) ? kept.visited.filter((v) => typeof v === 'string') : [],
      index: typeof kept.index === 'number' && kept.index >= 0 ? Math.floor(kept.index) : 0,
      unsaved: kept.unsaved && typeof kept.unsaved === 'object' ? kept.unsaved : {},
    };
  } catch {
    return empty;
  }
}

export function keep(attemptId: string, kept: KeptProgress): void {
  try {
    sessionStorage.setItem(keyOf(attemptId), JSON.stringify(kept));
  } catch {
    // Storage full or refused (a private window): the palette forgets visits on reload, nothing more.
  }
}

export function forget(attemptId: string): void {
  try {
    sessionStorage.removeItem(keyOf(attemptId));
  } catch {
    // As above.
  }
}
