import { type ImportTable, importTables } from '../../../../common/api/import';
import {
  defaultImages,
  emptyCampaignParts,
  emptyNovelParts,
  emptyUniverseParts,
  emptyWorldParts,
} from '../../../../common/domain/new-record-defaults';
import type { ReferenceFieldType, ReferenceValue } from '../../../../common/domain/reference';
import type { VaultFolder } from '../../../../common/vault/vault-import';

/** A file's table as the parsers see it: a name, and the typed columns CSV and SQL values are read by. */
export type ImportSchemaTable = {
  name: string;
  fields: readonly { name: string; type: ReferenceFieldType; references?: unknown }[];
};

/** A problem found while reading the file, before anything is sent: its table, row and line when known. */
export type FileProblem = { table: string | null; row: number | null; line: number | null; message: string };

/**
 * The tables a file may hold: the workspace's records, its relations (decision 027), and the console's
 * `mentions` table, which is read but never sent (the server keeps it from the texts).
 */
export type ParsedTable = ImportTable | 'relations' | 'mentions';

/** What a parser makes of a file: the workspace tables to send, where each row came from, and problems. */
export type ParsedImport = {
  tables: Partial<Record<ParsedTable, Record<string, unknown>[]>>;
  profile?: unknown;
  /** A backup's text versions (an export with 'Include text versions', decision 037): sent as they are. */
  textVersions?: unknown[];
  /** A backup's chapter texts, calendars, goals, images, saved queries and settings (decision 050). */
  backup?: Record<string, unknown>;
  /** The file line each row starts on (CSV and SQL), so the server's row numbers can name lines too. */
  lines: Partial<Record<ParsedTable, number[]>>;
  problems: FileProblem[];
  /** A folder of Markdown notes (decision 056): its folders to map and what it could not carry. */
  vault?: { folders: VaultFolder[]; notCarried: string[]; noteCount: number };
};

export function isImportTable(name: string): name is ParsedTable {
  return name === 'relations' || name === 'mentions' || importTables.some((table) => table === name);
}

/**
 * A relation row as the server takes it: the console's flat columns (`fromKind`, `fromId`, ...) put
 * back into its ends; a row of a workspace export already has them. Empty texts stay empty.
 */
function toRelationRecord(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { fromKind, fromId, toKind, toId, ...rest } = row;
  const record: Record<string, unknown> = { ...rest };
  if (record.from === undefined) record.from = { kind: fromKind, id: fromId };
  if (record.to === undefined) record.to = { kind: toKind, id: toId };
  for (const [key, value] of Object.entries(record))
    if (value === null && key !== 'attitude') delete record[key];
  if (record.variant === '') delete record.variant;
  return record;
}

// What the CSV and SQL exports leave out of a record (they carry the References columns only): a row from
// them is completed with the same values a record created in the app starts with. A JSON export carries
// every field, so these defaults never override anything it holds.
const defaultsByTable: Readonly<Record<ImportTable, Readonly<Record<string, unknown>>>> = {
  novels: { coverUrl: defaultImages.novelCover, ...emptyNovelParts() },
  universes: { imageUrl: defaultImages.universeImage, ...emptyUniverseParts() },
  worlds: { imageUrl: defaultImages.worldImage, climate: '', timePeriod: '', ...emptyWorldParts() },
  locations: {},
  campaigns: { coverUrl: defaultImages.campaignCover, nextSessionDate: null, ...emptyCampaignParts() },
  timelines: {},
  events: { characters: [], tags: [] },
  characters: {},
  items: { campaigns: [] },
  maps: { description: '', image: null, scale: null },
};

/** Columns the References tables compute on read (counts, linked names): never stored, so dropped. */
const derivedByTable: Partial<Record<ImportTable, readonly string[]>> = {
  universes: ['worldCount'],
  worlds: ['locationCount', 'universeName'],
  campaigns: ['sessionsCount', 'universe'],
  timelines: ['entityName', 'eventCount'],
};

/** Links a record may leave out: an empty or NULL value means "not linked". */
const optionalLinks: Partial<Record<ImportTable, readonly string[]>> = {
  novels: ['universeId'],
  characters: ['novelId', 'universeId', 'campaignId'],
  items: ['universeId'],
};

/** Lists the References tables show as comma-separated text ('battle, politics'). */
const listColumns: Partial<Record<ImportTable, readonly string[]>> = {
  items: ['campaigns'],
  events: ['tags', 'characters'],
};

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * A row of any export format as the stored record the server expects: missing parts completed, derived
 * columns dropped, lists given as text split, empty links removed. Values that are wrong stay wrong, so
 * the server's checks name them with their row.
 */
export function toImportRecord(
  table: ParsedTable,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (table === 'relations') return toRelationRecord(row);
  if (table === 'mentions') return { ...row };
  // A fresh copy of the defaults per record, so no two records share a list.
  const record: Record<string, unknown> = { ...structuredClone(defaultsByTable[table]), ...row };
  for (const column of derivedByTable[table] ?? []) delete record[column];
  for (const column of optionalLinks[table] ?? []) {
    if (record[column] === null || record[column] === '') delete record[column];
  }
  for (const column of listColumns[table] ?? []) {
    const value = record[column];
    if (typeof value === 'string') record[column] = splitList(value);
    else if (value === null) record[column] = [];
  }
  if (table === 'campaigns' && record.nextSessionDate === '') record.nextSessionDate = null;
  return record;
}

/**
 * A text value of a CSV cell or SQL literal as its column's type. Empty text is NULL for numbers,
 * booleans and links; a value the type cannot hold is a problem (`error`).
 */
export function typedValue(
  field: ImportSchemaTable['fields'][number],
  value: ReferenceValue,
): { value: ReferenceValue } | { error: string } {
  if (value === null) return { value: null };
  const isEmpty = value === '';
  switch (field.type) {
    case 'number': {
      if (typeof value === 'number') return { value };
      if (typeof value === 'boolean') return { error: `${field.name} must be a number` };
      if (isEmpty) return { value: null };
      const number = Number(value.trim());
      return /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(value) && Number.isFinite(number)
        ? { value: number }
        : { error: `${field.name} must be a number, not "${value}"` };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { value };
      if (typeof value === 'number') {
        return value === 0 || value === 1
          ? { value: value === 1 }
          : { error: `${field.name} must be true or false` };
      }
      if (isEmpty) return { value: null };
      const text = value.trim().toLowerCase();
      if (text === 'true') return { value: true };
      if (text === 'false') return { value: false };
      return { error: `${field.name} must be true or false, not "${value}"` };
    }
    case 'string':
      if (typeof value !== 'string') return { value: String(value) };
      return { value: isEmpty && field.references !== undefined ? null : value };
  }
}

export function rowLengthMessage(values: number, columns: number): string {
  return `The row has ${values} ${values === 1 ? 'value' : 'values'} for ${columns} ${columns === 1 ? 'column' : 'columns'}`;
}
