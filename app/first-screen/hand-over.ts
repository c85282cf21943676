/** Longest the server's first screen stays once the app runs, should a screen wait on a slow call. */
const LATEST_MS = 5000;

/**
 * The server's first screen (server/first-screen.ts) gives way to the app's own render as soon as
 * that has something to say: the first time the app's root holds a screen with no loader in it.
 * Until then the app renders hidden (app/styles/app.css), so the learner sees the server's
 * screen, not the app's start-up spinners. Screens without one (and a page from the service
 * worker, which has none) are the app's from the start.
 */
export function handOverFirstScreen(): void {
  const shell = document.getElementById('first-screen');
  const root = document.getElementById('root');
  if (!shell || !root) return;
  const html = document.documentElement;
  if (!html.hasAttribute('data-first-screen')) {
    shell.remove();
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (root.childElementCount > 0 && !root.querySelector('.loader')) done();
  });
  function done() {
    observer.disconnect();
    clearTimeout(timer);
    html.removeAttribute('data-first-screen');
    shell?.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
  timer = setTimeout(done, LATEST_MS);
}
