/** A location worth returning to after sign-in. */
export type RememberedLocation = { pathname: string; search: string; hash: string };

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; state?: { from: RememberedLocation } };

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';

/** Protected routes: signed-out users go to /login, which remembers where they were heading. */
export function decideProtectedRoute(isSignedIn: boolean, location: RememberedLocation): GuardDecision {
  if (isSignedIn) return { kind: 'render' };
  const { pathname, search, hash } = location;
  return { kind: 'redirect', to: LOGIN_PATH, state: { from: { pathname, search, hash } } };
}

/** /login: signed-in users go back to the remembered location, else to the dashboard. */
export function decideLoginRoute(isSignedIn: boolean, locationState: unknown): GuardDecision {
  if (!isSignedIn) return { kind: 'render' };
  return { kind: 'redirect', to: returnPath(locationState) };
}

/**
 * The path to return to after sign-in, read from untrusted history state: only a same-site path
 * (not "//host", not /login itself) is followed.
 */
export function returnPath(locationState: unknown): string {
  if (typeof locationState !== 'object' || locationState === null) return HOME_PATH;
  const from = (locationState as { from?: unknown }).from;
  if (typeof from !== 'object' || from === null) return HOME_PATH;
  const { pathname, search, hash } = from as Partial<Record<keyof RememberedLocation, unknown>>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return HOME_PATH;
  if (pathname === LOGIN_PATH || pathname === '/') return HOME_PATH;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
