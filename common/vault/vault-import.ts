import { bytesToBase64 } from '../api/backup-zip';
import { STORED_IMAGE_URL_PREFIX, sniffImageType } from '../api/images';
import { isSafeId } from '../api/limits';
import { docFieldOf } from '../domain/shared';
import { plainTextOf } from '../text/plain-text';
import type { RichText } from '../text/rich-text';
import { countWords } from '../text/word-count';
import { isEntityKind } from '../workspace/entities';
import { isRecordKind, type RecordKind, recordKind } from '../workspace/kinds';
import { findPartKind } from '../workspace/part-kinds';
import { recordFieldSchemas } from '../workspace/validators';
import { completeHandMade } from './hand-made-fields';
import { type MarkdownReading, richTextFromMarkdown, type WikiLink } from './markdown-text';
import {
  bodyFieldOf,
  EVENT_PLACE_KINDS,
  linkTargetOf,
  PART_LINK_FIELDS,
  partFolder,
  partListsOf,
  readNote,
  recordFolder,
  recordLinkFields,
  setListAt,
  TYPE_FIELD_KEY,
  VAULT_HEAD_TYPE,
  vaultRecordKinds,
} from './vault-layout';
import { webpSize } from './webp-size';

// A folder of Markdown notes (an Obsidian vault, or a Fablehold Markdown export) as an import's
// workspace (decision 056): each note becomes a record or a part by its front matter's `type`, or by its
// folder as the person maps it in the preview; `[[links]]` become mentions, `![[images]]` images, front
// matter fields. The result goes through `POST /api/v1/import` like any file, so it is checked by the
// same validators, previewed, and undone the same way. Pure: the browser unzips, tests build entries.

/** A folder's notes that have no `type`, and the kind they become (undefined: left out). */
export type VaultFolder = { folder: string; notes: number; kind: string | undefined };

/** Kinds a folder of untyped notes may become: records that need no other record. */
export const FOLDER_KINDS = ['character', 'item', 'novel', 'universe'] as const;

export type VaultReading = {
  /** The import's `workspace` (the export's format). */
  workspace: Record<string, unknown>;
  /** Folders of notes without a `type`, with the kind each becomes: the preview's mapping step. */
  folders: VaultFolder[];
  /** What could not be carried, one sentence each, naming the note. */
  notCarried: string[];
  /** Notes read as records or parts. */
  noteCount: number;
};

type Note = {
  path: string;
  /** Without `.md`: what `[[links]]` name. */
  key: string;
  folder: string;
  name: string;
  frontMatter: Record<string, unknown>;
  body: string;
  kind?: string;
  id: string;
};

const IMAGE_EXTENSION = /\.(webp|png|jpe?g|gif|avif|bmp|svg)$/i;
const IGNORED = /(^|\/)(\.[^/]*|__MACOSX)(\/|$)/;

