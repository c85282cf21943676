import { appPath, reminderNotification } from './reminder-notification';

/**
 * The service worker's reminders (docs/product.md §13). Workbox writes sw.js (vite.config.ts,
 * generateSW); this is bundled apart into /sw-reminders.js (app/pwa/worker-script.ts) and
 * imported there by importScripts. The DOM's types lack a worker's, so the few used are named here.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;

function payloadOf(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

worker.addEventListener('push', (event) => {
  const { title, options } = reminderNotification(payloadOf(event));
  event.waitUntil(worker.registration.showNotification(title, options));
});

/** An open window of the app is brought forward and led to the path; with none, one opens there. */
async function openApp(path: string): Promise<void> {
  const [open] = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!open) {
    await worker.clients.openWindow(path);
    return;
  }
  const target = new URL(path, worker.location.origin).href;
  // Focus first, while the tap still allows it; navigating needs no such allowance.
  const [, led] = await Promise.allSettled([
    open.focus(),
    open.url === target ? Promise.resolve(open) : open.navigate(target),
  ]);
  // A window this worker does not control cannot be navigated: open the path instead.
  if (led.status === 'rejected') await worker.clients.openWindow(path);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openApp(appPath(data?.url, worker.location.origin)));
});
