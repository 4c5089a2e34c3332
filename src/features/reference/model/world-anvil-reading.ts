import type { Unzipped } from 'fflate';
import { readWorldAnvil } from '../../../../common/vault/world-anvil-import';
import type { ParsedImport } from './import-records';

// A World Anvil world export's `.zip` read into an import (decision 081): the same preview, checks and
// Undo as any file, its report under 'Not in this file'. Loaded only when such a file is chosen.

/** A World Anvil export's articles as an import (the backup's tables and extras), with what it could not carry. */
export function parseWorldAnvil(entries: Unzipped): ParsedImport {
  const reading = readWorldAnvil(entries);
  const { visibility, images, ...tables } = reading.workspace;
  const backup: Record<string, unknown> = {};
  if (visibility !== undefined) backup.visibility = visibility;
  if (images !== undefined) backup.images = images;
  const problems = reading.problems.map((message) => ({ table: null, row: null, line: null, message }));
  return {
    tables: tables as ParsedImport['tables'],
    backup,
    lines: {},
    problems,
    vault: { folders: [], notCarried: reading.notCarried, noteCount: reading.entityCount },
  };
}
