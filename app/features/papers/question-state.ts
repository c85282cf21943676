import type { AnswerState, PaperQuestion } from '../../api/papers';

/** The five states of the CBT palette (docs/product.md §11), in the order its legend lists them. */
export const QUESTION_STATES = ['notVisited', 'notAnswered', 'answered', 'marked', 'answeredMarked'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

export function questionState(answer: AnswerState | undefined, visited: boolean): QuestionState {
  const answered = answer?.choice !== null && answer?.choice !== undefined;
  if (answer?.marked) return answered ? 'answeredMarked' : 'marked';
  if (answered) return 'answered';
  return visited ? 'notAnswered' : 'notVisited';
}

export type Answers = Readonly<Record<string, AnswerState>>;

export function statesOf(
  questions: readonly PaperQuestion[],
  answers: Answers,
  visited: ReadonlySet<string>,
): QuestionState[] {
  return questions.map((q) => questionState(answers[q._id], visited.has(q._id)));
}

export function countStates(states: readonly QuestionState[]): Record<QuestionState, number> {
  const counts = Object.fromEntries(QUESTION_STATES.map((s) => [s, 0])) as Record<QuestionState, number>;
  for (const s of states) counts[s]++;
  return counts;
}
