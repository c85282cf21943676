import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError, isUnauthorized } from '../../api/client';
import { fetchQuestion, type Limit, postDayDone, type ServedQuestion, submitAnswer } from '../../api/quiz';
import type { ClientModule } from '../../registry';
import { type Draft, promptText, rendererFor } from './answer-renderers';
import { recordDailyScore } from './daily-score';
import { quizTexts } from './quiz-texts';

export interface ResultRow {
  question: string;
  userAnswer: string;
  correctAnswers: string[];
  isCorrect: boolean;
}

export interface Feedback {
  correct: boolean;
  alreadyAnswered: boolean;
  text: string;
  correctAnswers: string[];
  explanation?: string;
}

export type EndKind = 'timeUp' | 'endOfDay' | 'error' | 'stopped';

export interface RoundState {
  phase: 'ready' | 'loading' | 'question' | 'ended';
  question: ServedQuestion | null;
  /** The served question is today's last (free learners; the server never flags it for pro). */
  lastQuestion: boolean;
  /** Questions answered today before the current one, and the daily limit, as the fetch said. */
  attempted: number | null;
  limit: Limit | null;
  /** Counts served questions: each one starts the clock again. */
  served: number;
  draft: Draft;
  submitting: boolean;
  feedback: Feedback | null;
  /** A validation message (paryayvachi's two answers) or a submit failure the module shows. */
  message: string | null;
  results: ResultRow[];
  end: { kind: EndKind; message: string } | null;
}

type Action =
  | { type: 'start' }
  | { type: 'loading' }
  | { type: 'served'; question: ServedQuestion; lastQuestion: boolean; attempted: number; limit: Limit }
  | { type: 'draft'; draft: Draft }
  | { type: 'submitting' }
  | { type: 'answered'; feedback: Feedback; row: ResultRow | null; lastQuestion: boolean }
  | { type: 'message'; message: string | null }
  | { type: 'ended'; kind: EndKind; message: string };

const initialRound: RoundState = {
  phase: 'ready',
  question: null,
  lastQuestion: false,
  attempted: null,
  limit: null,
  served: 0,
  draft: {},
  submitting: false,
  feedback: null,
  message: null,
  results: [],
  end: null,
};

function roundReducer(state: RoundState, action: Action): RoundState {
  switch (action.type) {
    case 'start':
      return { ...initialRound, phase: 'loading', served: state.served };
    case 'loading':
      return { ...state, phase: 'loading', question: null, feedback: null, message: null, draft: {} };
    case 'served':
      return {
        ...state,
        phase: 'question',
        question: action.question,
        lastQuestion: action.lastQuestion,
        attempted: action.attempted,
        limit: action.limit,
        served: state.served + 1,
        draft: {},
        feedback: null,
        message: null,
        submitting: false,
      };
    case 'draft':
      return { ...state, draft: action.draft, message: null };
    case 'submitting':
      return { ...state, submitting: true, message: null };
    case 'answered':
      return {
        ...state,
        submitting: false,
        feedback: action.feedback,
        lastQuestion: state.lastQuestion || action.lastQuestion,
        attempted:
          state.attempted === null || action.feedback.alreadyAnswered ? state.attempted : state.attempted + 1,
        results: action.row ? [...state.results, action.row] : state.results,
      };
    case 'message':
      return { ...state, submitting: false, message: action.message };
    case 'ended':
      return {
        ...state,
        phase: 'ended',
        question: null,
        submitting: false,
        feedback: null,
        end: { kind: action.kind, message: action.message },
      };
  }
}

function feedbackText(
  module: ClientModule,
  answer: { correct: boolean; alreadyAnswered: boolean; correctAnswers: string[] },
): string {
  if (answer.alreadyAnswered) return quizTexts.alreadyAnswered;
  return answer.correct
    ? module.texts.correct
    : `${module.texts.incorrect}${answer.correctAnswers.join(', ')}`;
}

interface RoundOptions {
  pro: boolean;
}

/**
 * One timed round of a module (SPEC.md §4.2): start, fetch, submit (the server judges), the
 * pause before the next question (module.pauseMs; null waits for Next), and the three
 * endings — time's up, end of day, and an error — for free learners; pro learners go on.
 */
