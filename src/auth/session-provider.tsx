import { type ReactNode, useCallback, useEffect, useMemo, useReducer } from 'react';
import { getAuthClient } from './auth-client';
import { SessionContext, type SessionContextValue, type SignInResult } from './session-context';
import { sessionReducer } from './session-state';
import { signInErrorMessage } from './sign-in-error-message';

export type SessionProviderProps = {
  /** Shown until the first session check ends (the app passes its loading screen). */
  fallback: ReactNode;
  children: ReactNode;
};

export function SessionProvider({ fallback, children }: SessionProviderProps) {
  const [state, dispatch] = useReducer(sessionReducer, { status: 'loading' });

  useEffect(() => {
    const client = getAuthClient();
    let isCurrent = true;
    // The client pushes every later change; the callback only records it (calling the client from
    // inside it would wait on the client's own lock).
    const { data } = client.onAuthStateChange((event, session) => {
      if (isCurrent) dispatch({ type: 'auth-event', event, session });
    });
    client
      .getSession()
      .then(({ data: { session } }) => {
        if (isCurrent) dispatch({ type: 'checked', session });
      })
      .catch(() => {
        if (isCurrent) dispatch({ type: 'checked', session: null });
      });
    return () => {
      isCurrent = false;
      data.subscription.unsubscribe();
    };
  }, []);

  const signInWithPassword = useCallback(async (email: string, password: string): Promise<SignInResult> => {
    const { error } = await getAuthClient().signInWithPassword({ email, password });
    return { errorMessage: error ? signInErrorMessage(error.message) : null };
  }, []);

  const signOut = useCallback(async () => {
    // 'local' forgets the session on this device first and then revokes it on the server, so signing
    // out works even when the network does not.
    await getAuthClient().signOut({ scope: 'local' });
  }, []);

  const session = state.status === 'signed-in' ? state.session : null;
  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      isSignedIn: session !== null,
      signInWithPassword,
      signOut,
    }),
    [session, signInWithPassword, signOut],
  );

  if (state.status === 'loading') return fallback;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
