import type { AuthClient } from '@supabase/auth-js';
import { resolveAuthConfig } from './auth-config';
import { AUTH_STORAGE_KEY } from './auth-storage-key';

export { AUTH_STORAGE_KEY };

export type FableholdAuthClient = InstanceType<typeof AuthClient>;

let client: Promise<FableholdAuthClient> | null = null;

/**
 * The one auth client of the page (`@supabase/auth-js`), loaded on first use: it is a quarter of what
 * the login screen would otherwise download before it can paint (issue 17), and a visitor without a
 * stored session needs it only once they sign in. A bad build configuration surfaces as an error
 * with its message rather than a blank screen at import time.
 */
export function loadAuthClient(): Promise<FableholdAuthClient> {
  client ??= import('@supabase/auth-js').then(({ AuthClient }) => {
    const config = resolveAuthConfig(import.meta.env, window.location.origin);
    return new AuthClient({
      url: config.url,
      // The same headers supabase-js sends: the key identifies the project on every call.
      headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      // The app never starts OAuth or magic-link flows, so no session arrives in the URL.
      detectSessionInUrl: false,
    });
  });
  client.catch(() => {
    // A failed load (offline on first visit) is tried again on the next use.
    client = null;
  });
  return client;
}

/**
 * Whether this browser holds a session at all. Without one the visitor is signed out, which is what
 * the auth client would answer after loading; with one, only the client can tell (it may refresh it).
 */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage refused (privacy settings): the client decides.
    return true;
  }
}
