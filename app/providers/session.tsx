import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { logout, type User } from '../api/auth';
import { checkAuthAtStart } from '../api/bootstrap';
import { rememberUser } from '../api/offline-copy';
import { forgetSavedPath } from '../features/auth/saved-path';
import { languageChosen, setLanguage } from '../i18n/lang';
import { clearSessionStorage } from '../lib/device-prefs';

interface Session {
  /** 'loading' until the start-up check (GET /auth/check) has answered. */
  status: 'loading' | 'ready';
  user: User | null;
  setUser: (user: User | null) => void;
  /** Calls the logout endpoint (a failure is ignored), clears local storage and reloads the app at /. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // Answered before the first render when the app waited for its bootstrap (app/main.tsx).
  const [atStart] = useState(() => checkAuthAtStart.atStart.peek());
  const [status, setStatus] = useState<Session['status']>(atStart ? 'ready' : 'loading');
  const [user, setUserState] = useState<User | null>(atStart?.value.user ?? null);

  const setUser = useCallback((next: User | null) => {
    setUserState(next);
    rememberUser(next);
  }, []);

  // The account's language is the interface's (docs/product.md §8). A device that has not chosen yet
  // still shows the first-visit chooser: the account's language then only starts it.
  const language = user?.language;
  useEffect(() => {
    if (language) setLanguage(language, { remember: languageChosen() });
  }, [language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at start
  useEffect(() => {
    if (atStart) return checkAuthAtStart.atStart.take();
    const controller = new AbortController();
    checkAuthAtStart(controller.signal).then(
      (r) => {
        setUserState(r.isAuthenticated ? r.user : null);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('ready');
      },
    );
    return () => controller.abort();
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // Logging out still happens on this device.
    }
    clearSessionStorage();
    forgetSavedPath();
    // §4.4: logging out reloads the page, at /; nothing of the session stays in memory.
    window.location.replace('/');
  }, []);

  const value = useMemo(() => ({ status, user, setUser, signOut }), [status, user, setUser, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
