// Image uploads (issue 12): which files are taken, decided by their bytes, never by their name or the
// type the browser claims.

/** The largest file taken. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

export const IMAGE_TYPE_REFUSED = 'Only PNG, JPEG, WebP and GIF images can be uploaded';

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
