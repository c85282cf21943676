import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from './router';

/** Where the learner was on each history entry (by location key), for Back and Forward. */
const positions = new Map<string, number>();
const STOPPED_BY = ['wheel', 'touchstart', 'keydown'] as const;
const RESTORE_MS = 3000;

/**
 * docs/product.md §8: every route change starts at the top of the page; Back (and Forward) puts
 * the learner where they were. The browser's own restoration acts before a lazy screen and its data
 * have made the page tall enough.
 */
export function ScrollMemory() {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  const loaded = useRef(false);

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // A layout effect, so the old entry stops listening before the new one moves the page.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry (key) is what moves the page
  useLayoutEffect(() => {
    // The page as loaded is at the top: asking where it is would lay it out before its first paint.
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    if (hash) return; // An in-page link: the browser scrolls to its target.
    const target = action === 'POP' ? (positions.get(key) ?? 0) : 0;
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 2) return;
    // The screen is still arriving (its code, its data): follow it as it grows, until the learner
    // moves the page themselves or a few seconds have passed.
    const observer = new ResizeObserver(() => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 2) stop();
    });
    const timer = window.setTimeout(stop, RESTORE_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const name of STOPPED_BY) window.removeEventListener(name, stop);
    }
    observer.observe(document.body);
    for (const name of STOPPED_BY) window.addEventListener(name, stop, { passive: true });
    return stop;
  }, [key]);

  return null;
}
