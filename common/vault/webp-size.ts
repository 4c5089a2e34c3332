// A WebP image's width and height, read from its header (RIFF, then a VP8, VP8L or VP8X chunk), so an
// imported image's facts are its own. Undefined for bytes that are not a WebP this can read.

export function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 30) return undefined;
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP') return undefined;
  const chunk = text(12, 16);
  const at = (index: number) => bytes[index] ?? 0;
  if (chunk === 'VP8X') {
    return {
      width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)),
      height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)),
    };
  }
  if (chunk === 'VP8L') {
    if (at(20) !== 0x2f) return undefined;
    const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (at(23) !== 0x9d || at(24) !== 0x01 || at(25) !== 0x2a) return undefined;
    return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  }
  return undefined;
}
