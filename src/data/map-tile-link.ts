import { useQuery } from '@tanstack/react-query';

// A map's tiles load as plain `<img>` elements (decision 106): the page asks, with its token, for a
// short-lived signed link (Leaflet's URL template) and asks again a minute before it expires.

/** Leaflet's URL template for the picture's tiles (`{z}`, `{x}`, `{y}` left to fill), and its expiry. */
export type TileLink = { url: string; expiresAt: string };

const RENEW_BEFORE_MS = 60_000;

/** How long until `link` is due for renewal (at least `floor`). */
export const msUntilRenewal = (link: TileLink | undefined, now = Date.now(), floor = 0) =>
  link === undefined ? 0 : Math.max(floor, Date.parse(link.expiresAt) - now - RENEW_BEFORE_MS);

/**
 * The tile link of `picture` (undefined while there is none), kept fresh: renewed before it expires, and
 * asked for again under a new key when the picture changes.
 */
export function useTileLink(
  key: readonly unknown[],
  picture: string | undefined,
  read: () => Promise<TileLink>,
) {
  return useQuery({
    queryKey: [...key, 'tile-link', picture ?? ''],
    queryFn: read,
    enabled: picture !== undefined,
    staleTime: (query) => msUntilRenewal(query.state.data),
    refetchInterval: (query) =>
      query.state.data === undefined ? false : msUntilRenewal(query.state.data, Date.now(), 5_000),
    refetchIntervalInBackground: false,
  });
}
