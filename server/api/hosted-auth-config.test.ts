import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

// Which keys the data API trusts is chosen by the environment: the embedded server's own, or a hosted
// Supabase project's.

describe('the data API’s token source', () => {
  it('is the embedded auth server by default', () => {
    expect(loadConfig({}).hostedAuth).toBeUndefined();
  });

  it('is a hosted project’s JWKS and issuer with SUPABASE_URL', () => {
    expect(loadConfig({ SUPABASE_URL: 'https://abc.supabase.co/' }).hostedAuth).toEqual({
      jwksUrl: 'https://abc.supabase.co/auth/v1/.well-known/jwks.json',
      issuer: 'https://abc.supabase.co/auth/v1',
    });
  });

  it('takes an explicit JWKS URL, checking the issuer only when the project URL is known', () => {
    expect(loadConfig({ HOSTED_JWKS_URL: 'https://keys.example.com/jwks.json' }).hostedAuth).toEqual({
      jwksUrl: 'https://keys.example.com/jwks.json',
      issuer: undefined,
    });
  });

  it('stops the start on a URL that is not one', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'abc.supabase.co' })).toThrow(/SUPABASE_URL/);
  });
});
