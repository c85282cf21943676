import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type AnswerState,
  getAttempt,
  type PaperResult,
  type RunningAttempt,
  submitAttempt,
} from '../../api/papers';
import { type AnswerSaver, createAnswerSaver, type SaveStatus } from './answer-saver';
import { forget, type KeptProgress, keep, readKept } from './kept-progress';
import { type Answers, countStates, statesOf } from './question-state';
import { usePaperClock } from './usePaperClock';

export type SittingPhase = 'sitting' | 'confirm' | 'submitting' | 'ending' | 'endFailed';
export type SittingError = 'unsavedAtSubmit' | 'submitError' | null;

/** How the sitting ended: the learner submitted, or the time ran out (the clock, or a late save). */
export type EndedHow = 'submitted' | 'timeUp';

/** The result of an attempt that has ended; one the server still shows running (its grace) is ended here. */
export async function resultOf(attemptId: string): Promise<PaperResult> {
  const attempt = await getAttempt(attemptId);
  return attempt.status === 'submitted' ? attempt : submitAttempt(attemptId);
}

/**
 * A paper being sat (docs/product.md §11): the answers as the learner gives them, each saved at
 * once; where they are and what they have seen; the server's clock; and the two ways it ends.
 */
export function usePaperSitting(
  attempt: RunningAttempt,
  onEnded: (result: PaperResult, how: EndedHow) => void,
) {
  const attemptId = attempt._id;
  const { questions } = attempt;
  const [kept] = useState(() => readKept(attemptId));
  const keptRef = useRef<KeptProgress>(kept);
  const [answers, setAnswers] = useState<Answers>(() => ({ ...attempt.answers, ...kept.unsaved }));
  const [index, setIndex] = useState(() => Math.min(kept.index, questions.length - 1));
  const [visited, setVisited] = useState<ReadonlySet<string>>(
    () => new Set([...kept.visited, questions[Math.min(kept.index, questions.length - 1)]!._id]),
  );
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [phase, setPhase] = useState<SittingPhase>('sitting');
  const [error, setError] = useState<SittingError>(null);
  const ending = useRef(false);
  const finished = useRef(false);

  const persist = (patch: Partial<KeptProgress>) => {
    keptRef.current = { ...keptRef.current, ...patch };
    keep(attemptId, keptRef.current);
  };

  const finish = (result: PaperResult, how: EndedHow) => {
    if (finished.current) return;
    finished.current = true;
    saver.end();
    forget(attemptId);
    onEnded(result, how);
  };

  /** A save came too late: the server has ended the attempt with what it had. */
  const late = async () => {
    if (ending.current) return;
    ending.current = true;
    setPhase('ending');
    try {
      finish(await resultOf(attemptId), 'timeUp');
    } catch {
      setPhase('endFailed');
    }
  };

  /** The clock reached nought: what is unsaved goes within the server's grace, then the paper is submitted. */
  const timeUp = async () => {
    if (ending.current) return;
    ending.current = true;
    setPhase('ending');
    await saver.drain();
    try {
      finish(await submitAttempt(attemptId), 'timeUp');
    } catch {
      setPhase('endFailed');
    }
  };

  const [secondsLeft, sync] = usePaperClock(attempt.secondsLeft, () => void timeUp());

  // The saver lives as long as the screen; its events reach this render's functions through a ref.
  const events = useRef({ sync, late, setStatus });
  events.current = { sync, late, setStatus };
  const saverRef = useRef<AnswerSaver | null>(null);
  saverRef.current ??= createAnswerSaver(attemptId, {
    onStatus: (s) => events.current.setStatus(s),
    onSecondsLeft: (s) => events.current.sync(s),
    onLate: () => void events.current.late(),
    onUnsaved: (unsaved) => persist({ unsaved }),
  });
  const saver = saverRef.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the answers kept from before a reload.
  useEffect(() => {
    saver.restore(kept.unsaved);
    const retry = () => void saver.drain();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [saver]);

  const states = useMemo(() => statesOf(questions, answers, visited), [questions, answers, visited]);
  const counts = useMemo(() => countStates(states), [states]);
  const current = questions[index]!;
  const answer: AnswerState = answers[current._id] ?? { choice: null, marked: false };
  const open = phase === 'sitting' || phase === 'confirm';

  const give = (next: AnswerState) => {
    if (!open) return;
    setAnswers((all) => ({ ...all, [current._id]: next }));
    saver.save(current._id, next);
  };

  const goTo = (i: number) => {
    if (i < 0 || i >= questions.length || !open) return;
    const seen = new Set(visited).add(questions[i]!._id);
    setIndex(i);
    setVisited(seen);
    persist({ index: i, visited: [...seen] });
    void saver.drain();
  };

  return {
    questions,
    sections: attempt.sections,
    title: attempt.title,
    index,
    current,
    answer,
    states,
    counts,
    status,
    phase,
    error,
    secondsLeft,
    goTo,
    choose: (choice: number) => give({ choice, marked: answer.marked }),
    toggleMark: () => give({ choice: answer.choice, marked: !answer.marked }),
    clear: () => {
      if (answer.choice !== null) give({ choice: null, marked: answer.marked });
    },
    openSubmit: () => {
      if (phase !== 'sitting') return;
      setError(null);
      setPhase('confirm');
      void saver.drain();
    },
    cancelSubmit: () => {
      if (phase === 'confirm') setPhase('sitting');
    },
    submit: async () => {
      if (phase !== 'confirm' || ending.current) return;
      setPhase('submitting');
      setError(null);
      const outcome = await saver.drain();
      if (outcome === 'late') return;
      if (outcome === 'unsaved') {
        setError('unsavedAtSubmit');
        setPhase('confirm');
        return;
      }
      try {
        finish(await submitAttempt(attemptId), 'submitted');
      } catch {
        if (ending.current) return;
        setError('submitError');
        setPhase('confirm');
      }
    },
    /** After the time ran out and the result did not arrive: ask again. */
    retryResult: async () => {
      setPhase('ending');
      try {
        finish(await resultOf(attemptId), 'timeUp');
      } catch {
        setPhase('endFailed');
      }
    },
  };
}
