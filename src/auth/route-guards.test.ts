import { describe, expect, it } from 'vitest';
import { decideLoginRoute, decideProtectedRoute, returnPath } from './route-guards';

const novels = { pathname: '/novels', search: '?q=ash', hash: '' };

describe('decideProtectedRoute', () => {
  it('renders for a signed-in user', () => {
    expect(decideProtectedRoute(true, novels)).toEqual({ kind: 'render' });
  });

  it('sends a signed-out user to /login remembering the requested location', () => {
    expect(decideProtectedRoute(false, novels)).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: { pathname: '/novels', search: '?q=ash', hash: '' } },
    });
  });
});

describe('decideLoginRoute', () => {
  it('shows the login screen to a signed-out user', () => {
    expect(decideLoginRoute(false, { from: novels })).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user to the dashboard', () => {
    expect(decideLoginRoute(true, null)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a signed-in user back to the remembered location', () => {
    expect(decideLoginRoute(true, { from: novels })).toEqual({ kind: 'redirect', to: '/novels?q=ash' });
  });
});

describe('returnPath', () => {
  it('keeps path, query and fragment', () => {
    expect(returnPath({ from: { pathname: '/timelines/t1', search: '', hash: '#e2' } })).toBe(
      '/timelines/t1#e2',
    );
  });

  it('falls back to the dashboard for anything odd', () => {
    expect(returnPath(undefined)).toBe('/dashboard');
    expect(returnPath({ from: 'novels' })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '/' } })).toBe('/dashboard');
  });
});
