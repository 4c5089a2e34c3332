import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { hasStoredSession, loadAuthClient } from './auth-client';
import {
  SessionContext,
  type SessionContextValue,
  type SignInResult,
  type SignOutResult,
  type SignOutScope,
} from './session-context';
import { takeSessionEnded } from './session-ended';
import { sessionReducer } from './session-state';
import { signInErrorMessage } from './sign-in-error-message';

export type SessionProviderProps = {
  /** Shown until the first session check ends (the app passes its loading screen). */
  fallback: ReactNode;
  children: ReactNode;
};

export function SessionProvider({ fallback, children }: SessionProviderProps) {
  // Without a stored session the visitor is signed out at once: the login screen paints while the
  // auth client loads (src/auth/auth-client.ts).
  const [state, dispatch] = useReducer(sessionReducer, undefined, () =>
    hasStoredSession() ? { status: 'loading' as const } : { status: 'signed-out' as const },
  );
  // Set while the user's own sign-out runs: its SIGNED_OUT is expected, any other means the session ended.
  const isOwnSignOut = useRef(false);

  useEffect(() => {
    let isCurrent = true;
    let unsubscribe = () => {};
    loadAuthClient()
      .then((client) => {
        if (!isCurrent) return;
        // The client pushes every later change; the callback only records it (calling the client from
        // inside it would wait on the client's own lock).
        const { data } = client.onAuthStateChange((event, session) => {
          if (isCurrent) dispatch({ type: 'auth-event', event, session, isOwnSignOut: isOwnSignOut.current });
        });
        unsubscribe = () => data.subscription.unsubscribe();
        return client.getSession().then(({ data: { session } }) => {
          if (isCurrent)
            dispatch({ type: 'checked', session, hasEnded: session === null && takeSessionEnded() });
        });
      })
      .catch(() => {
        if (isCurrent) dispatch({ type: 'checked', session: null });
      });
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, []);

  const signInWithPassword = useCallback(async (email: string, password: string): Promise<SignInResult> => {
    const { error } = await (await loadAuthClient()).signInWithPassword({ email, password });
    return { errorMessage: error ? signInErrorMessage(error.message) : null };
  }, []);

  const signOut = useCallback(async (scope: SignOutScope = 'local'): Promise<SignOutResult> => {
    // 'local' forgets the session on this device first and then revokes it on the server, so signing
    // out works even when the network does not.
    isOwnSignOut.current = true;
    try {
      const { error } = await (await loadAuthClient()).signOut({ scope });
      return { errorMessage: error ? error.message : null };
    } finally {
      isOwnSignOut.current = false;
    }
  }, []);

  const session = state.status === 'signed-in' ? state.session : null;
  const hasSessionEnded = state.status === 'signed-out' && state.hasEnded === true;
  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      isSignedIn: session !== null,
      hasSessionEnded,
      signInWithPassword,
      signOut,
    }),
    [session, hasSessionEnded, signInWithPassword, signOut],
  );

  if (state.status === 'loading') return fallback;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
