import type { QuizModule } from './modules';
import { DISTRACTOR_COUNT, type QuestionRow } from './question-rows';

/**
 * docs/product.md §11: an item as a paper's question with four options — the answers any one of
 * which may stand as the key, and the wrong options (a choice module's own, a typed item's three
 * checked distractors). Null while a typed item has no wrong options.
 */
export interface ChoiceForm {
  keys: string[];
  wrong: string[];
}

export function choiceForm(module: QuizModule, row: QuestionRow): ChoiceForm | null {
  const own = module.ownOptions?.(row);
  const keys = own ? [own.key] : module.correctAnswers(row);
  const wrong = own ? own.wrong : (row.distractors ?? []);
  return keys.length > 0 && wrong.length >= DISTRACTOR_COUNT ? { keys, wrong } : null;
}
