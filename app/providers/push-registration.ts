/** The slice of Capacitor's push plugin we use; present only inside the native app shell. */
interface PushPlugin {
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
  addListener(event: string, listener: (data: unknown) => void): unknown;
}
interface NativeBridge {
  isPluginAvailable?: (name: string) => boolean;
  Plugins?: { PushNotifications?: PushPlugin };
}

/** §4.1: asks permission, registers and logs events — only when a native push plugin exists. */
export function registerPush(native: NativeBridge | undefined): void {
  const push = native?.Plugins?.PushNotifications;
  if (!native?.isPluginAvailable?.('PushNotifications') || !push) return;
  for (const event of ['registration', 'registrationError', 'pushNotificationReceived'])
    push.addListener(event, (data) => console.info(`push ${event}`, data));
  push
    .requestPermissions()
    .then((p) => (p.receive === 'granted' ? push.register() : undefined))
    .catch((err: unknown) => console.warn('push registration failed', err));
}

export type { NativeBridge };
