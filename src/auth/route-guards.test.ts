import { describe, expect, it } from 'vitest';
import {
  decideLoginRoute,
  decideProtectedRoute,
  loginPathReturningTo,
  returnPath,
  safeReturnPath,
} from './route-guards';

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

describe('decideProtectedRoute after the session ended elsewhere', () => {
  it('names the page in /login?next=', () => {
    expect(decideProtectedRoute(false, novels, true)).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fnovels%3Fq%3Dash',
    });
    expect(
      decideProtectedRoute(false, { pathname: '/novels/n1/chapters', search: '', hash: '#c2' }, true),
    ).toEqual({ kind: 'redirect', to: '/login?next=%2Fnovels%2Fn1%2Fchapters%23c2' });
  });

  it('sends the root or an odd path to plain /login', () => {
    expect(loginPathReturningTo('/')).toBe('/login');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});

describe('decideLoginRoute', () => {
  it('follows next= after signing in, and prefers it to history state', () => {
    expect(decideLoginRoute(true, null, '?next=%2Fnovels%2Fn1%3Ftab%3Dcast')).toEqual({
      kind: 'redirect',
      to: '/novels/n1?tab=cast',
    });
    expect(decideLoginRoute(true, { from: novels }, '?next=/timelines')).toEqual({
      kind: 'redirect',
      to: '/timelines',
    });
  });

  it('ignores a next= that leaves the site', () => {
    for (const next of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\evil.example',
      'javascript:alert(1)',
      '/login',
      '',
    ]) {
      const search = `?${new URLSearchParams({ next }).toString()}`;
      expect(decideLoginRoute(true, null, search)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
    expect(decideLoginRoute(true, { from: novels }, '?next=//evil.example')).toEqual({
      kind: 'redirect',
      to: '/novels?q=ash',
    });
  });

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

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeReturnPath('/reference?tab=export#top')).toBe('/reference?tab=export#top');
  });

  it('refuses absolute, protocol-relative, backslash and control-character paths', () => {
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/\tevil')).toBeNull();
    expect(safeReturnPath('/\t/evil.example')).toBeNull();
    expect(safeReturnPath('/\n//evil.example')).toBeNull();
    expect(safeReturnPath('relative/path')).toBeNull();
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
