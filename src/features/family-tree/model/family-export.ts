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
