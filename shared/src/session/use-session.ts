import { useEffect, useSyncExternalStore } from 'react';
import { getSession, loadSession, subscribeSession, type SessionState } from './session-store.ts';

/**
 * The page's session, re-rendering on every change: { status, user, showOnboarding }. The first
 * component that asks starts the one session load of the page.
 */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  useEffect(() => {
    if (session.status === 'loading') void loadSession();
  }, [session.status]);
  return session;
}
