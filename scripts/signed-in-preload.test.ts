import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../src/auth/auth-storage-key';
import { preloadScript, signedInFiles } from './signed-in-preload';

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

  it('asks for the files only when a session is stored', () => {
    const script = preloadScript(['/assets/app.js']);
    const links: { rel: string; href: string }[] = [];
    const run = (stored: string | null) =>
      new Function('localStorage', 'document', script)(
        { getItem: (key: string) => (key === AUTH_STORAGE_KEY ? stored : null) },
        {
          createElement: () => ({}),
          head: { append: (link: { rel: string; href: string }) => links.push(link) },
        },
      );
    run(null);
    expect(links).toEqual([]);
    run('{"access_token":"t"}');
    expect(links).toEqual([{ rel: 'modulepreload', href: '/assets/app.js', crossOrigin: '' }]);
  });
});
