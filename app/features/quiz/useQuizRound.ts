import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, isUnauthorized } from '../../api/client';
import { errorText, isOffline, serverText } from '../../api/error-text';
import {
  fetchQuestion,
  fetchToday,
  type Limit,
  postDayDone,
  type ServedQuestion,
  submitAnswer,
  type TodayResult,
  type TodayRow,
  todayAtStart,
} from '../../api/quiz';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { moduleTextNow } from '../../i18n/module-texts';
import { textsNow } from '../../i18n/texts';
import type { ClientModule } from '../../registry';
import { type Draft, promptText, rendererFor } from './answer-renderers';
import { recordDailyScore } from './daily-score';
import { type Feedback, toFeedback } from './feedback';
import { hindiDraft } from './latin-answer';

/** The quiz texts in the interface language of the moment (messages are kept in state as text). */
const t = () => textsNow(quizTexts);

export type { Feedback };

/**
 * timeUp, endOfDay, error, stopped end a round; finished: the module was already over today when
 * opened; offline: a question could not be fetched for want of a connection (Try again).
 */
export type EndKind = 'timeUp' | 'endOfDay' | 'error' | 'stopped' | 'finished' | 'offline' | 'unavailable';

export interface RoundState {
  /** checking: asking the server whether the module is already over today. */
  phase: 'checking' | 'ready' | 'loading' | 'question' | 'ended';
  /** The question on screen; kept while the next one loads, so the answer box (and the keyboard) stays. */
  question: ServedQuestion | null;
  /** The served question is today's last (free learners; the server never flags it for pro). */
  lastQuestion: boolean;
  /** Questions answered today before the current one, and the daily limit, as the fetch said. */
  attempted: number | null;
  limit: Limit | null;
  /** Counts served questions: each one starts the clock again. */
  served: number;
  /** The served question's time left when it arrived (the server's secondsLeft). */
  secondsLeft: number;
  /**
   * Before Start: a question served earlier waits unanswered (the learner left it), with this many
   * seconds left on its clock when the server was asked (docs/product.md §8). Null: none waits.
   */
  waiting: number | null;
  /** Counts the server's answers about today: each one restarts the waiting question's clock. */
  checked: number;
  draft: Draft;
  submitting: boolean;
  feedback: Feedback | null;
  /** The learner tapped the feedback: no automatic advance, Next moves on. */
  held: boolean;
  /** A validation message (paryayvachi's two answers) or a submit failure the module shows. */
  message: string | null;
  /** This round's answers as the learner saw them, until the server's rows for today replace them. */
  results: TodayRow[];
  end: { kind: EndKind; message: string } | null;
}

type Action =
  | { type: 'ready'; waiting: number | null }
  | { type: 'recheck' }
  | { type: 'start' }
  | { type: 'loading' }
  | {
      type: 'served';
      question: ServedQuestion;
      lastQuestion: boolean;
      attempted: number;
      limit: Limit;
      secondsLeft: number;
    }
  | { type: 'draft'; draft: Draft }
  /** The draft as sent: its Latin words put in Hindi (the box shows what is judged). */
  | { type: 'converted'; draft: Draft }
  | { type: 'submitting' }
  | { type: 'answered'; feedback: Feedback; row: TodayRow | null; lastQuestion: boolean }
  | { type: 'hold' }
  | { type: 'message'; message: string | null }
  | { type: 'ended'; kind: EndKind; message: string; rows?: TodayRow[] }
  | { type: 'rows'; rows: TodayRow[] };

const initialRound: RoundState = {
  phase: 'checking',
  question: null,
  lastQuestion: false,
  attempted: null,
  limit: null,
  served: 0,
  secondsLeft: 0,
  waiting: null,
  checked: 0,
  draft: {},
  submitting: false,
  feedback: null,
  held: false,
  message: null,
  results: [],
  end: null,
};

/** What the server's word on today means before Start (see `check` in useQuizRound). */
function todayAction(module: ClientModule, today: TodayResult): Action {
  if (today.unavailable)
    return {
      type: 'ended',
      kind: 'unavailable',
      message: serverText(today.unavailable, moduleTextNow(module.texts.fetchError)),
      rows: today.rows,
    };
  if (today.endOfDay)
    return {
      type: 'ended',
      kind: 'finished',
      message: serverText(today.message ?? undefined, t().endOfDay),
      rows: today.rows,
    };
  return { type: 'ready', waiting: today.waitingSecondsLeft ?? null };
}

