export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an Accept-Encoding header and the encodings on offer (best first):
 * the first one offered that the client accepts with a non-zero quality (`*` accepts any not named);
 * null for the identity.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | null {
  if (acceptEncoding === undefined || acceptEncoding === '') return null;
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param);
      if (match) quality = Number(match[1]);
    }
    qualities.set(name.trim(), Number.isFinite(quality) ? quality : 0);
  }
  for (const encoding of offered) {
    const quality = qualities.get(encoding) ?? qualities.get('*') ?? 0;
    if (quality > 0) return encoding;
  }
  return null;
}

/** Content types worth compressing: text of any kind. Images, fonts and archives are compressed already. */
export function isCompressibleType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml')
  );
}

/** Adds `value` to a response's Vary header unless it is named there already. */
export function addVary(headers: Headers, value: string): void {
  const current = headers.get('vary');
  if (current === null) {
    headers.set('Vary', value);
    return;
  }
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes(value.toLowerCase()) && !names.includes('*'))
    headers.set('Vary', `${current}, ${value}`);
}