export function useQuizRound(module: ClientModule, { pro }: RoundOptions) {
  const [state, dispatch] = useReducer(roundReducer, initialRound);
  const live = useRef(true);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stateRef = useRef(state);
  stateRef.current = state;
  // One answer in flight at a time, even if two taps land before the next render.
  const sending = useRef(false);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(pause.current);
    };
  }, []);

  const end = useCallback((kind: EndKind, message: string) => {
    clearTimeout(pause.current);
    if (live.current) dispatch({ type: 'ended', kind, message });
  }, []);

  const loadNext = useCallback(async () => {
    dispatch({ type: 'loading' });
    try {
      const answer = await fetchQuestion(module);
      if (!live.current) return;
      if ('endOfDay' in answer) {
        // The server never sends endOfDay to a pro learner (PRODUCT.md §3): there is nothing to go on with.
        end('endOfDay', answer.message || quizTexts.endOfDay);
        return;
      }
      dispatch({ type: 'served', ...answer });
    } catch (err) {
      if (!live.current || isUnauthorized(err)) return;
      // 403: the module is not available (the server's message says from when).
      if (err instanceof ApiError && err.status === 403) end('error', err.message);
      else end('error', module.texts.fetchError);
    }
  }, [module, end]);

  /** Starting clears the previous round's results and fetches the first question (§4.2). */
  const start = useCallback(() => {
    clearTimeout(pause.current);
    dispatch({ type: 'start' });
    void loadNext();
  }, [loadNext]);

  const advance = useCallback(() => {
    clearTimeout(pause.current);
    const s = stateRef.current;
    if (!pro && s.lastQuestion) end('endOfDay', quizTexts.endOfDay);
    else void loadNext();
  }, [pro, end, loadNext]);

  const submit = useCallback(async () => {
    const s = stateRef.current;
    if (s.phase !== 'question' || !s.question || sending.current || s.feedback) return;
    const renderer = rendererFor(module.input);
    const checked = renderer.check(module.input, s.draft);
    if (checked.state === 'blank') return;
    if (checked.state === 'invalid') {
      dispatch({ type: 'message', message: checked.message });
      return;
    }
    dispatch({ type: 'submitting' });
    sending.current = true;
    try {
      const answer = await submitAnswer(module, { [module.idField]: s.question._id, ...checked.body });
      if (!live.current) return;
      const feedback: Feedback = {
        correct: answer.correct,
        alreadyAnswered: answer.alreadyAnswered,
        text: feedbackText(module, answer),
        correctAnswers: answer.correctAnswers,
        explanation: answer.explanation || undefined,
      };
      const row = answer.alreadyAnswered
        ? null
        : {
            question: promptText(module, s.question),
            userAnswer: renderer.describe(module.input, s.draft),
            correctAnswers: answer.correctAnswers,
            isCorrect: answer.correct,
          };
      if (row) recordDailyScore(module.key, answer.correct);
      dispatch({ type: 'answered', feedback, row, lastQuestion: answer.lastQuestion });
      if (module.pauseMs !== null) pause.current = setTimeout(advance, module.pauseMs);
    } catch (err) {
      if (!live.current || isUnauthorized(err)) return;
      // Most modules ignore a failed submit (§8) and let the learner try again; some say so.
      dispatch({ type: 'message', message: module.texts.submitError ?? null });
    } finally {
      sending.current = false;
    }
  }, [module, advance]);

  /** The clock reached zero: a free learner's round ends and the day is marked done; pro goes on. */
  const timeUp = useCallback(() => {
    if (pro) return;
    end('timeUp', quizTexts.timeUp);
    postDayDone(module).catch((err: unknown) => console.warn('day-done marker failed', err));
  }, [pro, end, module]);

  /** Pro learners are never cut off, so they end a round themselves to see their results. */
  const stop = useCallback(() => end('stopped', quizTexts.proEnded), [end]);

  const setDraft = useCallback((draft: Draft) => dispatch({ type: 'draft', draft }), []);

  return { state, start, submit, advance, timeUp, stop, setDraft };
}