function roundReducer(state: RoundState, action: Action): RoundState {
  switch (action.type) {
    case 'ready':
      return state.phase === 'checking'
        ? { ...state, phase: 'ready', waiting: action.waiting, checked: state.checked + 1 }
        : state;
    case 'recheck':
      return state.phase === 'ready' ? { ...state, phase: 'checking' } : state;
    case 'start':
      return { ...initialRound, phase: 'loading', served: state.served, checked: state.checked };
    case 'loading':
      return { ...state, phase: 'loading', draft: {}, feedback: null, held: false, message: null };
    case 'served':
      return {
        ...state,
        phase: 'question',
        question: action.question,
        lastQuestion: action.lastQuestion,
        attempted: action.attempted,
        limit: action.limit,
        secondsLeft: action.secondsLeft,
        served: state.served + 1,
        draft: {},
        feedback: null,
        held: false,
        message: null,
        submitting: false,
      };
    case 'draft':
      return { ...state, draft: action.draft, message: null };
    case 'converted':
      return { ...state, draft: action.draft };
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
    case 'hold':
      return state.feedback ? { ...state, held: true } : state;
    case 'message':
      return { ...state, submitting: false, message: action.message };
    case 'ended':
      return {
        ...state,
        phase: 'ended',
        question: null,
        submitting: false,
        feedback: null,
        held: false,
        end: { kind: action.kind, message: action.message },
        results: action.rows ?? state.results,
      };
    case 'rows':
      return { ...state, results: action.rows };
  }
}

interface RoundOptions {
  pro: boolean;
}

/**
 * One timed round of a module (docs/spec.md §4.2): start, fetch, submit (the server judges), the
 * pause before the next question (module.pauseMs; null waits for Next; a tap on the feedback
 * holds it), and the endings — time's up, end of day, an error — for free learners; pro
 * learners go on. The clock starts from the server's secondsLeft, and the results are today's
 * rows from the server, so a reload shows neither a fresh minute nor an empty table.
 */
