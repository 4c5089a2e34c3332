import { downloadBlob } from '../../../lib/download';

/** Saves the tree's SVG file. */
export function downloadSvg(fileName: string, svg: string): void {
  downloadBlob(`${fileName}.svg`, new Blob([svg], { type: 'image/svg+xml' }));
}

/**
 * Saves the tree as a PNG: the SVG file drawn onto a canvas (through an image read from a Blob URL,
 * so nothing of the page is needed) at twice its size for sharp text.
 */
export async function downloadPng(
  fileName: string,
  svg: string,
  width: number,
  height: number,
): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.width = width;
    image.height = height;
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The drawing could not be read as an image.'));
      image.src = url;
    });
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('This browser cannot draw images.');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob === null ? reject(new Error('The image could not be made.')) : resolve(blob)),
        'image/png',
      ),
    );
    downloadBlob(`${fileName}.png`, png);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The pictures of a drawing inlined for a file: each address read from where the page already drew it
 * (`sources`: an object URL of the app's own image, or a built-in image's address) and turned into a
 * data URL. One that cannot be read is left out: its box keeps the name alone.
 */
export async function inlinePictures(
  addresses: readonly (string | undefined)[],
  sources: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const inlined = new Map<string, string>();
  for (const address of new Set(addresses)) {
    const source = address === undefined ? undefined : sources.get(address);
    if (address === undefined || source === undefined) continue;
    try {
      const response = await fetch(source);
      if (!response.ok) continue;
      inlined.set(address, await dataUrlOf(await response.blob()));
    } catch {
      // Not readable now: the file shows the name alone for it.
    }
  }
  return inlined;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });
}
