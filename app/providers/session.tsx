import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { logout, type User } from '../api/auth';
import { checkAuthAtStart } from '../api/bootstrap';
import { forgetSavedPath } from '../features/auth/saved-path';

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
  const [status, setStatus] = useState<Session['status']>('loading');
  const [user, setUser] = useState<User | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    checkAuthAtStart(controller.signal).then(
      (r) => {
        setUser(r.isAuthenticated ? r.user : null);
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
    localStorage.clear();
    forgetSavedPath();
    // §4.4: logging out reloads the page, at /; nothing of the session stays in memory.
    window.location.replace('/');
  }, []);

  const value = useMemo(() => ({ status, user, setUser, signOut }), [status, user, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
