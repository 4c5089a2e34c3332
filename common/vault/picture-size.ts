import { sniffImageType } from '../api/images';
import { webpSize } from './webp-size';

// An imported picture's type, width and height read from its own bytes (decision 081): WebP, PNG and
// JPEG, the types a stored image may have. Undefined for anything else, or a header this cannot read.

export type PictureFacts = { type: 'image/webp' | 'image/png' | 'image/jpeg'; width: number; height: number };

export function pictureFacts(bytes: Uint8Array): PictureFacts | undefined {
  const type = sniffImageType(bytes);
  const size =
    type === 'image/webp'
      ? webpSize(bytes)
      : type === 'image/png'
        ? pngSize(bytes)
        : type === 'image/jpeg'
          ? jpegSize(bytes)
          : undefined;
  if (size === undefined || size.width < 1 || size.height < 1) return undefined;
  return { type: type as PictureFacts['type'], ...size };
}

/** A PNG's IHDR chunk, always first: width and height as big-endian 32-bit numbers. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24) return undefined;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC): height, then width. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}
