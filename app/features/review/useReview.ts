import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError, isUnauthorized } from '../../api/client';
import { errorText, isOffline } from '../../api/error-text';
import { getReview, type ReviewFetch, submitReview } from '../../api/learning';
import type { ServedQuestion } from '../../api/quiz';
import { reviewTexts } from '../../i18n/catalogue/review';
import { textsNow } from '../../i18n/texts';
import { type ClientModule, findClientModule } from '../../registry';
import { type Draft, rendererFor } from '../quiz/answer-renderers';
import { type Feedback, toFeedback } from '../quiz/feedback';
import { hindiDraft } from '../quiz/latin-answer';

type DueCard = Extract<ReviewFetch, { question: unknown }>;

export interface ReviewState {
  phase: 'loading' | 'question' | 'done' | 'error';
  module: ClientModule | null;
  question: ServedQuestion | null;
  /** Cards due now, the one on screen included (the server's count). */
  remaining: number;
  /** Counts served cards: each one puts the caret in its answer box. */
  served: number;
  draft: Draft;
  submitting: boolean;
  feedback: Feedback | null;
  message: string | null;
  end: { nextDueAt: string | null; limitReached: boolean } | null;
  /** The last fetch failed for want of a connection (docs/product.md §8 says so). */
  offline: boolean;
}

type Action =
  | { type: 'loading' }
  | { type: 'served'; card: DueCard; module: ClientModule }
  | { type: 'done'; nextDueAt: string | null; limitReached: boolean }
  | { type: 'error'; offline: boolean }
  | { type: 'draft'; draft: Draft }
  | { type: 'submitting' }
  | { type: 'answered'; feedback: Feedback }
  | { type: 'message'; message: string | null };

const initial: ReviewState = {
  phase: 'loading',
  module: null,
  question: null,
  remaining: 0,
  served: 0,
  draft: {},
  submitting: false,
  feedback: null,
  message: null,
  end: null,
  offline: false,
};

function reducer(state: ReviewState, action: Action): ReviewState {
  switch (action.type) {
    case 'loading':
      // The card on screen stays (locked) until the next arrives, so a phone keeps its keyboard.
      return { ...state, phase: 'loading', draft: {}, feedback: null, message: null };
    case 'served':
      return {
        ...initial,
        phase: 'question',
        module: action.module,
        question: action.card.question,
        remaining: action.card.remaining,
        served: state.served + 1,
      };
    case 'done':
      return {
        ...initial,
        phase: 'done',
        served: state.served,
        end: { nextDueAt: action.nextDueAt, limitReached: action.limitReached },
      };
    case 'error':
      return { ...initial, phase: 'error', served: state.served, offline: action.offline };
    case 'draft':
      return { ...state, draft: action.draft, message: null };
    case 'submitting':
      return { ...state, submitting: true, message: null };
    case 'answered':
      return { ...state, submitting: false, feedback: action.feedback };
    case 'message':
      return { ...state, submitting: false, message: action.message };
  }
}

/**
 * Review of mistakes (docs/product.md §7): the due cards one at a time, each in its module's own
 * answer input, judged by the server; the learner moves on with Next. No clock: a review is
 * never cut off by the time.
 */
export function useReview() {
  const [state, dispatch] = useReducer(reducer, initial);
  const live = useRef(true);
  const stateRef = useRef(state);
  stateRef.current = state;
  const sending = useRef(false);

  const loadNext = useCallback(async () => {
    dispatch({ type: 'loading' });
    try {
      const answer = await getReview();
      if (!live.current) return;
      if ('done' in answer) {
        dispatch({ type: 'done', nextDueAt: answer.nextDueAt, limitReached: answer.limitReached });
        return;
      }
      const module = findClientModule(answer.question.module);
      if (!module) dispatch({ type: 'error', offline: false });
      else dispatch({ type: 'served', card: answer, module });
    } catch (err) {
      if (live.current && !isUnauthorized(err)) dispatch({ type: 'error', offline: isOffline(err) });
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void loadNext();
    return () => {
      live.current = false;
    };
  }, [loadNext]);

  const submit = useCallback(async () => {
    const s = stateRef.current;
    if (s.phase !== 'question' || !s.module || !s.question || s.feedback || sending.current) return;
    const module = s.module;
    const renderer = rendererFor(module.input);
    const first = renderer.check(module.input, s.draft);
    if (first.state === 'blank') return;
    if (first.state === 'invalid') {
      dispatch({ type: 'message', message: first.message });
      return;
    }
    sending.current = true;
    dispatch({ type: 'submitting' });
    try {
      // As in a round: Latin letters in a Hindi-answer box are judged as their top suggestion.
      const { draft, converted } = await hindiDraft(module, s.draft);
      if (!live.current) return;
      if (converted) dispatch({ type: 'draft', draft });
      const checked = converted ? renderer.check(module.input, draft) : first;
      if (checked.state !== 'ready') {
        dispatch({ type: 'message', message: checked.state === 'invalid' ? checked.message : '' });
        return;
      }
      const answer = await submitReview(module, { [module.idField]: s.question._id, ...checked.body });
      const judgedAs = converted ? { judgedAs: renderer.describe(module.input, draft) } : {};
      if (live.current)
        dispatch({ type: 'answered', feedback: { ...toFeedback(module, answer), ...judgedAs } });
    } catch (err) {
      if (!live.current || isUnauthorized(err)) return;
      // A free learner's reviews for today ran out meanwhile (another tab, another phone).
      const t = textsNow(reviewTexts);
      if (err instanceof ApiError && err.status === 409)
        dispatch({ type: 'done', nextDueAt: null, limitReached: true });
      else if (err instanceof ApiError && err.status === 400)
        dispatch({ type: 'message', message: errorText(err, t.submitError) });
      else dispatch({ type: 'message', message: isOffline(err) ? t.offlineSubmit : t.submitError });
    } finally {
      sending.current = false;
    }
  }, []);

  const setDraft = useCallback((draft: Draft) => dispatch({ type: 'draft', draft }), []);
  const next = useCallback(() => void loadNext(), [loadNext]);

  return { state, submit, next, setDraft };
}
