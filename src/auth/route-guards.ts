/** A location worth returning to after sign-in. */
export type RememberedLocation = { pathname: string; search: string; hash: string };

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; state?: { from: RememberedLocation } };

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
/** The login page's query parameter naming where to return after signing in. */
export const NEXT_PARAM = 'next';

/**
 * Protected routes: signed-out users go to /login, which remembers where they were heading. A session
 * that ended under the user's feet names the page in the URL (`/login?next=...`), so the way back
 * survives a reload of the login page; a plain visit while signed out keeps /login's URL as it is.
 */
export function decideProtectedRoute(
  isSignedIn: boolean,
  location: RememberedLocation,
  hasSessionEnded = false,
): GuardDecision {
  if (isSignedIn) return { kind: 'render' };
  const { pathname, search, hash } = location;
  if (hasSessionEnded) return { kind: 'redirect', to: loginPathReturningTo(`${pathname}${search}${hash}`) };
  return { kind: 'redirect', to: LOGIN_PATH, state: { from: { pathname, search, hash } } };
}

/** `/login?next=<path>`, or plain /login when the path is not one to return to. */
export function loginPathReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  if (safe === null) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: safe }).toString()}`;
}

/** /login: signed-in users go back to the remembered location, else to the dashboard. */
export function decideLoginRoute(isSignedIn: boolean, locationState: unknown, search = ''): GuardDecision {
  if (!isSignedIn) return { kind: 'render' };
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  const fromQuery = next === null ? null : safeReturnPath(next);
  return { kind: 'redirect', to: fromQuery ?? returnPath(locationState) };
}

// URL parsing drops tabs and newlines, so "/\t/evil.example" would become "//evil.example".
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// Any base works: only whether the path stays on it matters.
const PROBE_ORIGIN = 'https://fablehold.invalid';

/**
 * A same-site path to return to, read from an untrusted URL or history state, or `null`: never an
 * absolute URL, a protocol-relative `//host`, a `/\host` that browsers read as one, control characters,
 * /login itself or the bare root.
 */
export function safeReturnPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (hasControlCharacter(path)) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === LOGIN_PATH || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
  if (typeof pathname !== 'string') return HOME_PATH;
  const path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  return safeReturnPath(path) ?? HOME_PATH;
}
