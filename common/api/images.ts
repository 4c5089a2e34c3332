// Image uploads (issue 12): which files are taken, decided by their bytes, never by their name or the
// type the browser claims.

/** The largest file taken. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

export const IMAGE_TYPE_REFUSED = 'Only PNG, JPEG, WebP and GIF images can be uploaded';
export const IMAGE_TOO_LARGE = 'An image may be at most 10 MB';
/**
 * A map's picture (decision 059): kept as uploaded, its original, so it may be larger (up to 200
 * megapixels; `common/domain/map.ts`). GIF is refused: a map has one frame.
 */
export const MAP_IMAGE_MAX_BYTES = 64 * 1024 * 1024;
export const MAP_IMAGE_TOO_LARGE = 'A map picture may be at most 64 MB';
export const mapImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAP_IMAGE_TYPE_REFUSED = 'Only PNG, JPEG and WebP pictures can be maps';
export const MAP_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/** The types a stored image may have: resized uploads are WebP, map pictures are kept as uploaded. */
export const storedImageTypes = mapImageTypes;

/** What a file chooser offers: the names, and the types for browsers that filter by them. */
export const IMAGE_UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,image/png,image/jpeg,image/webp,image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type the bytes are, or undefined for anything else (SVG, HTML, executables, ...). */
export function sniffImageType(bytes: Uint8Array): UploadImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  // GIF87a / GIF89a
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  return undefined;
}

/** Enough leading bytes to tell every type above. */
const SNIFF_BYTES = 16;

/**
 * Why a file would be refused before it is sent (too large, or not a PNG, JPEG, WebP or GIF by its
 * bytes, whatever its name), in the server's own words; `undefined` for a file it would take.
 */
export async function imageFileProblem(file: Blob): Promise<string | undefined> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) === undefined ? IMAGE_TYPE_REFUSED : undefined;
}

/** Where a stored image is read (`/api/v1/images/<id>`): only with the owner's token. */
export const STORED_IMAGE_URL_PREFIX = '/api/v1/images/';

/** The id in a stored image's url, or undefined for any other address (an outside https image, ...). */
export function storedImageId(url: string): string | undefined {
  if (!url.startsWith(STORED_IMAGE_URL_PREFIX)) return undefined;
  const id = url.slice(STORED_IMAGE_URL_PREFIX.length);
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : undefined;
}
