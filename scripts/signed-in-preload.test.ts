import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../src/auth/auth-storage-key';
import { pathPattern, preloadScript, routePages, signedInFiles } from './signed-in-preload';

const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
  ({
    fileName,
    name: '',
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    ...fields,
  }) as Rolldown.OutputChunk;

describe('the signed-in preload', () => {
  it('names the app chunk, what it imports and the auth client, less what the entry loads', () => {
    const chunks = [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/jsx-runtime.js'] }),
      chunk('assets/jsx-runtime.js', {}),
      chunk('assets/app.js', { name: 'app', imports: ['assets/jsx-runtime.js', 'assets/zod.js'] }),
      chunk('assets/zod.js', {}),
      chunk('assets/module.js', { facadeModuleId: '/r/node_modules/@supabase/auth-js/dist/module/index.js' }),
      chunk('assets/rich-text-editor.js', { facadeModuleId: '/r/src/ui/rich-text/rich-text-editor.tsx' }),
      chunk('assets/login-page.js', { facadeModuleId: '/r/src/auth/login-page.tsx' }),
    ];
    expect(signedInFiles(chunks)).toEqual(['assets/app.js', 'assets/module.js', 'assets/zod.js']);
  });

  it('asks for the signed-in files and the page’s with a session, for the login page’s without', () => {
    const script = preloadScript(
      ['/assets/app.js'],
      [
        ['^/novels/[^/]+/graph/?$', ['/assets/graph-page.js']],
        ['^/novels/[^/]+(?:/.*)?/?$', ['/assets/novel-detail-page.js']],
      ],
      ['/assets/login-page.js'],
    );
    const run = (stored: string | null, pathname: string) => {
      const links: { rel: string; href: string }[] = [];
      new Function('localStorage', 'document', 'location', script)(
        { getItem: (key: string) => (key === AUTH_STORAGE_KEY ? stored : null) },
        {
          createElement: () => ({}),
          head: { append: (link: { rel: string; href: string }) => links.push(link) },
        },
        { pathname },
      );
      return links.map((link) => `${link.rel} ${link.href}`);
    };
    expect(run(null, '/dashboard')).toEqual(['modulepreload /assets/login-page.js']);
    expect(run('{"access_token":"t"}', '/novels/n-1/graph')).toEqual([
      'modulepreload /assets/app.js',
      'modulepreload /assets/graph-page.js',
    ]);
    expect(run('{"access_token":"t"}', '/novels/n-1')).toEqual([
      'modulepreload /assets/app.js',
      'modulepreload /assets/novel-detail-page.js',
    ]);
  });
});

describe('the route table as the preload script reads it', () => {
  const pages = routePages(readFileSync(resolve(import.meta.dirname, '../src/app/routes.tsx'), 'utf8'));
  const pageOf = (path: string) => pages.find((page) => page.path === path)?.specifier;

  it('finds each lazily loaded page with its path, and leaves out the layout and the catch-all', () => {
    expect(pageOf('/login')).toBe('../auth/login-page');
    expect(pageOf('/dashboard')).toBe('../features/dashboard/dashboard-page');
    expect(pageOf('/novels/:novelId/*')).toBe('../features/novels/novel-detail-page');
    expect(pageOf('/timelines')).toBe('../features/timelines/timelines-page');
    expect(pageOf('/reference')).toBe('../features/reference/reference-page');
    expect(pages.some((page) => page.specifier.includes('app-layout') || page.path === '*')).toBe(false);
  });

  it('matches addresses as the router does: a parameter is one segment, a splat the rest', () => {
    const matches = (path: string, address: string) => new RegExp(pathPattern(path)).test(address);
    expect(matches('/novels/:novelId/*', '/novels/n-1')).toBe(true);
    expect(matches('/novels/:novelId/*', '/novels/n-1/chapters')).toBe(true);
    expect(matches('/novels/:novelId/graph', '/novels/n-1/graph')).toBe(true);
    expect(matches('/novels', '/novels/n-1')).toBe(false);
    expect(matches('/dashboard', '/dashboard/')).toBe(true);
  });
});
