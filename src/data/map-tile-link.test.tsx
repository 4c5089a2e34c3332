import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { msUntilRenewal, type TileLink, useTileLink } from './map-tile-link';
import { createQueryClient } from './query-client';

// The page's tile link (decision 106): asked for once the map has a picture, again under a new key when
// the picture changes, and due for renewal a minute before it expires.

const linkFor = (picture: string, expiresInMs: number): TileLink => ({
  url: `/api/v1/map-tiles/${picture}/{z}/{x}/{y}?viewer=v&expires=1&signature=s`,
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
});

function render(read: (picture: string) => Promise<TileLink>, picture: string | undefined) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ picture: shown }: { picture: string | undefined }) =>
      useTileLink(['maps', 'detail', 'm1'], shown, () => read(shown ?? '')),
    { wrapper, initialProps: { picture } },
  );
}

describe('the map page’s tile link', () => {
  it('is due a minute before it expires, and at once when there is none', () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    const link = { url: '', expiresAt: '2026-12-07T12:10:00Z' };
    expect(msUntilRenewal(link, now)).toBe(9 * 60_000);
    expect(msUntilRenewal({ url: '', expiresAt: '2026-12-07T12:00:30Z' }, now, 5_000)).toBe(5_000);
    expect(msUntilRenewal(undefined, now)).toBe(0);
  });

  it('asks for none without a picture, then one per picture', async () => {
    const read = vi.fn(async (picture: string) => linkFor(picture, 10 * 60_000));
    const hook = render(read, undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();
    expect(hook.result.current.data).toBeUndefined();

    hook.rerender({ picture: 'p1' });
    await waitFor(() => expect(hook.result.current.data?.url).toContain('/map-tiles/p1/'));
    hook.rerender({ picture: 'p2' });
    await waitFor(() => expect(hook.result.current.data?.url).toContain('/map-tiles/p2/'));
    expect(read.mock.calls.map(([picture]) => picture)).toEqual(['p1', 'p2']);
  });
});
