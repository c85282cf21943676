import { render } from '@testing-library/react';
import type { PaperResult, PaperSummary, RunningAttempt } from '../api/papers';
import { modules } from '../registry';
import PaperAttemptScreen from '../routes/PaperAttemptScreen';
import PapersScreen from '../routes/PapersScreen';
import { MemoryRouter, Route, Routes } from '../routes/router';
import { flush } from './quiz-fixtures';

/** Tests never name a quiz module: the registry's first stands for any. */
const moduleKey = modules[0]!.key;
export const ATTEMPT_ID = '3f1e2d4c-5b6a-4789-8abc-def012345678';
export const attemptPath = `/api/attempts/${ATTEMPT_ID}`;
export const answerPath = (questionId: string) => `${attemptPath}/answers/${questionId}`;

const question = (id: number, section: number, prompt: string | null = `प्रश्न${id}`) => ({
  _id: String(id),
  module: moduleKey,
  section,
  instruction: `निर्देश${id}`,
  prompt,
  options: [0, 1, 2, 3].map((i) => `उत्तर${id}-${i}`),
});

/** Five questions in two sections; the third has no prompt (its options are the question). */
export function runningAttempt(over: Partial<RunningAttempt> = {}): RunningAttempt {
  return {
    _id: ATTEMPT_ID,
    paperId: '7',
    title: 'सामान्य हिंदी अभ्यास प्रश्नपत्र 1',
    status: 'running',
    secondsLeft: 1800,
    marksCorrect: 1,
    marksWrong: 0.25,
    sections: [{ title: 'विलोम शब्द' }, { title: 'संधि' }],
    questions: [question(11, 0), question(12, 0), question(13, 0, null), question(21, 1), question(22, 1)],
    answers: {},
    ...over,
  };
}

/** The result as the server orders it: the wrong answer, then the unanswered one, then the right ones. */
export function paperResult(over: Partial<PaperResult> = {}): PaperResult {
  const [q11, q12, q13, q21, q22] = runningAttempt().questions;
  return {
    _id: ATTEMPT_ID,
    paperId: '7',
    title: 'सामान्य हिंदी अभ्यास प्रश्नपत्र 1',
    status: 'submitted',
    score: 2.75,
    maxScore: 5,
    correct: 3,
    wrong: 1,
    unanswered: 1,
    ranked: true,
    rank: 12,
    of: 340,
    percentile: 86.47,
    topScore: 5,
    averageScore: 2.31,
    sections: [
      { title: 'विलोम शब्द', correct: 1, wrong: 1, unanswered: 1, score: 0.75 },
      { title: 'संधि', correct: 2, wrong: 0, unanswered: 0, score: 2 },
    ],
    questions: [
      { ...q12!, yourChoice: 0, correctChoice: 2, correct: false, explanation: 'व्याख्या12' },
      { ...q13!, yourChoice: null, correctChoice: 1, correct: false, explanation: null },
      { ...q11!, yourChoice: 3, correctChoice: 3, correct: true, explanation: null },
      { ...q21!, yourChoice: 0, correctChoice: 0, correct: true, explanation: null },
      { ...q22!, yourChoice: 1, correctChoice: 1, correct: true, explanation: null },
    ],
    ...over,
  };
}

export function paperSummary(over: Partial<PaperSummary> = {}): PaperSummary {
  return {
    _id: '7',
    title: 'सामान्य हिंदी अभ्यास प्रश्नपत्र 1',
    exam: 'सामान्य हिंदी',
    durationMinutes: 30,
    questionCount: 50,
    marksCorrect: 1,
    marksWrong: 0.25,
    sections: [
      { title: 'विलोम शब्द', count: 25 },
      { title: 'संधि', count: 25 },
    ],
    attempt: null,
    ...over,
  };
}

/** The papers' two screens at their routes, opened at `path`. */
export async function renderPapers(path = `/papers/attempt/${ATTEMPT_ID}`) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/papers" element={<PapersScreen />} />
        <Route path="/papers/attempt/:attemptId" element={<PaperAttemptScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
  return view;
}
