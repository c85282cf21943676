import type { SubscriptionBody } from '../../api/reminders';
import { registerPwaNow } from '../../pwa/register';

/**
 * This phone and Web Push (docs/product.md §13): whether it can receive a reminder, and its
 * subscription, made with the server's VAPID key.
 */

/** `install-first`: iOS, where only a web app on the Home Screen has push (iOS 16.4+). */
export type PushSupport = 'ready' | 'install-first' | 'unsupported';

const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  // iPadOS asks for the desktop site: a Mac with a touch screen.
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

export const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (isIos() && !isStandalone()) return 'install-first';
  const able = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return able ? 'ready' : 'unsupported';
}

export type SubscribeResult =
  | { ok: true; subscription: SubscriptionBody }
  | { ok: false; reason: 'denied' | 'dismissed' | 'failed' };

/** The worker, or null if none is running within a while (the dev server registers none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  // The app registers its worker a few seconds after the load (app/pwa/register.ts): now, if not yet.
  registerPwaNow();
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** This phone's subscription, if it has one and notifications are allowed. */
export async function subscriptionHere(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'ready' || Notification.permission !== 'granted') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Called in the tap's own handler, before any other await: Safari allows the permission prompt
 * only there. `publicKey` is the server's VAPID key, asked for alongside.
 */
export async function subscribeHere(publicKey: Promise<string>): Promise<SubscribeResult> {
  publicKey.catch(() => undefined); // Awaited below, or not needed: never an unhandled rejection.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' };
  try {
    const reg = await registration();
    if (!reg) return { ok: false, reason: 'failed' };
    const key = keyBytes(await publicKey);
    let subscription = await reg.pushManager.getSubscription();
    // One made with another key (the server's changed) cannot carry this server's reminders.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { ok: false, reason: 'failed' };
    return {
      ok: true,
      subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
    };
  } catch {
    // No push service reachable, a key the browser refused, or the subscription itself failed.
    return { ok: false, reason: 'failed' };
  }
}
