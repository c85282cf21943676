import type { QuizModule } from '../../../shared/modules';
import { listFields } from '../../../shared/question-rows';
import type { AdminRow } from '../../api/admin-questions';

/**
 * The editable fields of a stored question: prompt, answers, `day`, a typed module's wrong
 * options for papers, and the explanation.
 */
export function rowFields(module: QuizModule): { name: string; list: boolean; number: boolean }[] {
  const lists = listFields(module);
  return [
    ...[...module.promptFields, ...module.answerFields].map((name) => ({
      name,
      list: lists.has(name),
      number: false,
    })),
    ...(module.hasDay ? [{ name: 'day', list: false, number: true }] : []),
    ...(module.ownOptions ? [] : [{ name: 'distractors', list: true, number: false }]),
  ];
}

/** Lists are edited one answer a line. */
export function rowToTexts(module: QuizModule, row: AdminRow): Record<string, string> {
  const texts: Record<string, string> = { explanation: row.explanation ?? '' };
  for (const f of rowFields(module)) {
    const v = row[f.name];
    texts[f.name] = Array.isArray(v) ? v.join('\n') : v === null || v === undefined ? '' : String(v);
  }
  return texts;
}

export function textsToRow(module: QuizModule, texts: Record<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = { explanation: texts.explanation ?? '' };
  for (const f of rowFields(module)) {
    const t = texts[f.name] ?? '';
    row[f.name] = f.list ? t.split('\n') : f.number ? Number(t) : t;
  }
  return row;
}

/** One line per question in the list: the prompt, then the answers. */
export function summarize(module: QuizModule, row: AdminRow): { prompt: string; answers: string } {
  const show = (name: string) => {
    const v = row[name];
    return Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v);
  };
  return {
    prompt: module.promptFields.map(show).filter(Boolean).join(' · '),
    answers: module.answerFields.map(show).filter(Boolean).join(' · '),
  };
}
