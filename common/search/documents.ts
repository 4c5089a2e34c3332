import type { EntityKind } from '../workspace/entities';
import { type RecordKind, recordKind, recordKindOfParent } from '../workspace/kinds';
import { partKind } from '../workspace/part-kinds';
import type { StoredPart } from '../workspace/store';

// What the search index holds of each record and part (issue 14, decision 030): its name, and one text
// made of its long texts (descriptions, lore, notes, session logs) then its short words (a type, a role,
// a climate, tags, an event's date), so a search for "dwarven" finds the race whose type says so.
// Addresses, ids, stamps and settings are left out: nobody searches for a URL. A chapter's text is a
// document of its own (`field` 'text'), written where the chapter's text is saved.

/** The row of the index a document fills: the entity's own fields, its chapter text, or its added fields' values. */
export type SearchField = 'main' | 'text' | 'fields';

export type SearchDocument = {
  kind: EntityKind;
  id: string;
  field: SearchField;
  /** The record or part it sits in (a part's record, a location's world, an event's timeline, a character's universe). */
  parentKind: EntityKind | null;
  parentId: string | null;
  name: string;
  text: string;
};

/** The most text of one document the index keeps (a chapter's text is capped by its own limit first). */
export const SEARCH_TEXT_MAX = 1_000_000;

/** Fields that are never searched: addresses, stamps, settings, ids (any `…Id`, `…Ids`, `…Url`). */
const SKIPPED = new Set([
  'id',
  'version',
  'lastUpdated',
  'createdAt',
  'updatedAt',
  'joined',
  'icon',
  'importance',
  'status',
  'isFavorite',
  'sql',
  'url',
  'avatar',
  'wordCount',
  'position',
]);

function isSkipped(field: string): boolean {
  return SKIPPED.has(field) || /(?:Id|Ids|Url|Doc)$/.test(field) || field === 'campaigns';
}

/** The words of the fields not named: strings and lists of strings, in the order given. */
function shortWords(data: Readonly<Record<string, unknown>>, leave: ReadonlySet<string>): string[] {
  const words: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (leave.has(field) || isSkipped(field)) continue;
    if (typeof value === 'string' && value !== '') words.push(value);
    else if (Array.isArray(value)) {
      const list = value.filter((entry): entry is string => typeof entry === 'string' && entry !== '');
      if (list.length > 0) words.push(list.join(', '));
    }
  }
  return words;
}

function joinText(pieces: readonly string[]): string {
  return pieces
    .filter((piece) => piece.trim() !== '')
    .join('\n\n')
    .slice(0, SEARCH_TEXT_MAX);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const orNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Where a record sits: the first of the links it lives by that is set (kinds.ts `livesIn`). */
function recordParent(
  kind: RecordKind,
  record: Readonly<Record<string, unknown>>,
): { parentKind: EntityKind | null; parentId: string | null } {
  const { links, livesIn } = recordKind(kind);
  for (const field of livesIn) {
    const parentId = orNull(record[field]);
    const link = links.find(
      (each) =>
        each.field === field && (each.when === undefined || record[each.when.field] === each.when.equals),
    );
    if (parentId !== null && link !== undefined) return { parentKind: link.to as RecordKind, parentId };
  }
  return { parentKind: null, parentId: null };
}

/** A record's fields in its kind's order, then any others: the same words in the same order however it was read. */
function inSchemaOrder(
  kind: RecordKind,
  record: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const { shape } = recordKind(kind).schema as { shape?: Record<string, unknown> };
  const order = Object.keys(shape ?? {});
  const known = new Set(order);
  return Object.fromEntries([
    ...order.filter((field) => field in record).map((field) => [field, record[field]] as const),
    ...Object.entries(record).filter(([field]) => !known.has(field)),
  ]);
}

/** A record's document: its name (title), its description, then its other words. */
export function recordDocument(kind: RecordKind, record: Readonly<Record<string, unknown>>): SearchDocument {
  const { nameField } = recordKind(kind);
  const leave = new Set([nameField, 'description', 'entityType']);
  return {
    kind,
    id: str(record.id),
    field: 'main',
    ...recordParent(kind, record),
    name: str(record[nameField]),
    text: joinText([str(record.description), ...shortWords(inSchemaOrder(kind, record), leave)]),
  };
}

/** A part's document: its name, its long texts, then its other words. */
export function partDocument(part: StoredPart): SearchDocument {
  const spec = partKind(part.kind);
  const leave = new Set<string>([spec.nameField, ...spec.longFields]);
  return {
    kind: part.kind,
    id: part.id,
    field: 'main',
    parentKind: recordKindOfParent(spec.parent),
    parentId: part.parentId,
    name: str(part.data[spec.nameField]),
    text: joinText([
      ...spec.longFields.map((field) => str(part.data[field])),
      ...shortWords(part.data, leave),
    ]),
  };
}

/** A chapter's text as a document of the chapter's (its name comes from the chapter). */
export function chapterTextDocument(
  novelId: string,
  chapterId: string,
  chapterName: string,
  text: string,
): SearchDocument {
  return {
    kind: 'novels/chapters',
    id: chapterId,
    field: 'text',
    parentKind: 'novel',
    parentId: novelId,
    name: chapterName,
    text: text.slice(0, SEARCH_TEXT_MAX),
  };
}
