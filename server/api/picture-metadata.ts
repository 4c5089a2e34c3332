import { crc32 } from 'node:zlib';

// A map picture's original is kept as uploaded, pixels untouched (decision 059), but not what the camera
// or the drawing program wrote beside them (decision 059, 2026-11-28): EXIF (where a photo was taken,
// who made it, with what), XMP, IPTC and text notes go. Only the orientation stays, as a minimal EXIF
// of one entry, because the tiles are cut upright and the original must cut to the same tiles again.
// The file is rewritten segment by segment (JPEG), chunk by chunk (PNG, WebP): nothing is re-encoded.

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp';

export class PictureStructureError extends Error {}

/** A TIFF header (big-endian) with one IFD entry: Orientation (0x0112), a SHORT. */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  return tiff;
}

const keepsOrientation = (orientation: number) => orientation >= 2 && orientation <= 8;

function stripJpeg(bytes: Buffer, orientation: number): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new PictureStructureError('Not a JPEG');
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  if (keepsOrientation(orientation)) {
    const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation)]);
    const header = Buffer.from([0xff, 0xe1, 0, 0]);
    header.writeUInt16BE(payload.length + 2, 2);
    parts.push(header, payload);
  }
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new PictureStructureError('A JPEG segment does not start with a marker');
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // The scan and what follows it (the picture's data, the end marker) are kept as they are.
    if (marker === 0xda || marker === 0xd9) {
      parts.push(bytes.subarray(at));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) throw new PictureStructureError('A JPEG segment is cut short');
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) throw new PictureStructureError('A JPEG segment is cut short');
    const isMetadata =
      marker === 0xe1 || // EXIF, XMP
      marker === 0xed || // IPTC (Photoshop)
      marker === 0xfe; // comments
    if (!isMetadata) parts.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(parts);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function stripPng(bytes: Buffer, orientation: number): Buffer {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new PictureStructureError('Not a PNG');
  const parts: Buffer[] = [PNG_SIGNATURE];
  let isOrientationWritten = !keepsOrientation(orientation);
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new PictureStructureError('A PNG chunk is cut short');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) throw new PictureStructureError('A PNG chunk is cut short');
    if (type === 'IDAT' && !isOrientationWritten) {
      parts.push(pngChunk('eXIf', orientationTiff(orientation)));
      isOrientationWritten = true;
    }
    if (!PNG_METADATA.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(parts);
}

function stripWebp(bytes: Buffer, orientation: number): Buffer {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new PictureStructureError('Not a WebP');
  }
  const chunks: Buffer[] = [];
  let extended: Buffer | undefined;
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) throw new PictureStructureError('A WebP chunk is cut short');
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) throw new PictureStructureError('A WebP chunk is cut short');
    const chunk = Buffer.from(bytes.subarray(at, Math.min(end, bytes.length)));
    if (type === 'VP8X') extended = chunk;
    if (type !== 'EXIF' && type !== 'XMP ') chunks.push(chunk);
    at = end;
  }
  if (extended !== undefined) {
    // The extended header's flags: no XMP (bit 2), EXIF (bit 3) only for the orientation kept.
    const flags = extended[8] ?? 0;
    extended[8] = (flags & ~0x0c) | (keepsOrientation(orientation) ? 0x08 : 0);
    if (keepsOrientation(orientation)) {
      const tiff = orientationTiff(orientation);
      const head = Buffer.alloc(8);
      head.write('EXIF', 0, 'latin1');
      head.writeUInt32LE(tiff.length, 4);
      chunks.push(head, tiff);
    }
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/**
 * The picture without its metadata but its orientation (1–8, as its EXIF said; 1 or none is upright).
 * Throws `PictureStructureError` when the file's structure is not what its type says.
 */
export function stripPictureMetadata(bytes: Uint8Array, type: PictureType, orientation: number): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/jpeg') return stripJpeg(buffer, orientation);
  if (type === 'image/png') return stripPng(buffer, orientation);
  return stripWebp(buffer, orientation);
}
