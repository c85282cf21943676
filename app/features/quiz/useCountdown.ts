import { useEffect, useRef, useState } from 'react';

interface CountdownOptions {
  seconds: number;
  /** Ticking only while a question waits for its answer. */
  running: boolean;
  /** A new value starts the clock again (each question has its own time). */
  resetKey: number;
  onExpire: () => void;
}

/**
 * The per-question clock: ticks once a second (§9) and calls onExpire once at zero. It counts
 * down to a deadline rather than counting ticks, so a phone that throttles timers in the
 * background still shows the true time left — the server keeps the same deadline.
 */
export function useCountdown({ seconds, running, resetKey, onExpire }: CountdownOptions): number {
  const [left, setLeft] = useState(seconds);
  // The clock this `left` belongs to: until the reset effect has run for a new question, the
  // screen shows that question's own time, never the last one's (effects run after the paint).
  const [clock, setClock] = useState({ seconds, resetKey });
  const deadline = useRef(0);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    deadline.current = Date.now() + seconds * 1000;
    expired.current = false;
    setLeft(seconds);
    setClock({ seconds, resetKey });
  }, [seconds, resetKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey restarts the interval with the new deadline.
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setLeft(next);
      if (next === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [running, resetKey]);

  return clock.seconds === seconds && clock.resetKey === resetKey ? left : seconds;
}
