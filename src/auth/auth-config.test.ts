import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, resolveAuthConfig } from './auth-config';

const origin = 'http://127.0.0.1:3000';

describe('resolveAuthConfig', () => {
  it('talks to the embedded server on the same origin by default', () => {
    expect(resolveAuthConfig({}, origin)).toEqual({
      url: 'http://127.0.0.1:3000/auth/v1',
      anonKey: LOCAL_ANON_KEY,
    });
    expect(LOCAL_ANON_KEY).toBe('fablehold-local-anon-key');
  });

  it('treats empty variables as unset', () => {
    expect(resolveAuthConfig({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: ' ' }, origin).anonKey).toBe(
      LOCAL_ANON_KEY,
    );
  });

  it('talks to a hosted project when both variables are set', () => {
    expect(
      resolveAuthConfig(
        { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'public-key' },
        origin,
      ),
    ).toEqual({ url: 'https://abc.supabase.co/auth/v1', anonKey: 'public-key' });
  });

  it('refuses half a configuration with the client’s own messages', () => {
    expect(() => resolveAuthConfig({ VITE_SUPABASE_ANON_KEY: 'public-key' }, origin)).toThrow(
      new Error('supabaseUrl is required.'),
    );
    expect(() => resolveAuthConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, origin)).toThrow(
      new Error('supabaseKey is required.'),
    );
  });

  it('refuses a URL that is not http or https', () => {
    expect(() =>
      resolveAuthConfig({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }, origin),
    ).toThrow('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.');
  });
});
