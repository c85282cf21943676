import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The whole-paper clock (docs/product.md §11): the server's secondsLeft, counted down to a
 * deadline rather than by ticks (a phone that sleeps still shows the true time), set again from
 * every save's answer, and calling onExpire once at zero.
 */
export function usePaperClock(
  seconds: number,
  onExpire: () => void,
): [left: number, sync: (s: number) => void] {
  const [left, setLeft] = useState(seconds);
  const deadline = useRef(Date.now() + seconds * 1000);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  const tick = useCallback(() => {
    const next = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
    setLeft(next);
    if (next === 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
  }, []);

  useEffect(() => {
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [tick]);

  const sync = useCallback(
    (s: number) => {
      if (expired.current) return;
      deadline.current = Date.now() + s * 1000;
      tick();
    },
    [tick],
  );

  return [left, sync];
}
