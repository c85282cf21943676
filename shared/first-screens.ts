/**
 * The screens a cold load may open with, and what each needs first: its code (the route's
 * chunk, loaded lazily by the app) and, for a learner, the calls it makes as it opens. The app
 * waits for both before its first render (app/routes/first-screen.ts); the server names them in
 * the page it sends, so the browser fetches them beside the entry (server/plugins/first-screen-hints.ts).
 * Screens not listed load when they render.
 */
export type FirstScreenChunk = 'HomeScreen' | 'JourneyScreen' | 'QuizScreen' | 'PapersScreen' | 'LoginScreen';

export interface FirstScreen {
  chunk: FirstScreenChunk;
  /** A learner-only screen: a visitor gets the login screen instead, and no data. */
  learnerOnly: boolean;
  /** The calls the screen makes as it opens for a learner, under /api. */
  data: string[];
}

/** What a visitor sees on a learner-only screen. */
export const LOGIN_SCREEN: FirstScreen = { chunk: 'LoginScreen', learnerOnly: false, data: [] };

/** The id of the page's `<script type="application/json">` holding GET /api/bootstrap's answer (server/plugins/web-app.ts). */
export const BOOTSTRAP_ELEMENT = 'sopan-bootstrap';
/** …and the one holding the first screen's calls' answers, by path under /api. */
export const CALLS_ELEMENT = 'sopan-calls';

export const PROGRESS_PATH = '/me/quiz-progress';
export const STATS_PATH = '/me/stats';
export const ASSIGNMENTS_PATH = '/me/assignments';
export const PAPERS_PATH = '/papers';
/** Today's answers in a module: the quiz screen's first call. */
export const todayPath = (moduleKey: string) => `/me/today/${moduleKey}`;

export function firstScreenAt(
  pathname: string,
  quizRoutes: readonly { key: string; route: string }[],
): FirstScreen | undefined {
  if (pathname === '/')
    return { chunk: 'HomeScreen', learnerOnly: false, data: [STATS_PATH, ASSIGNMENTS_PATH] };
  if (pathname === '/login') return LOGIN_SCREEN;
  if (pathname === '/user-journey')
    return { chunk: 'JourneyScreen', learnerOnly: true, data: [PROGRESS_PATH, STATS_PATH] };
  if (pathname === '/papers') return { chunk: 'PapersScreen', learnerOnly: true, data: [PAPERS_PATH] };
  const quiz = quizRoutes.find((m) => m.route === pathname);
  if (quiz) return { chunk: 'QuizScreen', learnerOnly: true, data: [todayPath(quiz.key)] };
  return undefined;
}

/** The screen and calls a cold load of `pathname` opens with, for a learner or a visitor. */
export function firstScreenFor(
  pathname: string,
  quizRoutes: readonly { key: string; route: string }[],
  learner: boolean,
): { chunk: FirstScreenChunk; data: string[] } | undefined {
  const screen = firstScreenAt(pathname, quizRoutes);
  if (!screen) return undefined;
  if (screen.learnerOnly && !learner) return LOGIN_SCREEN;
  return { chunk: screen.chunk, data: learner ? screen.data : [] };
}
