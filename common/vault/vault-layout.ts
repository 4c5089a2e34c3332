import { parse, stringify } from 'yaml';
import { type PartCollection, type PartParent, partCollections } from '../api/parts';
import { LONG_TEXT_FIELDS } from '../domain/shared';
import { type RecordKind, recordKind, recordKinds } from '../workspace/kinds';

// The shape of a Markdown vault (decision 056), shared by its export and its import: where each note
// sits, which front-matter fields are links, and how a note's text is split into front matter and body.

/** The vault's head note at its root: when it was made, and the images' facts. */
export const VAULT_HEAD_PATH = 'README.md';
export const VAULT_HEAD_TYPE = 'fablehold-vault';
/** Where the images sit beside the notes (Obsidian's attachment folder). */
export const ATTACHMENTS_FOLDER = 'attachments';
export const attachmentPath = (id: string) => `${ATTACHMENTS_FOLDER}/${id}.webp`;

/** A record kind's folder: 'Novels', 'Characters'. */
export function recordFolder(kind: RecordKind): string {
  return capitalised(recordKind(kind).many);
}

/** A kind of part's folder inside its record's: 'Chapters', 'Story arcs', 'Magic systems'. */
export function partFolder(segment: string): string {
  return capitalised(segment.replace(/-/g, ' '));
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A record kind that holds parts: its parts' kinds (`novels/chapters`) and where each list sits. */
export function partListsOf(
  kind: RecordKind,
): { kind: string; segment: string; collection: PartCollection }[] {
  const parent = recordKind(kind).parts as PartParent | undefined;
  if (parent === undefined) return [];
  return Object.entries(partCollections[parent]).map(([segment, collection]) => ({
    kind: `${parent}/${segment}`,
    segment,
    collection: collection as PartCollection,
  }));
}

/** The list at `prop` ('assets.images') of a record, or undefined. */
export function listAt(record: Readonly<Record<string, unknown>>, prop: string): unknown[] | undefined {
  const value = prop
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], record);
  return Array.isArray(value) ? value : undefined;
}

/** Sets the list at `prop`, making the objects on the way. */
export function setListAt(record: Record<string, unknown>, prop: string, list: unknown[]): void {
  const keys = prop.split('.');
  let at = record;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    if (typeof next !== 'object' || next === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1) as string] = list;
}

/**
 * A record's or part's own `type` field (a world's 'Forest', an item's 'Tool') in front matter, where
 * `type` says what the note is (a character, a chapter).
 */
export const TYPE_FIELD_KEY = 'subtype';

/**
 * The notes an event's place (`placeId`, decision 074) may name: a world's location (a record), a world's
 * settlement or a campaign's location (parts). The field is a link to the place's note (decision 099).
 */
export const EVENT_PLACE_KINDS: ReadonlySet<string> = new Set([
  'location',
  'worlds/settlements',
  'campaigns/locations',
]);

/** Fields of a part that name a record: an appearance's character or item. */
export const PART_LINK_FIELDS: Readonly<Record<string, RecordKind>> = {
  characterId: 'character',
  itemId: 'item',
};

/** A record's link fields and the kind each names (`universeId` → universe; a timeline's by entityType). */
export function recordLinkFields(
  kind: RecordKind,
): { field: string; isMany: boolean; to: (record: Record<string, unknown>) => RecordKind | undefined }[] {
  const byField = new Map<
    string,
    { field: string; isMany: boolean; to: (record: Record<string, unknown>) => RecordKind | undefined }
  >();
  for (const link of recordKind(kind).links) {
    if (byField.has(link.field)) continue;
    const links = recordKind(kind).links.filter((other) => other.field === link.field);
    byField.set(link.field, {
      field: link.field,
      isMany: link.isMany === true,
      to: (record) => {
        const found = links.find(
          (other) => other.when === undefined || record[other.when.field] === other.when.equals,
        );
        return found?.to as RecordKind | undefined;
      },
    });
  }
  return [...byField.values()];
}

/** The long field whose text is a note's body: a record's description, a part's long field. */
export function bodyFieldOf(fields: readonly string[]): string | undefined {
  return fields.find((field) => LONG_TEXT_FIELDS.has(field));
}

/** Every record kind, in the order an import writes them (linked records first). */
export const vaultRecordKinds: readonly RecordKind[] = recordKinds;

/** A name as a file name: no characters a file system or a link refuses, at most 80 characters. */
export function fileNameOf(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|#^[\]]/g, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  return cleaned === '' ? fallback : cleaned;
}

/** Unique paths in a folder, compared as a case-insensitive file system would: 'Mira (2)'. */
export class PathBook {
  private readonly taken = new Set<string>();

  claim(folder: string, name: string): string {
    let candidate = `${folder}/${name}`;
    for (let count = 2; this.taken.has(candidate.toLowerCase()); count += 1)
      candidate = `${folder}/${name} (${count})`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

/** A note's text: its front matter (YAML between `---` lines) and its body. */
export function writeNote(frontMatter: Record<string, unknown>, body: string): string {
  const yaml = stringify(frontMatter, { lineWidth: 0, aliasDuplicateObjects: false });
  return `---\n${yaml}---\n${body}`;
}

export type ReadNote = { frontMatter: Record<string, unknown>; body: string; problem?: string };

/** A note's front matter and body; a front matter that is not YAML of an object is a problem. */
export function readNote(text: string): ReadNote {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---(?:\n|$)/.exec(normalised);
  if (match === null) return { frontMatter: {}, body: normalised };
  const body = normalised.slice(match[0].length);
  try {
    const value: unknown = parse(match[1] ?? '', { maxAliasCount: 100 });
    if (value === null || value === undefined) return { frontMatter: {}, body };
    if (typeof value !== 'object' || Array.isArray(value))
      return { frontMatter: {}, body, problem: 'its front matter is not a list of properties' };
    return { frontMatter: value as Record<string, unknown>, body };
  } catch (error) {
    return {
      frontMatter: {},
      body,
      problem: `its front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0]?.replace(/:$/, '') : ''})`,
    };
  }
}

/** `[[Characters/Mira|Mira]]` in a property: its target, or undefined when the value is no link. */
export function linkTargetOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^!?\[\[([^[\]|]+?)(?:\|[^[\]]*)?\]\]$/.exec(value.trim());
  return match?.[1]?.replace(/[#^].*$/, '').trim();
}
