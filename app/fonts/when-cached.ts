/**
 * The web fonts (130 KB) never ride on a first visit: measured with Lighthouse, downloading them
 * beside the app put the first screen's LCP at 2.3–2.7 s, preloaded or not, against 1.7 s
 * without (docs/decisions/006). A first visit shows the phone's own fonts (on Android its
 * Devanagari font is Noto Sans Devanagari itself) and the service worker caches the fonts with
 * the offline shell after the load. Every later visit, the page is the worker's: the fonts come
 * from its cache at once, before the first render, and the page never changes font mid-visit.
 */
export function applyWebFontsWhenCached(): void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  void import('./web-fonts').then((m) => m.addWebFonts());
}
