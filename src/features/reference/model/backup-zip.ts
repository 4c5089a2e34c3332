import { type Unzipped, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { ZIP_JSON_PATH, zipImagePath } from '../../../../common/api/backup';
import { workspaceFromZip } from '../../../../common/api/backup-zip';

// The backup `.zip` in the browser (decision 050): written as the images arrive, one at a time, into
// the parts of a Blob (which the browser may keep on disk), and read back into the export's document.

/** The `.zip`: the JSON first, then each image's bytes as `fetchImage` brings them. */
export async function buildBackupZip(
  json: string,
  imageIds: readonly string[],
  fetchImage: (id: string) => Promise<Uint8Array>,
): Promise<Blob> {
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) failure = error;
    else parts.push(chunk);
  });
  const entry = new ZipDeflate(ZIP_JSON_PATH, { level: 6 });
  zip.add(entry);
  entry.push(new TextEncoder().encode(json), true);
  for (const id of imageIds) {
    const bytes = await fetchImage(id);
    // WebP is compressed already: stored as it is.
    const image = new ZipPassThrough(zipImagePath(id));
    zip.add(image);
    image.push(bytes, true);
  }
  zip.end();
  if (failure !== null) throw failure;
  return new Blob(parts as BlobPart[], { type: 'application/zip' });
}

/** The document in a backup `.zip`'s entries (images' bytes attached), or why the file is not one. */
export function readBackupEntries(
  entries: Unzipped,
): { document: Record<string, unknown> } | { problem: string } {
  const reading = workspaceFromZip(entries);
  return 'problem' in reading ? reading : { document: reading.workspace };
}