/** A short stable id made from a note's path (so importing the vault again finds the same records). */
function idFromPath(path: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x5bd1e995) >>> 0;
  }
  return `md-${first.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}

const decoder = new TextDecoder('utf-8', { fatal: false });

/** The entries without the one folder everything sits in (a zipped vault folder), and without dot folders. */
function normalisedEntries(entries: Readonly<Record<string, Uint8Array>>): Map<string, Uint8Array> {
  const paths = Object.keys(entries).filter((path) => !path.endsWith('/') && !IGNORED.test(path));
  const tops = new Set(paths.map((path) => (path.includes('/') ? path.split('/')[0] : '')));
  const top = tops.size === 1 ? [...tops][0] : '';
  const strip =
    top !== '' && top !== undefined && paths.every((path) => path.startsWith(`${top}/`)) ? top.length + 1 : 0;
  return new Map(paths.map((path) => [path.slice(strip), entries[path] as Uint8Array]));
}

/** The kind a folder's name suggests: 'Characters' → character. */
function suggestedKind(folder: string): string | undefined {
  const last = folder.split('/').at(-1)?.toLowerCase() ?? '';
  return FOLDER_KINDS.find((kind) => recordFolder(kind).toLowerCase() === last || kind === last);
}

/** A part kind named by a `type` without its parent ('chapter', 'faction'), given its record's kind. */
function partKindNamed(type: string, parentKind: string | undefined): string | undefined {
  if (findPartKind(type) !== undefined) return type;
  if (parentKind === undefined || !isRecordKind(parentKind)) return undefined;
  const wanted = type.toLowerCase().replace(/\s+/g, '-');
  return partListsOf(parentKind).find(
    (list) =>
      list.segment === wanted ||
      list.segment === `${wanted}s` ||
      list.segment === wanted.replace(/y$/, 'ies'),
  )?.kind;
}

/**
 * The vault's notes as an import's workspace. `mapping` gives a kind to each folder of untyped notes
 * (`'skip'` leaves them out); a folder not in it gets the kind its name suggests, or is left out.
 */
export function readVault(
  entries: Readonly<Record<string, Uint8Array>>,
  mapping: Readonly<Record<string, string>> = {},
  now = new Date().toISOString(),
): VaultReading {
  const files = normalisedEntries(entries);
  const notCarried: string[] = [];
  const notes: Note[] = [];
  let headImages: Record<string, Record<string, unknown>> = {};
  for (const [path, bytes] of files) {
    if (!path.toLowerCase().endsWith('.md')) continue;
    const read = readNote(decoder.decode(bytes));
    if (read.problem !== undefined)
      notCarried.push(`${path}: ${read.problem}; read as a note without properties`);
    if (read.frontMatter.type === VAULT_HEAD_TYPE) {
      const listed = Array.isArray(read.frontMatter.images) ? read.frontMatter.images : [];
      headImages = Object.fromEntries(
        listed
          .filter((image): image is Record<string, unknown> => typeof image?.id === 'string')
          .map((image) => [image.id, image]),
      );
      continue;
    }
    const key = path.slice(0, -3);
    const folder = key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '';
    const givenId = read.frontMatter.id;
    notes.push({
      path,
      key,
      folder,
      name: key.split('/').at(-1) ?? key,
      frontMatter: read.frontMatter,
      body: read.body,
      id: typeof givenId === 'string' && isSafeId(givenId) ? givenId : idFromPath(key),
    });
  }

  // Links by path and by name alone (Obsidian's shortest form), case-insensitively.
  const byKey = new Map<string, Note>();
  const byName = new Map<string, Note[]>();
  for (const note of notes) {
    byKey.set(note.key.toLowerCase(), note);
    const name = note.name.toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), note]);
  }
  const noteAt = (target: string): Note | undefined => {
    const wanted = target.replace(/\.md$/i, '').toLowerCase();
    return byKey.get(wanted) ?? (byName.get(wanted)?.length === 1 ? byName.get(wanted)?.[0] : undefined);
  };

  // Kinds: records first (by `type`, then by folder), then parts (their record found by `parent` or folder).
  const folders = new Map<string, VaultFolder>();
  for (const note of notes) {
    const type = typeof note.frontMatter.type === 'string' ? note.frontMatter.type.trim() : '';
    if (isRecordKind(type)) note.kind = type;
  }
  const parentOf = (note: Note): Note | undefined => {
    const parentLink = linkTargetOf(note.frontMatter.parent);
    if (parentLink !== undefined) return noteAt(parentLink);
    // `<record folder>/<Parts>/<note>`: the record's note is in the folder above, named as its folder.
    const above = note.folder.includes('/') ? note.folder.slice(0, note.folder.lastIndexOf('/')) : '';
    const recordName = above.split('/').at(-1) ?? '';
    const candidate = byKey.get(`${above}/${recordName}`.toLowerCase());
    return candidate?.kind !== undefined ? candidate : undefined;
  };
  const parents = new Map<Note, Note>();
  for (const note of notes) {
    if (note.kind !== undefined) continue;
    const type = typeof note.frontMatter.type === 'string' ? note.frontMatter.type.trim() : '';
    const parent = parentOf(note);
    const folderName = note.folder.split('/').at(-1) ?? '';
    const partKind =
      type !== ''
        ? partKindNamed(type, parent?.kind)
        : parent?.kind !== undefined && isRecordKind(parent.kind)
          ? partListsOf(parent.kind).find(
              (list) => partFolder(list.segment).toLowerCase() === folderName.toLowerCase(),
            )?.kind
          : undefined;
    if (
      partKind !== undefined &&
      parent?.kind !== undefined &&
      partKind.startsWith(`${recordKind(parent.kind as RecordKind).parts}/`)
    ) {
      note.kind = partKind;
      parents.set(note, parent);
      continue;
    }
    if (type !== '' && !isEntityKind(type) && partKind === undefined) {
      notCarried.push(
        `${note.path}: its type “${type}” is not a kind Fablehold keeps; mapped by its folder instead`,
      );
    } else if (partKind !== undefined || findPartKind(type) !== undefined) {
      notCarried.push(
        `${note.path}: a ${type} needs the note of its record (a “parent” link or the record’s folder); left out`,
      );
      continue;
    }
    const entry = folders.get(note.folder) ?? { folder: note.folder, notes: 0, kind: undefined };
    entry.notes += 1;
    const chosen = mapping[note.folder];
    entry.kind = chosen === undefined ? suggestedKind(note.folder) : chosen === 'skip' ? undefined : chosen;
    folders.set(note.folder, entry);
    if (entry.kind !== undefined && isRecordKind(entry.kind)) note.kind = entry.kind;
  }
  for (const entry of folders.values()) {
    if (entry.kind === undefined) {
      notCarried.push(
        `${entry.notes} ${entry.notes === 1 ? 'note' : 'notes'} in ${entry.folder === '' ? 'the vault’s top folder' : `“${entry.folder}”`}: no type and no kind chosen for the folder; left out`,
      );
    }
  }

  // Images: `.webp` files are carried (their bytes checked), others named.
  const imageFiles = new Map<string, { id: string; row?: Record<string, unknown>; problem?: string }>();
  const imageAt = (target: string): { id: string; problem?: string } | undefined => {
    const wanted = target.toLowerCase();
    const path = [...files.keys()].find(
      (candidate) => candidate.toLowerCase() === wanted || candidate.toLowerCase().endsWith(`/${wanted}`),
    );
    if (path === undefined || !IMAGE_EXTENSION.test(path)) return undefined;
    const known = imageFiles.get(path);
    if (known !== undefined) return known;
    const bytes = files.get(path) as Uint8Array;
    const fromName = /^attachments\/([A-Za-z0-9_-]{1,100})\.webp$/.exec(path)?.[1];
    const id = fromName ?? idFromPath(path);
    const size = sniffImageType(bytes) === 'image/webp' ? webpSize(bytes) : undefined;
    const found =
      size === undefined
        ? {
            id,
            problem: `${path}: only WebP images are carried (upload it in Fablehold to have it converted)`,
          }
        : {
            id,
            row: {
              id,
              type: 'image/webp',
              width: size.width,
              height: size.height,
              size: bytes.length,
              createdAt: String(headImages[id]?.createdAt ?? now),
              data: bytesToBase64(bytes),
            },
          };
    imageFiles.set(path, found);
    return found;
  };

  const idOf = (target: string, kind?: string): string | undefined => {
    const note = noteAt(target);
    if (note?.kind !== undefined) return kind === undefined || note.kind === kind ? note.id : undefined;
    const at = target.lastIndexOf(':');
    return at > 0 && (kind === undefined || target.slice(0, at) === kind) ? target.slice(at + 1) : undefined;
  };

  /** A property's value with its links as ids (a link that leads nowhere is named and left out). */
  const resolveValue = (note: Note, field: string, value: unknown, kind: RecordKind | undefined): unknown => {
    if (Array.isArray(value))
      return value
        .map((entry) => resolveValue(note, field, entry, kind))
        .filter((entry) => entry !== undefined);
    const target = linkTargetOf(value);
    if (target === undefined) return value;
    if (IMAGE_EXTENSION.test(target)) {
      const image = imageAt(target);
      if (image?.problem === undefined && image !== undefined) return `${STORED_IMAGE_URL_PREFIX}${image.id}`;
      notCarried.push(image?.problem ?? `${note.path}: ${field} shows ${target}, which is not in the vault`);
      return undefined;
    }
    const id = idOf(target, kind);
    if (id === undefined)
      notCarried.push(`${note.path}: ${field} links to “${target}”, which is not a note of the vault`);
    return id;
  };

  const resolveMention = (note: Note, unresolvedCount: { count: number }) => (link: WikiLink) => {
    const target = noteAt(link.target);
    // A link without a label shows the note's name, as Obsidian does.
    if (target?.kind !== undefined)
      return { kind: target.kind, id: target.id, label: link.label ?? target.name };
    const key = link.target.lastIndexOf(':');
    const kind = key > 0 ? link.target.slice(0, key) : '';
    if (isEntityKind(kind)) return { kind, id: link.target.slice(key + 1) };
    unresolvedCount.count += 1;
    void note;
    return undefined;
  };

  const readBody = (note: Note): MarkdownReading => {
    const unresolved = { count: 0 };
    const reading = richTextFromMarkdown(note.body, resolveMention(note, unresolved));
    if (unresolved.count > 0) {
      notCarried.push(
        `${note.path}: ${unresolved.count} ${unresolved.count === 1 ? 'link leads' : 'links lead'} to no note of the vault; kept as text`,
      );
    }
    for (const dropped of new Set(reading.dropped)) notCarried.push(`${note.path}: ${dropped}`);
    return reading;
  };

  // Obsidian's own display properties are left quietly.
  const RESERVED = new Set([
    'type',
    'id',
    'order',
    'parent',
    'relations',
    'textFormat',
    'aliases',
    'cssclasses',
  ]);
  const byOrder = (a: Note, b: Note) =>
    (Number(a.frontMatter.order) || Number.MAX_SAFE_INTEGER) -
      (Number(b.frontMatter.order) || Number.MAX_SAFE_INTEGER) || a.path.localeCompare(b.path);

  const workspace: Record<string, unknown> = {};
  const chapterTexts: { novelId: string; chapterId: string; text: RichText }[] = [];
  const relations: Record<string, unknown>[] = [];
  const records = new Map<Note, Record<string, unknown>>();
  let noteCount = 0;

  /** Fields from front matter; `known` says which a kind has (others are named as not carried). */
  const fieldsOf = (
    note: Note,
    known: ReadonlySet<string>,
    links: (field: string) => RecordKind | undefined,
  ) => {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(note.frontMatter)) {
      if (RESERVED.has(key)) continue;
      const field = key === TYPE_FIELD_KEY ? 'type' : key;
      if (!known.has(field)) {
        notCarried.push(`${note.path}: the property “${field}” has no field in a ${note.kind}`);
        continue;
      }
      const resolved = resolveValue(note, field, value, links(field));
      if (resolved !== undefined) fields[field] = resolved;
    }
    return fields;
  };

  for (const kind of vaultRecordKinds) {
    const spec = recordKind(kind);
    const rows: Record<string, unknown>[] = [];
    const lists = partListsOf(kind);
    const known = new Set([
      ...Object.keys(spec.defaults),
      'description',
      spec.nameField,
      ...knownRecordFields(kind),
    ]);
    const linkFields = recordLinkFields(kind);
    for (const note of notes.filter((entry) => entry.kind === kind).sort(byOrder)) {
      noteCount += 1;
      const fields = fieldsOf(note, known, (field) =>
        linkFields.find((entry) => entry.field === field)?.to(note.frontMatter as Record<string, unknown>),
      );
      if (kind === 'event') keepPlaceOnly(note, fields);
      const record: Record<string, unknown> = { id: note.id, ...spec.defaults, ...fields };
      if (typeof record[spec.nameField] !== 'string' || record[spec.nameField] === '')
        record[spec.nameField] = note.name;
      if (note.frontMatter.textFormat === 'plain') record.description = note.body.replace(/\n$/, '');
      else {
        const reading = readBody(note);
        record.description = plainTextOf(reading.text.doc);
        if (JSON.stringify(reading.text).includes('"mention"')) {
          notCarried.push(
            `${note.path}: a ${spec.one.toLowerCase()}’s description is plain text; its links are kept as their names`,
          );
        }
        fillImage(record, kind, reading.embeds, note);
      }
      for (const list of lists) setListAt(record, list.collection.prop, []);
      const complete = completeHandMade(kind, record, now, (message) =>
        notCarried.push(`${note.path}: ${message}`),
      );
      records.set(note, complete);
      rows.push(complete);
    }
    if (rows.length > 0) workspace[spec.collection] = rows;
  }

  /** An event's place links to a location or settlement (decision 099); a link to another note is named and left. */
  function keepPlaceOnly(note: Note, fields: Record<string, unknown>) {
    const target = linkTargetOf(note.frontMatter.placeId);
    const place = target === undefined ? undefined : noteAt(target);
    if (place?.kind === undefined || EVENT_PLACE_KINDS.has(place.kind)) return;
    delete fields.placeId;
    notCarried.push(`${note.path}: placeId links to “${target}”, which is not a location or settlement`);
  }

  function fillImage(record: Record<string, unknown>, kind: RecordKind, embeds: WikiLink[], note: Note) {
    const field = ['coverUrl', 'imageUrl'].find((name) => name in recordKind(kind).defaults);
    for (const [index, embed] of embeds.entries()) {
      const image = imageAt(embed.target);
      if (index === 0 && field !== undefined && image !== undefined && image.problem === undefined) {
        record[field] = `${STORED_IMAGE_URL_PREFIX}${image.id}`;
        continue;
      }
      notCarried.push(image?.problem ?? `${note.path}: the image ${embed.target} (a text holds no images)`);
    }
  }

  // Parts, in their record's lists.
  const partNotes = [...parents.keys()].sort(byOrder);
  for (const note of partNotes) {
    const parent = parents.get(note) as Note;
    const record = records.get(parent);
    const spec = findPartKind(note.kind ?? '');
    if (record === undefined || spec === undefined) continue;
    noteCount += 1;
    const known = new Set(Object.keys(spec.schema.shape).filter((name) => name !== 'id'));
    const fields = fieldsOf(note, known, (field) => PART_LINK_FIELDS[field]);
    const part: Record<string, unknown> = { id: note.id, ...fields };
    if (typeof part[spec.nameField] !== 'string' || part[spec.nameField] === '') {
      part[spec.nameField] = note.name.replace(/^\d+\s+/, '');
    }
    const bodyField = bodyFieldOf(Object.keys(spec.schema.shape));
    if (spec.kind === 'novels/chapters') {
      const reading = readBody(note);
      for (const embed of reading.embeds)
        notCarried.push(`${note.path}: the image ${embed.target} (a chapter holds no images)`);
      const isEmpty = note.body.trim() === '';
      if (!isEmpty) chapterTexts.push({ novelId: parent.id, chapterId: note.id, text: reading.text });
      if (typeof part.wordCount !== 'number')
        part.wordCount = isEmpty ? 0 : countWords(plainTextOf(reading.text.doc));
    } else if (bodyField !== undefined) {
      if (note.frontMatter.textFormat === 'plain') part[bodyField] = note.body.replace(/\n$/, '');
      else {
        const reading = readBody(note);
        const text = plainTextOf(reading.text.doc);
        part[bodyField] = text;
        if (text.trim() !== '') part[docFieldOf(bodyField)] = reading.text;
        for (const embed of reading.embeds)
          notCarried.push(`${note.path}: the image ${embed.target} (a text holds no images)`);
      }
    }
    const list = listFor(record, spec.prop);
    list.push(part);
  }

  // Relations, from the notes that hold them.
  for (const note of notes) {
    if (note.kind === undefined || !Array.isArray(note.frontMatter.relations)) continue;
    for (const [index, entry] of (note.frontMatter.relations as unknown[]).entries()) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { to, id, ...rest } = entry as Record<string, unknown>;
      const target = typeof to === 'string' ? (linkTargetOf(to) ?? to) : undefined;
      const end = target === undefined ? undefined : noteAt(target);
      const colon = target?.lastIndexOf(':') ?? -1;
      const toRef =
        end?.kind !== undefined
          ? { kind: end.kind, id: end.id }
          : target !== undefined && colon > 0 && isEntityKind(target.slice(0, colon))
            ? { kind: target.slice(0, colon), id: target.slice(colon + 1) }
            : undefined;
      if (toRef === undefined) {
        notCarried.push(
          `${note.path}: relation ${index + 1} leads to “${String(target ?? to)}”, which is not a note of the vault`,
        );
        continue;
      }
      relations.push({
        id: typeof id === 'string' && isSafeId(id) ? id : idFromPath(`${note.key}#relation-${index}`),
        from: { kind: note.kind, id: note.id },
        to: toRef,
        ...rest,
      });
    }
  }

  if (chapterTexts.length > 0) workspace.chapterTexts = chapterTexts;
  if (relations.length > 0) workspace.relations = relations;
  const images = [...imageFiles.values()].flatMap((image) => (image.row === undefined ? [] : [image.row]));
  if (images.length > 0) workspace.images = images;
  for (const image of imageFiles.values()) if (image.problem !== undefined) notCarried.push(image.problem);
  const ordered = Object.fromEntries(
    Object.entries(workspace).sort(([a], [b]) => collectionRank(a) - collectionRank(b)),
  );
  return {
    workspace: ordered,
    folders: [...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder)),
    notCarried: [...new Set(notCarried)],
    noteCount,
  };
}

function collectionRank(key: string): number {
  const index = vaultRecordKinds.findIndex((kind) => recordKind(kind).collection === key);
  return index === -1 ? 100 : index;
}

function listFor(record: Record<string, unknown>, prop: string): Record<string, unknown>[] {
  const keys = prop.split('.');
  let at: Record<string, unknown> = record;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  return at[keys.at(-1) as string] as Record<string, unknown>[];
}

/** The fields a record of `kind` has: those the API edits, its links, its stamps and favourite mark. */
function knownRecordFields(kind: RecordKind): string[] {
  const schema = recordFieldSchemas[kind] as unknown as { shape?: Record<string, unknown> };
  return [
    ...Object.keys(schema.shape ?? {}),
    'lastUpdated',
    'isFavorite',
    ...recordKind(kind).links.flatMap((link) => [link.field, ...(link.when ? [link.when.field] : [])]),
  ];
}
