import { type Unzipped, unzipSync } from 'fflate';
import { ZIP_JSON_PATH } from '../../../../common/api/backup';
import type { ImportReport } from '../../../../common/api/import';
import { readBackupEntries } from './backup-zip';
import { previewAlsoRows, previewRows } from './import-form';
import { parseImportDocument } from './import-parse-json';
import type { ParsedImport } from './import-records';
import { tableLabel } from './table-label';

// Restoring a backup (issue 26 item 6, decision 065): the workspace replaced by a Fablehold backup
// (`.zip` or the export form's JSON), through the import's preview, checks, single transaction and Undo.

/** The restore's file: the backup `.zip` or JSON up to what one import request carries. */
export const RESTORE_HINT = 'A Fablehold backup: the .zip (with images) or the JSON export';

export type BackupReading =
  | { ok: true; parsed: ParsedImport; exportedAt: string | undefined }
  | { ok: false; error: string };

const notBackup = (name: string, why: string): BackupReading => ({
  ok: false,
  error: `"${name}" is not a Fablehold backup: ${why}`,
});

function isBackupHead(about: unknown): about is { format: string; exportedAt?: unknown } {
  return (
    typeof about === 'object' &&
    about !== null &&
    (about as { format?: unknown }).format === 'fablehold-backup'
  );
}

/**
 * Reads a chosen file as a backup: a `.zip` holding `fablehold-backup.json` (its images' bytes put in
 * their rows), or a JSON file whose head (`about`) names the backup format. Anything else is refused
 * with why: the import form takes other files.
 */
export function readBackupFile(name: string, bytes: Uint8Array): BackupReading {
  const extension = name.split('.').pop()?.toLowerCase();
  let document: Record<string, unknown>;
  if (extension === 'zip') {
    let entries: Unzipped;
    try {
      entries = unzipSync(bytes);
    } catch {
      return notBackup(name, 'it is not a readable .zip.');
    }
    if (entries[ZIP_JSON_PATH] === undefined) {
      return notBackup(name, `it holds no ${ZIP_JSON_PATH} (a Markdown vault is imported with Import Data).`);
    }
    const reading = readBackupEntries(entries);
    if ('problem' in reading) return notBackup(name, reading.problem);
    document = reading.document;
  } else if (extension === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return notBackup(name, 'it is not readable JSON.');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return notBackup(name, 'it holds no workspace.');
    }
    document = value as Record<string, unknown>;
  } else {
    return { ok: false, error: 'Choose a backup: a .zip or .json file made by Export' };
  }
  if (!isBackupHead(document.about)) {
    return notBackup(name, 'its head does not name the backup format (export it again with Export Data).');
  }
  const exportedAt = typeof document.about.exportedAt === 'string' ? document.about.exportedAt : undefined;
  return { ok: true, parsed: parseImportDocument(document), exportedAt };
}

/** What a restore changes, in words a person checks before confirming: one list per kind of change. */
export type RestoreChanges = { replaced: string[]; removed: string[]; added: string[] };

/**
 * From the server's preview of the replacing import: per table and per extra (relations, calendars,
 * images, ...), how many stored things the backup's copy replaces, how many it removes (the backup does
 * not hold them) and how many it adds.
 */
export function restoreChanges(report: ImportReport, parsed: ParsedImport): RestoreChanges {
  const rows = [
    ...previewRows(report, parsed).map((row) => ({ ...row, label: tableLabel(row.table) })),
    ...previewAlsoRows(report),
  ];
  const pick = (key: 'replaced' | 'removed' | 'added') =>
    rows.filter((row) => row[key] > 0).map((row) => `${row.label}: ${row[key]}`);
  return { replaced: pick('replaced'), removed: pick('removed'), added: pick('added') };
}

/** When the backup was made, as the preview says it. */
export function backupDate(exportedAt: string | undefined): string {
  if (exportedAt === undefined || Number.isNaN(Date.parse(exportedAt))) return 'of an unknown date';
  return `made ${new Date(exportedAt).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' })}`;
}

/** After the restore. */
export function restoredMessage(fileName: string): string {
  return `Restored "${fileName}": the workspace is now the backup's. What it replaced is in the Trash as one entry, and the import's Undo is in the notices.`;
}
