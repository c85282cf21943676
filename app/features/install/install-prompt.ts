import { useSyncExternalStore } from 'react';
import { INSTALL_DISMISSED_KEY } from '../../lib/device-prefs';

/** Chrome's install offer (not in the DOM's types): shown with prompt(), answered in userChoice. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Once dismissed (or installed), the offer is not made again on this device (docs/product.md §8).

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function dismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function neverAgain(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Not kept: the offer may come back on another visit.
  }
  offer = null;
  changed();
}

/**
 * Keeps the browser's install offer for later (main.tsx, before the first render: the event may
 * come early). The app shows it itself, after a finished round, rather than the browser's bar.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', neverAgain);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const available = () => offer !== null && !dismissed();
const held = () => offer !== null;

/**
 * `evenIfDismissed`: a learner who said Not now after a round may still install from the
 * profile, where reminders need it.
 */
export function useInstallOffer({ evenIfDismissed = false } = {}): {
  available: boolean;
  install: () => Promise<void>;
  dismiss: () => void;
} {
  return {
    available: useSyncExternalStore(subscribe, evenIfDismissed ? held : available, () => false),
    async install() {
      const shown = offer;
      if (!shown) return;
      await shown.prompt();
      const { outcome } = await shown.userChoice;
      // Chrome offers once per event: accepted or not, this one is spent.
      if (outcome === 'accepted') neverAgain();
      else {
        offer = null;
        changed();
      }
    },
    dismiss: neverAgain,
  };
}
