import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { apiErrors } from './api-error';

// Signed tile links (issue 30, decision 106): a map's tiles load as plain `<img>` elements, which send
// no token, so the page asks (with its token) for a short-lived link whose query carries the viewer, an
// expiry and an HMAC over the viewer, the picture, the door (a member's map) and the expiry. The tile
// route takes such a link in place of a token; a member's tile still goes through the sharing policy on
// every request, so a member who lost access is refused with a link still fresh.

/** How long a link lives at least; its expiry is rounded up to the next step, so it stays the same URL
 * (and the browser's cache serves it again) for a while. */
export const TILE_LINK_LIFETIME_SECONDS = 10 * 60;
const TILE_LINK_STEP_SECONDS = 5 * 60;

/** What a link grants: one viewer, one picture, through one door ('' for the owner's own), until when. */
export type TileGrant = {
  viewer: string;
  picture: string;
  /** `ownerId/kind/id/mapId` for a member's map; '' for the owner's route. */
  door: string;
  /** The member viewed as ("View as", decision 072); '' when none. */
  as: string;
  /** Seconds since the epoch. */
  expires: number;
};

/** The query a link adds to a tile's path. */
export type TileLinkQuery = {
  viewer: string;
  expires: string;
  signature: string;
  picture?: string;
  as?: string;
};

export type TileSigner = {
  /** The grant's query, valid until its rounded expiry. */
  sign(grant: Omit<TileGrant, 'expires'>, nowMs: number): { query: TileLinkQuery; expires: number };
  /** The grant `query` signs for this `door` and `picture`, or a 401 (expired) or 403 (not signed so). */
  verify(query: Record<string, string | undefined>, door: string, picture: string, nowMs: number): TileGrant;
};

const message = (grant: TileGrant) =>
  ['fablehold map tile v1', grant.viewer, grant.picture, grant.door, grant.as, String(grant.expires)].join(
    '\n',
  );

/**
 * A signer over `secret` (derived from the server's signing key, so every server behind a balancer that
 * shares the key ring shares it too); a random one when none is given (a server of its own, in tests).
 */
export function createTileSigner(secret: Uint8Array = randomBytes(32)): TileSigner {
  const mac = (grant: TileGrant) => createHmac('sha256', secret).update(message(grant)).digest();
  return {
    sign(grant, nowMs) {
      const nowSeconds = Math.floor(nowMs / 1000);
      const expires =
        Math.ceil((nowSeconds + TILE_LINK_LIFETIME_SECONDS) / TILE_LINK_STEP_SECONDS) *
        TILE_LINK_STEP_SECONDS;
      const signature = mac({ ...grant, expires }).toString('base64url');
      const query: TileLinkQuery = { viewer: grant.viewer, expires: String(expires), signature };
      if (grant.door !== '') query.picture = grant.picture;
      return { query, expires };
    },
    verify(query, door, picture, nowMs) {
      const refused = apiErrors.forbidden(
        'This tile link was not signed for you and this picture: reload the map to get a new one',
      );
      const { viewer, expires, signature } = query;
      if (viewer === undefined || expires === undefined || signature === undefined) throw refused;
      if (!/^\d{1,12}$/.test(expires)) throw refused;
      const grant: TileGrant = { viewer, picture, door, as: query.as ?? '', expires: Number(expires) };
      const given = Buffer.from(signature, 'base64url');
      const wanted = mac(grant);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw refused;
      if (grant.expires * 1000 <= nowMs) {
        throw apiErrors.unauthorized('This tile link has expired: reload the map to get a new one');
      }
      return grant;
    },
  };
}

const ownTilePath = /^\/api\/v1\/map-tiles\/([^/]+)\/\d+\/\d+\/\d+$/;
const memberTilePath = /^\/api\/v1\/shared\/([^/]+)\/([^/]+)\/([^/]+)\/maps\/([^/]+)\/tiles\/\d+\/\d+\/\d+$/;

/**
 * The grant of a tile request that carries a link's `signature` (and no token), or undefined for any
 * other request. The picture a member's link names is checked against the map's by the route.
 */
export function tileGrantOf(
  signer: TileSigner,
  path: string,
  query: Record<string, string | undefined>,
  nowMs: number,
): TileGrant | undefined {
  if (query.signature === undefined) return undefined;
  const own = ownTilePath.exec(path);
  if (own !== null) return signer.verify(query, '', decodeURIComponent(own[1] ?? ''), nowMs);
  const member = memberTilePath.exec(path);
  if (member === null) return undefined;
  const door = member
    .slice(1, 5)
    .map((part) => decodeURIComponent(part))
    .join('/');
  return signer.verify(query, door, query.picture ?? '', nowMs);
}

/** The Cache-Control of a tile served through a link: kept no longer than the link lives. */
export const tileLinkCacheControl = (grant: TileGrant, nowMs: number) =>
  `private, max-age=${Math.max(0, grant.expires - Math.floor(nowMs / 1000))}`;
