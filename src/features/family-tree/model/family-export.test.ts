import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlinePictures } from './family-export';

describe('inlinePictures', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads each picture from where the page drew it, as a data URL, and leaves out one it cannot read', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (source: string) => {
      fetched.push(source);
      return source === 'blob:varric'
        ? new Response(new Blob(['png'], { type: 'image/png' }))
        : new Response('', { status: 404 });
    });
    const inlined = await inlinePictures(
      [
        '/api/v1/images/varric',
        '/api/v1/images/varric',
        '/api/v1/images/gone',
        undefined,
        '/api/v1/images/unread',
      ],
      new Map([
        ['/api/v1/images/varric', 'blob:varric'],
        ['/api/v1/images/gone', 'blob:gone'],
      ]),
    );
    expect([...inlined]).toEqual([['/api/v1/images/varric', `data:image/png;base64,${btoa('png')}`]]);
    // Read once each, and only from the page's own sources.
    expect(fetched).toEqual(['blob:varric', 'blob:gone']);
  });
});
