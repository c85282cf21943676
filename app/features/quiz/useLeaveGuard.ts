import { useCallback, useEffect, useRef, useState } from 'react';
import { setLeaveGuard } from '../../lib/leave-guard';
import { useNavigate } from '../../routes/router';

/** Marks the history entry this guard adds, so it is taken away again only if it is still there. */
const MARK = 'sopanLeaveGuard';
const onGuardEntry = () => !!(history.state as Record<string, unknown> | null)?.[MARK];

/** Steps back off the guard's own entry (same address) before the learner goes anywhere. */
function dropGuardEntry(): Promise<void> {
  if (!onGuardEntry()) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    history.back();
  });
}

/**
 * docs/product.md §8: while a round is on (`active`), leaving — the phone's or browser's Back, the
 * header's Back, a link of the app — asks first whenever `asks()` says a question's clock is
 * running, since the clock goes on without the learner. The browser's Back cannot be cancelled,
 * so the round's screen keeps a second history entry of its own address: Back lands on it, and
 * Stay puts it back. Answers `leave` while asking (null: not asking), and `stay`.
 */
export function useLeaveGuard(active: boolean, asks: () => boolean) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const asksRef = useRef(asks);
  asksRef.current = asks;
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    if (!onGuardEntry()) history.pushState({ ...(history.state as object), [MARK]: true }, '', location.href);

    /** Leaves at once, or asks first while the clock runs; the guard's entry goes before leaving. */
    const guard = (leave: () => void) => {
      const go = () => {
        leaving.current = true;
        setAsking(null);
        void dropGuardEntry().then(leave);
      };
      if (asksRef.current()) setAsking(() => go);
      else go();
    };
    const onPop = () => {
      if (leaving.current) return;
      // Back has already left the guard's entry: leaving is one more step back.
      guard(() => history.back());
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || link.target === '_blank' || link.hasAttribute('download')) return;
      e.preventDefault();
      e.stopPropagation();
      guard(() => navigateRef.current(url.pathname + url.search + url.hash));
    };
    setLeaveGuard(guard);
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    return () => {
      setLeaveGuard(null);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
      // The round ended on this screen: the extra entry goes, so Back is one step again.
      if (!leaving.current && onGuardEntry()) history.back();
    };
  }, [active]);

  /** Stay: the question stays, and Back is guarded again. */
  const stay = useCallback(() => {
    setAsking(null);
    if (!onGuardEntry()) history.pushState({ ...(history.state as object), [MARK]: true }, '', location.href);
  }, []);

  return { leave: asking, stay };
}
