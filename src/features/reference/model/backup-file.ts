import {
  type BackupAbout,
  type BackupContent,
  backupContentLabels,
  describeBackup,
  listInWords,
} from '../../../../common/api/backup';
import { importTables } from '../../../../common/api/import';

// The Export tab's backup (decision 050): the chosen tables with everything that hangs on them, the
// workspace's own things (profile, images, saved queries, settings), and a head saying what is in it.

/** The data API's export (`GET /api/v1/workspace`), with whatever `include` added. */
export type StoredExport = { [key: string]: unknown };

/** The table a record or part kind lives in: `character` → characters, `novels/chapters` → novels. */
function tableOfKind(kind: string): string {
  if (kind.includes('/')) return kind.split('/')[0] ?? kind;
  return kind === 'event' ? 'events' : `${kind}s`;
}

/** The tables the export form lists (every import table but maps, which follow their owners). */
const referenceTables = importTables.filter((table) => table !== 'maps');

type Ref = { kind: string; id: string };
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/**
 * The file's document for the chosen tables: their records; the chapter texts, goals and writing days
 * of chosen novels; the calendars of chosen owners; relations (when chosen) whose both ends are in it;
 * the profile, images, saved queries and settings; the Trash, text versions and history when asked.
 */
export function backupDocument(
  workspace: StoredExport,
  tableNames: readonly string[],
  options: { exportedAt: string; hasImageBytes: boolean },
): { document: Record<string, unknown>; about: BackupAbout } {
  const chosen = new Set(tableNames);
  const tables = referenceTables.filter((table) => chosen.has(table));
  const body: Record<string, unknown> = {};
  const contains: BackupContent[] = ['profile', 'images', 'savedQueries', 'settings'];
  for (const table of tables) body[table] = workspace[table];
  if (tables.length > 0) contains.push('records');
  if (chosen.has('novels')) {
    body.chapterTexts = listOf(workspace.chapterTexts);
    body.writingGoals = listOf(workspace.writingGoals);
    body.writingDays = listOf(workspace.writingDays);
    contains.push('chapterTexts', 'writingGoals');
  }
  if (chosen.has('relations')) {
    body.relations = listOf(workspace.relations).filter((relation) =>
      [relation.from, relation.to].every((end) => chosen.has(tableOfKind((end as Ref).kind))),
    );
    contains.push('relations');
  }
  body.calendars = listOf(workspace.calendars).filter((calendar) =>
    chosen.has(tableOfKind(String(calendar.ownerKind))),
  );
  // Maps are no References table (decision 059): a backup of every table carries them. A file of some
  // tables leaves them out, as a replacing import of it would otherwise remove the maps it does not hold.
  if (workspace.maps !== undefined && tables.length === referenceTables.length) body.maps = workspace.maps;
  if (tables.some((table) => ['universes', 'novels', 'campaigns'].includes(table)))
    contains.push('calendars');
  for (const key of ['profile', 'images', 'savedQueries', 'settings'] as const) {
    if (workspace[key] !== undefined) body[key] = workspace[key];
  }
  const asked: [string, BackupContent][] = [
    ['textVersions', 'textVersions'],
    ['history', 'history'],
    ['trash', 'trash'],
  ];
  for (const [key, content] of asked) {
    if (workspace[key] !== undefined) {
      body[key] = workspace[key];
      contains.push(content);
    }
  }
  const about = describeBackup(
    contains,
    options.exportedAt,
    options.hasImageBytes,
    tables.length === referenceTables.length ? undefined : tables,
  );
  return { document: { about, ...body }, about };
}

/**
 * The export's toast: the file, what it holds and what it leaves out, exactly ('Exported 11 entities to
 * fablehold-backup.zip: records and their parts, chapter texts, … Not in the file: mentions (read again
 * from the texts on import).').
 */
export function exportedMessage(head: string, about: BackupAbout): string {
  const held = about.contains.map((content) => backupContentLabels[content]);
  if (about.tables !== undefined && about.contains.includes('records')) {
    held[held.indexOf(backupContentLabels.records)] = `the records of ${listInWords(about.tables)}`;
  }
  const out = about.leavesOut.map((left) => {
    if (left.content === 'mentions') return 'mentions (read again from the texts on import)';
    if (left.content === 'imageBytes')
      return 'the images’ bytes (switch on “Include uploaded images (.zip)”)';
    return backupContentLabels[left.content];
  });
  return `${head}: ${listInWords(held)}. Not in the file: ${listInWords(out)}.`;
}
