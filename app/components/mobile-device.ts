const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|Opera Mini|IEMobile|BlackBerry/i;

/**
 * docs/spec.md §4.1 and §9: a phone- or tablet-like user agent, a screen of at most 600 by 1000,
 * touch, and a coarse pointer. The sides are compared whichever way the phone is held, so
 * turning a phone sideways keeps the app (a desktop still fails on agent, touch and pointer).
 */
export function isMobileDevice(win: Window = window): boolean {
  const nav = win.navigator;
  // iPadOS Safari reports a Mac user agent; it is the only "Mac" with a touch screen.
  const ipad = /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
  const agent = MOBILE_UA.test(nav.userAgent) || ipad;
  const short = Math.min(win.innerWidth, win.innerHeight);
  const long = Math.max(win.innerWidth, win.innerHeight);
  const touch = nav.maxTouchPoints > 0 || 'ontouchstart' in win;
  const coarse = win.matchMedia('(pointer: coarse)').matches;
  return agent && short <= 600 && long <= 1000 && touch && coarse;
}
