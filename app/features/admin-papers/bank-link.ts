/** The admin list's search takes up to this many characters (GET /api/admin/questions/{module}?q=). */
const MAX_SEARCH = 100;

/**
 * Where an admin corrects a paper's question: its module's question list, searched for the
 * question and its editor open. The list searches prompts and answers as stored, so the search
 * is the prompt's first field (a two-word prompt is shown joined by '+'), or the key where the
 * options are the whole question (the correct spelling, the correct sentence).
 */
export function bankEditorPath(q: {
  _id: string;
  module: string;
  prompt: string | null;
  options: readonly string[];
  answer: number;
}): string {
  const text = (q.prompt ? q.prompt.split(' + ')[0] : q.options[q.answer]) ?? '';
  const search = new URLSearchParams({ q: text.trim().slice(0, MAX_SEARCH), edit: q._id });
  return `/admin/questions/${encodeURIComponent(q.module)}?${search}`;
}
