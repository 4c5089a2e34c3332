import type { Session, User } from '@supabase/auth-js';
import { createContext, useContext } from 'react';

export type SignInResult = { errorMessage: string | null };

export type SessionContextValue = {
  session: Session | null;
  user: User | null;
  isSignedIn: boolean;
  signInWithPassword: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The current session and the sign-in / sign-out actions; only inside <SessionProvider>. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
