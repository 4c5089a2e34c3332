import type { Unzipped } from 'fflate';
import { readVault } from '../../../../common/vault/vault-import';
import type { ParsedImport } from './import-records';

// A `.zip` of Markdown notes read into an import (decision 056), with the folders' kinds the person
// chose. Loaded only when such a file is chosen: it brings the Markdown and YAML parsers.

/** A vault's notes as an import (the backup's tables and extras), with the folders' kinds as chosen. */
export function parseVault(entries: Unzipped, mapping: Readonly<Record<string, string>>): ParsedImport {
  const reading = readVault(entries, mapping);
  const { chapterTexts, relations, images, ...tables } = reading.workspace;
  const backup: Record<string, unknown> = {};
  if (chapterTexts !== undefined) backup.chapterTexts = chapterTexts;
  if (relations !== undefined) backup.relations = relations;
  if (images !== undefined) backup.images = images;
  const problems =
    reading.noteCount === 0
      ? [
          {
            table: null,
            row: null,
            line: null,
            message:
              'No note of this vault became a record: give each folder of notes a kind below, or a “type” property to each note',
          },
        ]
      : [];
  return {
    tables: tables as ParsedImport['tables'],
    backup,
    lines: {},
    problems,
    vault: { folders: reading.folders, notCarried: reading.notCarried, noteCount: reading.noteCount },
  };
}
