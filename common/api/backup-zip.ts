import { ZIP_JSON_PATH, zipImagePath } from './backup';

// Reading a backup `.zip` (decision 050): its JSON, and each listed image's bytes put back into the
// image's row as base64, which is how an import request carries them. Pure: the browser unzips the file
// (fflate) and hands the entries here; tests do the same with the server's zip.

/** Bytes as base64, in slices (one `String.fromCharCode` of megabytes would overflow the stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export type ZipReading = { workspace: Record<string, unknown> } | { problem: string };

/** The workspace in a backup `.zip`'s entries, its images' bytes attached; or why it is not one. */
export function workspaceFromZip(entries: Readonly<Record<string, Uint8Array>>): ZipReading {
  const json = entries[ZIP_JSON_PATH];
  if (json === undefined)
    return { problem: `The .zip holds no ${ZIP_JSON_PATH}: it is not a Fablehold backup` };
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder().decode(json));
  } catch (error) {
    return { problem: `${ZIP_JSON_PATH} is not valid JSON: ${error instanceof Error ? error.message : ''}` };
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { problem: `${ZIP_JSON_PATH} must hold one JSON object` };
  }
  const workspace = { ...(document as Record<string, unknown>) };
  if (Array.isArray(workspace.images)) {
    workspace.images = workspace.images.map((image: unknown) => {
      const id = (image as { id?: unknown } | null)?.id;
      const bytes = typeof id === 'string' ? entries[zipImagePath(id)] : undefined;
      return bytes === undefined ? image : { ...(image as object), data: bytesToBase64(bytes) };
    });
  }
  return { workspace };
}
