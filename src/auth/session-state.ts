import type { AuthChangeEvent, Session } from '@supabase/auth-js';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; session: Session }
  /** `hasEnded`: the session ended under the user's feet (revoked elsewhere, expired), not by their sign-out. */
  | { status: 'signed-out'; hasEnded?: true };

export type SessionAction =
  | {
      type: 'checked';
      session: Session | null;
      /** The data API refused the stored session before this first check came back (end-session.ts). */
      hasEnded?: boolean;
    }
  | {
      type: 'auth-event';
      event: AuthChangeEvent;
      session: Session | null;
      /** The user asked to sign out on this page (a SIGNED_OUT they expect). */
      isOwnSignOut?: boolean;
    };

/**
 * The session as the app sees it. The first check ends 'loading'; after that the auth service pushes
 * every change (signed in, token refreshed, user updated, signed out, password recovery, MFA verified).
 */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  if (action.type === 'auth-event' && action.event === 'SIGNED_OUT') {
    // A stored session still being checked ('loading') ends too when a request it made is refused
    // first (a page's data starts while its code loads): the user was on their way to this page.
    const hadSession = state.status === 'signed-in' || state.status === 'loading';
    const hasEnded = hadSession && action.isOwnSignOut !== true;
    return hasEnded ? { status: 'signed-out', hasEnded: true } : { status: 'signed-out' };
  }
  if (action.type === 'checked' && state.status !== 'loading') {
    // An event already told us more recent news than this first check.
    return state;
  }
  if (action.session) return { status: 'signed-in', session: action.session };
  return action.type === 'checked' && action.hasEnded === true
    ? { status: 'signed-out', hasEnded: true }
    : { status: 'signed-out' };
}
