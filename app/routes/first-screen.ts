import type { Bootstrap } from '../../shared/api/bootstrap';
import {
  CALLS_ELEMENT,
  type FirstScreenChunk,
  firstScreenAt,
  firstScreenFor,
} from '../../shared/first-screens';
import { fromPage, startedAtStart } from '../api/at-start';
import { api } from '../api/client';
import { languageChosen, setLanguage } from '../i18n/lang';
import { moduleRoutes } from '../registry/routes-data';
import { lazyScreen } from './lazy-screen';

/** The screens a cold load may open with (AppRoutes renders the same ones). */
export const firstScreens = {
  HomeScreen: lazyScreen(() => import('./HomeScreen')),
  JourneyScreen: lazyScreen(() => import('./JourneyScreen')),
  QuizScreen: lazyScreen(() => import('./QuizScreen')),
  PapersScreen: lazyScreen(() => import('./PapersScreen')),
  LoginScreen: lazyScreen(() => import('./LoginScreen')),
} satisfies Record<FirstScreenChunk, { load: () => Promise<unknown> }>;

/**
 * What the app's first render waits for (app/main.tsx): the bootstrap, then the first screen's
 * code and, for a learner, its calls, all started at once rather than one after the other (code,
 * render, call, render: on a slow network each step is a round trip). The first render then has
 * them all and the page paints once, whole. Settles, never fails: a part that failed is asked
 * for again as the app runs.
 */
export async function prepareFirstScreen(pathname: string, bootstrap: Promise<Bootstrap>): Promise<void> {
  // A screen anyone may open: its code need not wait for the bootstrap.
  const open = firstScreenAt(pathname, moduleRoutes);
  if (open && !open.learnerOnly) void firstScreens[open.chunk].load();
  let user: Bootstrap['user'];
  try {
    ({ user } = await bootstrap);
  } catch {
    return;
  }
  // The account's language from the first paint, as the session would set it after.
  if (user?.language) setLanguage(user.language, { remember: languageChosen() });
  const screen = firstScreenFor(pathname, moduleRoutes, !!user);
  if (!screen) return;
  // The server's page answers them (server/plugins/web-app.ts); the app asks for any it did not.
  const answered = fromPage<Record<string, unknown>>(CALLS_ELEMENT) ?? {};
  await Promise.allSettled([
    firstScreens[screen.chunk].load(),
    ...screen.data.map((path) =>
      startedAtStart(path, path in answered ? Promise.resolve(answered[path]) : api.get(path)),
    ),
  ]);
}
