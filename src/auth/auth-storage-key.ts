/**
 * Where the session lives in localStorage. Its own module, free of browser-only code, so the build's
 * preload script (scripts/signed-in-preload.ts) reads the same key the auth client writes.
 */
export const AUTH_STORAGE_KEY = 'fablehold-auth';
