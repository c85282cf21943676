import type { Bootstrap } from '../../shared/api/bootstrap';
import { PROGRESS_PATH } from '../api/progress';
import { todayPath } from '../api/quiz';
import { moduleRoutes } from '../registry/routes-data';

interface FirstScreen {
  /** The screen's code (the same chunk AppRoutes loads lazily). */
  code: () => Promise<unknown>;
  /** A learner-only screen: a visitor gets the login screen instead, and no data. */
  learnerOnly: boolean;
  /** The call the screen makes as it opens, under /api. */
  data?: string;
}

function screenAt(pathname: string): FirstScreen | undefined {
  if (pathname === '/') return { code: () => import('./HomeScreen'), learnerOnly: false };
  if (pathname === '/user-journey')
    return { code: () => import('./JourneyScreen'), learnerOnly: true, data: PROGRESS_PATH };
  const quiz = moduleRoutes.find((m) => m.route === pathname);
  if (quiz) return { code: () => import('./QuizScreen'), learnerOnly: true, data: todayPath(quiz.key) };
  return undefined;
}

/** Fetches a call now; the screen's own fetch of the same URL takes this answer (a preload). */
function preloadCall(path: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `/api${path}`;
  document.head.append(link);
}

/**
 * The first screen's code and data, started beside the bootstrap rather than one after the
 * other (code, render, call, render): on a slow network each step is a round trip. Screens not
 * listed load as before, when they render.
 */
export function preloadFirstScreen(pathname: string, bootstrap: Promise<Bootstrap>): void {
  const screen = screenAt(pathname);
  if (!screen) return;
  if (!screen.learnerOnly) {
    void screen.code();
    return;
  }
  bootstrap.then(
    ({ user }) => {
      if (!user) return void import('./LoginScreen');
      void screen.code();
      if (screen.data) preloadCall(screen.data);
    },
    () => undefined,
  );
}
