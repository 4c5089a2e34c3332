import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './end-session';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const fakeClient = vi.hoisted(() => ({
  listeners: [] as Listener[],
  /** Whether the browser holds a session (the provider waits for the client only then). */
  hasStored: true,
  resolveSession: (_session: Session | null) => {},
  getSession: vi.fn(),
  onAuthStateChange: vi.fn(),
  signOut: vi.fn(),
  signInWithPassword: vi.fn(),
}));

vi.mock('./auth-client', () => ({
  loadAuthClient: async () => fakeClient,
  hasStoredSession: () => fakeClient.hasStored,
}));

const session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: {
    id: 'u1',
    email: 'demo@example.com',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '',
  },
} as Session;

function Who() {
  const { user, isSignedIn, hasSessionEnded } = useSession();
  if (hasSessionEnded) return <p>Session ended</p>;
  return <p>{isSignedIn ? `Signed in as ${user?.email}` : 'Signed out'}</p>;
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeClient.listeners = [];
  fakeClient.hasStored = true;
  fakeClient.getSession.mockImplementation(
    () =>
      new Promise((resolve) => {
        fakeClient.resolveSession = (value) => resolve({ data: { session: value }, error: null });
      }),
  );
  fakeClient.onAuthStateChange.mockImplementation((listener: Listener) => {
    fakeClient.listeners.push(listener);
    return { data: { subscription: { unsubscribe: vi.fn() } } };
  });
  fakeClient.signInWithPassword.mockResolvedValue({
    data: {},
    error: { message: 'Invalid login credentials' },
  });
});

/** Answers the provider's first session check, once the client has loaded and been asked. */
async function answerCheck(value: Session | null) {
  await waitFor(() => expect(fakeClient.getSession).toHaveBeenCalled());
  await act(async () => fakeClient.resolveSession(value));
}

function push(event: AuthChangeEvent, value: Session | null) {
  for (const listener of fakeClient.listeners) listener(event, value);
}

function renderProvider() {
  render(
    <SessionProvider fallback={<p role="status">Loading</p>}>
      <Who />
    </SessionProvider>,
  );
}

describe('SessionProvider', () => {
  it('shows the fallback until the first session check ends', async () => {
    renderProvider();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await answerCheck(session);
    expect(screen.getByText('Signed in as demo@example.com')).toBeInTheDocument();
  });

  it('is signed out at once without a stored session, and follows a sign-in once the client is loaded', async () => {
    fakeClient.hasStored = false;
    renderProvider();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(fakeClient.listeners).toHaveLength(1));
    act(() => push('SIGNED_IN', session));
    expect(screen.getByText('Signed in as demo@example.com')).toBeInTheDocument();
  });

  it('follows the sessions the auth service pushes', async () => {
    renderProvider();
    await answerCheck(null);
    expect(screen.getByText('Signed out')).toBeInTheDocument();

    act(() => push('SIGNED_IN', session));
    expect(screen.getByText('Signed in as demo@example.com')).toBeInTheDocument();

    act(() => push('SIGNED_OUT', null));
    expect(screen.getByText('Session ended')).toBeInTheDocument();
  });

  it("tells the user's own sign-out from a session that ended, and ends a session once", async () => {
    const captured: Partial<ReturnType<typeof useSession>> = {};
    function Capture() {
      Object.assign(captured, useSession());
      return <Who />;
    }
    fakeClient.signOut.mockReset().mockImplementation(async () => {
      push('SIGNED_OUT', null);
      return { error: null };
    });
    render(
      <SessionProvider fallback={null}>
        <Capture />
      </SessionProvider>,
    );
    await answerCheck(session);
    await act(async () => {
      expect(await captured.signOut?.('global')).toEqual({ errorMessage: null });
    });
    expect(fakeClient.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(screen.getByText('Signed out')).toBeInTheDocument();

    act(() => push('SIGNED_IN', session));
    fakeClient.signOut.mockClear();
    await act(async () => {
      await Promise.all([endSession(), endSession()]);
    });
    expect(fakeClient.signOut).toHaveBeenCalledTimes(1);
    expect(fakeClient.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(screen.getByText('Session ended')).toBeInTheDocument();
  });

  it('signs in through the client and rewords wrong credentials', async () => {
    const captured: { signIn?: ReturnType<typeof useSession>['signInWithPassword'] } = {};
    function Capture() {
      captured.signIn = useSession().signInWithPassword;
      return null;
    }
    render(
      <SessionProvider fallback={null}>
        <Capture />
      </SessionProvider>,
    );
    await answerCheck(null);
    const result = await captured.signIn?.('demo@example.com', 'nope-nope');
    expect(fakeClient.signInWithPassword).toHaveBeenCalledWith({
      email: 'demo@example.com',
      password: 'nope-nope',
    });
    expect(result).toEqual({
      errorMessage: 'The email or password you entered is incorrect. Please try again.',
    });
  });
});
