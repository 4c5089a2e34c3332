import type { Unzipped } from 'fflate';
import type { ReferenceData } from '../../../../common/domain/reference';
import { FOLDER_KINDS, readVault, type VaultFolder } from '../../../../common/vault/vault-import';
import type { SelectOption } from '../../../ui/select';
import type { ParsedImport } from './import-records';

// The Markdown vault in the References' Export & Import tab (decision 056): what can be exported on its
// own, and a `.zip` of notes read into an import with the folders' kinds the person chose.

export const MARKDOWN_VAULT_NAME = 'fablehold-markdown.zip';

const SCOPE_TABLES = [
  { table: 'novels', kind: 'novel', group: 'One novel', nameField: 'title' },
  { table: 'universes', kind: 'universe', group: 'One universe', nameField: 'name' },
  { table: 'campaigns', kind: 'campaign', group: 'One campaign', nameField: 'title' },
] as const;

/** 'The whole workspace', then each novel, universe and campaign (`novel:<id>`). */
export function markdownScopes(data: ReferenceData): SelectOption[] {
  const options: SelectOption[] = [{ value: 'workspace', label: 'The whole workspace' }];
  for (const { table, kind, group, nameField } of SCOPE_TABLES) {
    const rows = data.tables.find((entry) => entry.name === table)?.rows ?? [];
    for (const row of rows) {
      options.push({ value: `${kind}:${String(row.id)}`, label: String(row[nameField] ?? row.id), group });
    }
  }
  return options;
}

/** The notice after the download. */
export function markdownVaultMessage(scopeLabel: string): string {
  const what =
    scopeLabel === '' || scopeLabel === 'The whole workspace' ? 'the whole workspace' : `“${scopeLabel}”`;
  return `Downloaded ${MARKDOWN_VAULT_NAME}: ${what} as Markdown notes, one per record and part, with uploaded images in attachments/. Unzip it and open the folder in Obsidian as a vault. Calendars, goals, saved queries, settings, versions, history and the Trash are only in the backup (Export Data).`;
}

/** What a folder of untyped notes can become, for the preview's mapping step. */
export const folderKindOptions: SelectOption[] = [
  { value: 'skip', label: 'Leave out' },
  ...FOLDER_KINDS.map((kind) => ({ value: kind, label: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}s` })),
];

/** The vault's reading beside the import: its folders to map, and what it could not carry. */
export type VaultImport = { folders: VaultFolder[]; notCarried: string[]; noteCount: number };

/** Whether a `.zip`'s entries are a folder of Markdown notes rather than a backup. */
export function isMarkdownVault(entries: Unzipped): boolean {
  return Object.keys(entries).some((path) => path.toLowerCase().endsWith('.md'));
}

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

/** The most lines of a vault's report the preview lists; the rest are counted. */
const SHOWN_NOT_CARRIED = 40;

/** A vault's report of what it could not carry, for the preview's list. */
export function vaultNotCarried(vault: VaultImport | undefined): string[] {
  if (vault === undefined) return [];
  const shown = vault.notCarried.slice(0, SHOWN_NOT_CARRIED);
  const more = vault.notCarried.length - shown.length;
  return more > 0 ? [...shown, `and ${more} more of the same kind`] : shown;
}
