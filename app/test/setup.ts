/**
 * Imported first by every component test (which also says `// @vitest-environment jsdom`):
 * jsdom lacks matchMedia, and Testing Library's cleanup needs registering without globals.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

stubMatchMedia();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
