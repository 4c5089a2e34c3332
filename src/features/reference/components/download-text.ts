import { downloadBlob } from '../../../lib/download';

/** Saves text as a file through the browser's download, without a server round trip. */
export function downloadText(fileName: string, mimeType: string, content: string): void {
  downloadBlob(fileName, new Blob([content], { type: `${mimeType};charset=utf-8` }));
}
