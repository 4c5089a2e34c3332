// How a World Anvil world export is told apart (decision 081): a `.zip` of JSON files, one per article,
// each an object with its `title` and its `entityClass` ("Person", "Location", "Image"...). Apart from
// the reader (world-anvil-import.ts) so the import form can recognise such a `.zip` without loading it.

const decoder = new TextDecoder('utf-8', { fatal: false });

/** The export's files, without folders, hidden files and macOS's resource forks. */
export function worldAnvilFiles(entries: Readonly<Record<string, Uint8Array>>): Map<string, Uint8Array> {
  return new Map(
    Object.entries(entries).filter(([path]) => !path.endsWith('/') && !/(^|\/)(\.|__MACOSX)/.test(path)),
  );
}

/** A parsed file as a World Anvil entity (an object with a title and an entity class), or undefined. */
export function worldAnvilEntity(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const row = value as Record<string, unknown>;
  return typeof row.entityClass === 'string' && typeof row.title === 'string' ? row : undefined;
}

/** How many of the `.zip`'s JSON files are read to recognise it: an export's articles all have the shape. */
const SNIFFED = 20;

/** Whether a `.zip`'s entries are a World Anvil export: JSON files of World Anvil entities. */
export function isWorldAnvilExport(entries: Readonly<Record<string, Uint8Array>>): boolean {
  const json = [...worldAnvilFiles(entries).entries()].filter(([path]) =>
    path.toLowerCase().endsWith('.json'),
  );
  return json.slice(0, SNIFFED).some(([, bytes]) => {
    try {
      return worldAnvilEntity(JSON.parse(decoder.decode(bytes))) !== undefined;
    } catch {
      return false;
    }
  });
}
