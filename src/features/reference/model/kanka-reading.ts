import type { Unzipped } from 'fflate';
import { readKanka } from '../../../../common/vault/kanka-import';
import type { ParsedImport } from './import-records';

// A Kanka campaign export's `.zip` read into an import (decision 066): the same preview, checks and
// Undo as any file, its report under 'Not in this file'. Loaded only when such a file is chosen.

/** A Kanka export's entities as an import (the backup's tables and extras), with what it could not carry. */
export function parseKanka(entries: Unzipped): ParsedImport {
  const reading = readKanka(entries);
  const { relations, visibility, calendars, ...tables } = reading.workspace;
  const backup: Record<string, unknown> = {};
  if (relations !== undefined) backup.relations = relations;
  if (visibility !== undefined) backup.visibility = visibility;
  if (calendars !== undefined) backup.calendars = calendars;
  const problems = reading.problems.map((message) => ({ table: null, row: null, line: null, message }));
  return {
    tables: tables as ParsedImport['tables'],
    backup,
    lines: {},
    problems,
    vault: { folders: [], notCarried: reading.notCarried, noteCount: reading.entityCount },
  };
}
