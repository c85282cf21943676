/** After the load event: the first screen's own follow-up calls and the learner's first taps come first. */
export const PWA_DELAY_MS = 4000;
const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * The installable app's parts, a few seconds after the page has loaded and when the phone is
 * idle (docs/decisions/006): the web manifest (the browser then fetches it and its icons) and
 * the service worker (the offline shell: registering is a long task on a slow phone, and
 * installing fetches every file of the app). Neither should compete with the first screen.
 */
export function registerPwa(): void {
  const later = () =>
    setTimeout(
      () =>
        'requestIdleCallback' in window
          ? requestIdleCallback(registerPwaNow, { timeout: 2000 })
          : registerPwaNow(),
      PWA_DELAY_MS,
    );
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

let registered = false;

/** At once, for a learner who needs the worker sooner (turning reminders on); once only. */
export function registerPwaNow(): void {
  if (registered) return;
  registered = true;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_HREF;
    document.head.append(link);
  }
  if (!('serviceWorker' in navigator)) return;
  try {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  } catch {
    // A browser that refuses workers here (a private window, a test's stand-in): the app works without one.
  }
}
