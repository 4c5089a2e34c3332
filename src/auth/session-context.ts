import type { Session, User } from '@supabase/auth-js';
import { createContext, useContext } from 'react';

export type SignInResult = { errorMessage: string | null };
export type SignOutResult = { errorMessage: string | null };
export type SignOutScope = 'local' | 'global';

export type SessionContextValue = {
  session: Session | null;
  user: User | null;
  isSignedIn: boolean;
  /** Signed out because the session ended elsewhere (revoked, expired), not because the user asked. */
  hasSessionEnded: boolean;
  signInWithPassword: (email: string, password: string) => Promise<SignInResult>;
  /** 'local' (the default) ends this browser's session; 'global' every session of the account. */
  signOut: (scope?: SignOutScope) => Promise<SignOutResult>;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The current session and the sign-in / sign-out actions; only inside <SessionProvider>. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
