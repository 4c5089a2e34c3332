import type { Session } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { sessionReducer } from './session-state';

function sessionFor(accessToken: string): Session {
  return {
    access_token: accessToken,
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    token_type: 'bearer',
    user: {
      id: 'u1',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    },
  };
}

describe('sessionReducer', () => {
  it('leaves loading once the first check ends, signed in or out', () => {
    const session = sessionFor('a');
    expect(sessionReducer({ status: 'loading' }, { type: 'checked', session })).toEqual({
      status: 'signed-in',
      session,
    });
    expect(sessionReducer({ status: 'loading' }, { type: 'checked', session: null })).toEqual({
      status: 'signed-out',
    });
  });

  it('follows sign-in, refresh, user updates, recovery and MFA with the new session', () => {
    const events = [
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
    ] as const;
    for (const event of events) {
      const session = sessionFor(event);
      expect(sessionReducer({ status: 'signed-out' }, { type: 'auth-event', event, session })).toEqual({
        status: 'signed-in',
        session,
      });
    }
  });

  it('signs out on SIGNED_OUT and on an event without a session', () => {
    const signedIn = { status: 'signed-in', session: sessionFor('a') } as const;
    expect(
      sessionReducer(signedIn, {
        type: 'auth-event',
        event: 'SIGNED_OUT',
        session: null,
        isOwnSignOut: true,
      }),
    ).toStrictEqual({ status: 'signed-out' });
    expect(sessionReducer(signedIn, { type: 'auth-event', event: 'TOKEN_REFRESHED', session: null })).toEqual(
      {
        status: 'signed-out',
      },
    );
  });

  it('marks a sign-out the user did not ask for as an ended session', () => {
    const signedIn = { status: 'signed-in', session: sessionFor('a') } as const;
    expect(sessionReducer(signedIn, { type: 'auth-event', event: 'SIGNED_OUT', session: null })).toEqual({
      status: 'signed-out',
      hasEnded: true,
    });
    // Nobody was signed in on this page: nothing ended here.
    expect(
      sessionReducer({ status: 'signed-out' }, { type: 'auth-event', event: 'SIGNED_OUT', session: null }),
    ).toStrictEqual({ status: 'signed-out' });
  });

  it('marks a first check as ended when the data API refused the stored session before it came back', () => {
    expect(
      sessionReducer({ status: 'loading' }, { type: 'checked', session: null, hasEnded: true }),
    ).toStrictEqual({
      status: 'signed-out',
      hasEnded: true,
    });
    expect(sessionReducer({ status: 'loading' }, { type: 'checked', session: null })).toStrictEqual({
      status: 'signed-out',
    });
  });

  it('marks a stored session refused while still being checked as ended, so /login names the page', () => {
    // A page's data starts while its code loads: its refusal can sign out before the first check lands.
    expect(
      sessionReducer({ status: 'loading' }, { type: 'auth-event', event: 'SIGNED_OUT', session: null }),
    ).toStrictEqual({ status: 'signed-out', hasEnded: true });
    expect(
      sessionReducer(
        { status: 'loading' },
        { type: 'auth-event', event: 'SIGNED_OUT', session: null, isOwnSignOut: true },
      ),
    ).toStrictEqual({ status: 'signed-out' });
  });

  it('ignores a late first check once an event has arrived', () => {
    const newer = { status: 'signed-in', session: sessionFor('new') } as const;
    expect(sessionReducer(newer, { type: 'checked', session: null })).toBe(newer);
  });
});
