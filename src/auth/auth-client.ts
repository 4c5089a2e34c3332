import { AuthClient } from '@supabase/auth-js';
import { resolveAuthConfig } from './auth-config';

export type FableholdAuthClient = InstanceType<typeof AuthClient>;

/** Where the session lives in localStorage. */
export const AUTH_STORAGE_KEY = 'fablehold-auth';

let client: FableholdAuthClient | null = null;

/**
 * The one auth client of the page, created on first use so that a bad build configuration surfaces as
 * an error page with its message rather than a blank screen at import time.
 */
export function getAuthClient(): FableholdAuthClient {
  if (client) return client;
  const config = resolveAuthConfig(import.meta.env, window.location.origin);
  client = new AuthClient({
    url: config.url,
    // The same headers supabase-js sends: the key identifies the project on every call.
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    // The app never starts OAuth or magic-link flows, so no session arrives in the URL.
    detectSessionInUrl: false,
  });
  return client;
}
