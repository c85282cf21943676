import type { FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FirstScreen } from '../app/first-screen/FirstScreen';
import { setLanguage } from '../app/i18n/lang';
import { isLanguage, type Language, languageFromBrowser } from '../shared/api/language';
import type { AppContext } from './context';
import { bootstrapFor } from './routes/bootstrap';

export interface RenderedFirstScreen {
  language: Language;
  /** The screen's HTML, or '' where the server has none for this path (the app renders it all). */
  html: string;
  /**
   * The screen's largest part waits on a call of its own (a learner's papers, the journey's
   * history): the app's code then starts at once rather than after the first paint.
   */
  startAtOnce: boolean;
}

/** The browser's languages as it sends them (Accept-Language), in its order. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}

/**
 * The first screen of a page load, as HTML (docs/decisions/006): the app's first paint without
 * waiting for its code, in the language the app will choose — the account's, else the browser's
 * (docs/product.md §8). A device's own choice (localStorage) is not sent: app/public/prefs.js
 * hides this screen when that choice differs, and the app's own render shows instead.
 */
export function firstScreenRenderer(ctx: AppContext) {
  return async (request: FastifyRequest, pathname: string): Promise<RenderedFirstScreen> => {
    const user = await ctx.sessions.lookup(request.cookies[ctx.sessionCookie]);
    const language: Language =
      user?.language && isLanguage(user.language)
        ? user.language
        : languageFromBrowser(acceptedLanguages(request.headers['accept-language']));
    const data = await bootstrapFor(ctx, user);
    // The catalogue reads the interface language from app/i18n/lang.ts; rendering is synchronous,
    // so setting it just before is safe for this render.
    setLanguage(language, { remember: false });
    const html = renderToStaticMarkup(createElement(FirstScreen, { pathname, data }));
    // React hoists a preload for each image; the page finds its one icon without it.
    const startAtOnce = !!user && (pathname === '/papers' || pathname === '/user-journey');
    return { language, html: html.replace(/<link rel="preload" as="image"[^>]*>/g, ''), startAtOnce };
  };
}

export type FirstScreenRenderer = ReturnType<typeof firstScreenRenderer>;
