import type { ReferenceData } from '../../../../common/domain/reference';
import type { VaultFolder } from '../../../../common/vault/vault-import';
import type { SelectOption } from '../../../ui/select';

// The Markdown vault in the References' Export & Import tab (decision 056): what can be exported on its
// own, and what the import's folder step offers. Reading a vault (Markdown and YAML parsers) is in
// vault-reading.ts, loaded only when a vault is chosen.

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

/** What a folder of untyped notes can become, for the preview's mapping step (vault-import's FOLDER_KINDS). */
export const folderKindOptions: SelectOption[] = [
  { value: 'skip', label: 'Leave out' },
  { value: 'character', label: 'Characters' },
  { value: 'item', label: 'Items' },
  { value: 'novel', label: 'Novels' },
  { value: 'universe', label: 'Universes' },
];

/** The vault's reading beside the import: its folders to map, and what it could not carry. */
export type VaultImport = { folders: VaultFolder[]; notCarried: string[]; noteCount: number };

/** The most lines of a vault's report the preview lists; the rest are counted. */
const SHOWN_NOT_CARRIED = 40;

/** A vault's report of what it could not carry, for the preview's list. */
export function vaultNotCarried(vault: VaultImport | undefined): string[] {
  if (vault === undefined) return [];
  const shown = vault.notCarried.slice(0, SHOWN_NOT_CARRIED);
  const more = vault.notCarried.length - shown.length;
  return more > 0 ? [...shown, `and ${more} more of the same kind`] : shown;
}

/** Whether a `.zip`'s entries are a folder of Markdown notes rather than a backup. */
export function isMarkdownVault(entries: Readonly<Record<string, Uint8Array>>): boolean {
  return Object.keys(entries).some((path) => path.toLowerCase().endsWith('.md'));
}
