/** The local embedded server's public key; it only identifies the app, it grants nothing. */
export const LOCAL_ANON_KEY = 'fablehold-local-anon-key';

export type AuthEnv = {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
};

export type AuthConfig = {
  /** Base of the auth API, e.g. https://project.supabase.co/auth/v1. */
  url: string;
  anonKey: string;
};

/**
 * Where the auth client talks to: the embedded server on this origin by default, or a hosted Supabase
 * project when the build sets both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. Half a configuration
 * is a mistake worth stopping for, with the official client's own messages.
 */
export function resolveAuthConfig(env: AuthEnv, origin: string): AuthConfig {
  const url = env.VITE_SUPABASE_URL?.trim() ?? '';
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() ?? '';
  if (!url && !anonKey) {
    return { url: `${origin.replace(/\/+$/, '')}/auth/v1`, anonKey: LOCAL_ANON_KEY };
  }
  if (!url) throw new Error('supabaseUrl is required.');
  if (!anonKey) throw new Error('supabaseKey is required.');
  if (!isHttpUrl(url)) throw new Error('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.');
  return { url: `${url.replace(/\/+$/, '')}/auth/v1`, anonKey };
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