export function useQuizRound(module: ClientModule, { pro }: RoundOptions) {
  const [atStart] = useState(() => todayAtStart(module).atStart.peek());
  const [state, dispatch] = useReducer(roundReducer, atStart, (start) =>
    start ? roundReducer(initialRound, todayAction(module, start.value)) : initialRound,
  );
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

  /**
   * Before Start, from the server: a module switched off says so (no Start button); one already
   * over today opens on today's summary, saying why (the clock, or the day's end); otherwise
   * Start, and whether a question left earlier is waiting (docs/product.md §3, §8).
   */
  const check = useCallback(() => {
    fetchToday(module).then(
      (today) => {
        // Ready too: a recheck's own render may not have happened yet (the reducer orders them).
        const phase = stateRef.current.phase;
        if (!live.current || (phase !== 'checking' && phase !== 'ready')) return;
        dispatch(todayAction(module, today));
      },
      () => live.current && dispatch({ type: 'ready', waiting: null }),
    );
  }, [module]);

  // The screen opened first: the answer came with the app's start (app/routes/first-screen.ts).
  const answeredAtStart = useRef(atStart !== undefined);
  useEffect(() => {
    if (!answeredAtStart.current) return check();
    answeredAtStart.current = false;
    todayAtStart(module).atStart.take();
  }, [check, module]);

  /** The waiting question's clock ran out on the start card: the server now says how today ends. */
  const recheck = useCallback(() => {
    dispatch({ type: 'recheck' });
    check();
  }, [check]);

  /** Ends the round, then shows today's rows from the server (time-outs included) once they arrive. */
  const end = useCallback(
    (kind: EndKind, message: string, before?: Promise<unknown>) => {
      clearTimeout(pause.current);
      if (!live.current) return;
      dispatch({ type: 'ended', kind, message });
      if (kind === 'error' || kind === 'offline') return;
      void (async () => {
        await before?.catch((err: unknown) => console.warn('day-done marker failed', err));
        const today = await fetchToday(module).catch(() => null);
        if (today && live.current) dispatch({ type: 'rows', rows: today.rows });
      })();
    },
    [module],
  );

  const loadNext = useCallback(async () => {
    dispatch({ type: 'loading' });
    try {
      const answer = await fetchQuestion(module);
      if (!live.current) return;
      if ('endOfDay' in answer) {
        // The server never sends endOfDay to a pro learner (docs/product.md §3): there is nothing to go on with.
        end('endOfDay', serverText(answer.message, t().endOfDay));
        return;
      }
      dispatch({ type: 'served', ...answer });
    } catch (err) {
      if (!live.current || isUnauthorized(err)) return;
      // 403: the module is not available (the server's message says from when).
      if (isOffline(err)) end('offline', t().offlineFetch);
      else if (err instanceof ApiError && err.status === 403)
        end('error', errorText(err, moduleTextNow(module.texts.fetchError)));
      else end('error', moduleTextNow(module.texts.fetchError));
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
    // A late answer has ended a free learner's day on the server.
    if (!pro && s.feedback?.late) end('timeUp', t().timeUp);
    else if (!pro && s.lastQuestion) end('endOfDay', t().endOfDay);
    else void loadNext();
  }, [pro, end, loadNext]);

  /** A tap on the feedback: the learner is reading; Next moves on. */
  const hold = useCallback(() => {
    clearTimeout(pause.current);
    dispatch({ type: 'hold' });
  }, []);

  const submit = useCallback(async () => {
    const s = stateRef.current;
    if (s.phase !== 'question' || !s.question || sending.current || s.feedback) return;
    const renderer = rendererFor(module.input);
    const first = renderer.check(module.input, s.draft);
    if (first.state === 'blank') return;
    if (first.state === 'invalid') {
      dispatch({ type: 'message', message: first.message });
      return;
    }
    dispatch({ type: 'submitting' });
    sending.current = true;
    try {
      // Latin letters in a Hindi-answer box: judged as their top suggestion, shown in the box.
      const { draft, converted } = await hindiDraft(module, s.draft);
      if (!live.current) return;
      if (converted) dispatch({ type: 'converted', draft });
      const checked = converted ? renderer.check(module.input, draft) : first;
      if (checked.state !== 'ready') {
        dispatch({ type: 'message', message: checked.state === 'invalid' ? checked.message : null });
        return;
      }
      const answer = await submitAnswer(module, { [module.idField]: s.question._id, ...checked.body });
      if (!live.current) return;
      const feedback = {
        ...toFeedback(module, answer),
        ...(converted ? { judgedAs: renderer.describe(module.input, draft) } : {}),
      };
      const row: TodayRow | null = answer.alreadyAnswered
        ? null
        : {
            _id: s.question._id,
            prompt: promptText(module, s.question),
            yourAnswer: renderer.describe(module.input, draft),
            correctAnswers: answer.correctAnswers,
            correct: answer.correct,
            late: answer.late,
            explanation: answer.explanation,
          };
      if (row) recordDailyScore(module.key, answer.correct);
      dispatch({ type: 'answered', feedback, row, lastQuestion: answer.lastQuestion });
      if (module.pauseMs !== null) pause.current = setTimeout(advance, module.pauseMs);
    } catch (err) {
      if (!live.current || isUnauthorized(err)) return;
      // Most modules ignore a failed submit (§8) and let the learner try again; some say so. With
      // no connection every module says so (docs/product.md §8), rather than failing silently.
      const submitError = module.texts.submitError;
      dispatch({
        type: 'message',
        message: isOffline(err) ? t().offlineSubmit : submitError ? moduleTextNow(submitError) : null,
      });
    } finally {
      sending.current = false;
    }
  }, [module, advance]);

  /** The clock reached zero: a free learner's round ends and the day is marked done; pro goes on. */
  const timeUp = useCallback(() => {
    if (pro) return;
    end('timeUp', t().timeUp, postDayDone(module));
  }, [pro, end, module]);

  /** Pro learners are never cut off, so they end a round themselves to see their results. */
  const stop = useCallback(() => end('stopped', t().proEnded), [end]);

  /** After a fetch failed for want of a connection: the next question again, the round as it was. */
  const retry = useCallback(() => void loadNext(), [loadNext]);

  const setDraft = useCallback((draft: Draft) => dispatch({ type: 'draft', draft }), []);

  return { state, start, submit, advance, hold, timeUp, stop, retry, setDraft, recheck };
}
