import { z } from 'zod';

// Addresses the app puts in front of people: images it loads and links it makes clickable (decision
// 025). Both rules check what is written; what is already stored still reads, and screens apply the same
// rules when they draw, so an old foreign value is shown as 'Image unavailable' or as plain text.

/** The longest URL taken. */
export const URL_MAX = 2048;

/** An image stored in the workspace (`/api/v1/images/<id>`, read with the owner's token). */
const STORED_IMAGE = /^\/api\/v1\/images\/[A-Za-z0-9_-]{1,100}$/;
/** One of the app's built-in pictures (the sample's covers, the defaults of new records). */
const BUILT_IN_IMAGE =
  /^\/images\/(?:assets|avatars|campaigns|covers|universes|worlds)\/[a-z0-9-]{1,100}\.svg$/;

/** True for an image the app may load: none (''), a stored one, or a built-in one. Never another host. */
export function isAllowedImageUrl(url: string): boolean {
  return url === '' || STORED_IMAGE.test(url) || BUILT_IN_IMAGE.test(url);
}

export const IMAGE_URL_MESSAGE =
  'An image must be uploaded to this workspace or be one of the built-in images (not an outside address)';

/** An image address a client sends (cover, universe or world image, image asset). */
export const imageUrlSchema = z
  .string()
  .max(URL_MAX, `An image address may be at most ${URL_MAX} characters`)
  .refine(isAllowedImageUrl, IMAGE_URL_MESSAGE);

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** True for a link the app may make clickable: an absolute http, https or mailto URL. */
export function isSafeLinkUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  return LINK_SCHEMES.has(new URL(url).protocol);
}

export const LINK_URL_MESSAGE = 'A link must be an http://, https:// or mailto: address';

/** A profile link a client sends: empty, or a safe link. */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, `A link may be at most ${URL_MAX} characters`)
  .refine((url) => url === '' || isSafeLinkUrl(url), LINK_URL_MESSAGE);
