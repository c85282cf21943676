import { useEffect } from 'react';
import type { NativeBridge } from './push-registration';

/** Push notifications exist only in a native shell (Capacitor); the web app loads nothing for them. */
export function usePushNotifications(): void {
  useEffect(() => {
    const native = (window as Window & { Capacitor?: NativeBridge }).Capacitor;
    if (native) void import('./push-registration').then((m) => m.registerPush(native));
  }, []);
}
