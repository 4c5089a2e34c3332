import { STORED_IMAGE_URL_PREFIX } from '../api/images';
import { docFieldOf } from '../domain/shared';
import type { RichText, RichTextNode } from '../text/rich-text';
import { type RecordKind, recordKind } from '../workspace/kinds';
import { richTextToMarkdown, wikiLinkText } from './markdown-text';
import {
  ATTACHMENTS_FOLDER,
  attachmentPath,
  bodyFieldOf,
  EVENT_PLACE_KINDS,
  fileNameOf,
  listAt,
  PART_LINK_FIELDS,
  PathBook,
  partFolder,
  partListsOf,
  recordFolder,
  recordLinkFields,
  setListAt,
  TYPE_FIELD_KEY,
  VAULT_HEAD_PATH,
  VAULT_HEAD_TYPE,
  vaultRecordKinds,
  writeNote,
} from './vault-layout';

// The workspace (or one novel, universe or campaign with what lives in it) as a folder of Markdown notes
// that Obsidian opens as a vault (decision 056): one note per record and part, its fields as YAML front
// matter (with its `type` and `id`, so it imports back), its long text as Markdown, mentions, links to
// other records and relations as `[[links]]`, uploaded images in `attachments/`. The notes are made one
// at a time (a generator) from the export's workspace, so a zip can be written as they come.

/** What to export: everything, or a record and what lives in it. */
export type VaultScope = { kind: 'workspace' } | { kind: 'novel' | 'universe' | 'campaign'; id: string };

type Row = Record<string, unknown> & { id: string };
/** The export's workspace (`GET /api/v1/workspace`): lists of records by collection, and the extras. */
export type ExportedWorkspace = Record<string, unknown>;

type Note = {
  path: string;
  kind: string;
  row: Row;
  name: string;
  order: number;
  /** A part's record. */
  parent?: { kind: RecordKind; row: Row };
};

const rowsOf = (workspace: ExportedWorkspace, kind: RecordKind) =>
  ((workspace[recordKind(kind).collection] ?? []) as Row[]).filter((row) => typeof row?.id === 'string');

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

/** The uploaded images' addresses among `row`'s own values (the images its note shows). */
const pictureValues = (row: Row) =>
  Object.entries(row).filter(
    ([, value]) => typeof value === 'string' && value.startsWith(STORED_IMAGE_URL_PREFIX),
  );

/**
 * A record as the vault's plan needs it (decision 102): its id, name, links (and the fields that say
 * where a link points) and pictures, with its parts' ids, names and pictures; none of its text. The
 * plan over these gives the same paths and links as over the whole rows, and a server plans a large
 * workspace's vault holding these, then reads the rows again a page at a time as it writes the notes
 * (`filesFromPages`).
 */
export function vaultSkeletonOf(kind: RecordKind, row: Row): Row {
  const spec = recordKind(kind);
  const kept = new Set([
    spec.nameField,
    ...spec.links.flatMap((link) => [link.field, ...(link.when ? [link.when.field] : [])]),
  ]);
  const skeleton: Row = { id: row.id };
  for (const field of kept) if (row[field] !== undefined) skeleton[field] = row[field];
  for (const [field, value] of pictureValues(row)) skeleton[field] = value;
  for (const list of partListsOf(kind)) {
    const parts = listAt(row, list.collection.prop);
    if (parts === undefined) continue;
    setListAt(
      skeleton,
      list.collection.prop,
      (parts as Row[]).map((part) => {
        const slim: Row = { id: part.id };
        if (part.title !== undefined) slim.title = part.title;
        if (part.name !== undefined) slim.name = part.name;
        for (const [field, value] of pictureValues(part)) slim[field] = value;
        return slim;
      }),
    );
  }
  return skeleton;
}

/** Records and parts planned between two pauses of `planVaultInPieces` (decision 097). */
export const VAULT_PLAN_RECORDS_PER_PIECE = 500;

/**
 * The records in the scope: the root and, again and again, every record linking to one already in.
 * A step generator: it yields after each `VAULT_PLAN_RECORDS_PER_PIECE` records looked at, so a caller
 * may give way there, and returns the set.
 */
function* recordsInScope(workspace: ExportedWorkspace, scope: VaultScope): Generator<void, Set<string>> {
  const inScope = new Set<string>();
  const all = vaultRecordKinds.flatMap((kind) => rowsOf(workspace, kind).map((row) => ({ kind, row })));
  let looked = 0;
  if (scope.kind === 'workspace') {
    for (const { kind, row } of all) {
      inScope.add(keyOf(kind, row.id));
      if (++looked % VAULT_PLAN_RECORDS_PER_PIECE === 0) yield;
    }
    return inScope;
  }
  inScope.add(keyOf(scope.kind, scope.id));
  let isGrowing = true;
  while (isGrowing) {
    isGrowing = false;
    for (const { kind, row } of all) {
      if (++looked % VAULT_PLAN_RECORDS_PER_PIECE === 0) yield;
      const key = keyOf(kind, row.id);
      if (inScope.has(key)) continue;
      const isLinked = recordLinkFields(kind).some(({ field, to }) => {
        const target = to(row);
        const values = Array.isArray(row[field]) ? (row[field] as unknown[]) : [row[field]];
        return (
          target !== undefined &&
          values.some((value) => typeof value === 'string' && inScope.has(keyOf(target, value)))
        );
      });
      if (isLinked) {
        inScope.add(key);
        isGrowing = true;
      }
    }
  }
  return inScope;
}

/**
 * Every note of the scope with its path, records first, each record's parts after it. Paths are claimed
 * in this order (a repeated name gets a number), and a note may link to one planned after it, so every
 * path is known before the first note is written; the step generator yields after each
 * `VAULT_PLAN_RECORDS_PER_PIECE` records so the planning can give way (decision 097).
 */
function* planNotes(workspace: ExportedWorkspace, scope: VaultScope): Generator<void, Note[]> {
  const inScope = yield* recordsInScope(workspace, scope);
  const book = new PathBook();
  const notes: Note[] = [];
  let planned = 0;
  for (const kind of vaultRecordKinds) {
    const parts = partListsOf(kind);
    for (const [order, row] of rowsOf(workspace, kind).entries()) {
      if (!inScope.has(keyOf(kind, row.id))) continue;
      if (++planned % VAULT_PLAN_RECORDS_PER_PIECE === 0) yield;
      const name = String(row[recordKind(kind).nameField] ?? row.id);
      const file = fileNameOf(name, row.id);
      const folder = recordFolder(kind);
      const path = parts.length === 0 ? book.claim(folder, file) : book.claim(book.claim(folder, file), file);
      notes.push({ path, kind, row, name, order: order + 1 });
      const recordFolderPath = path.slice(0, path.lastIndexOf('/'));
      for (const list of parts) {
        const rows = (listAt(row, list.collection.prop) ?? []) as Row[];
        const isNumbered = list.segment === 'chapters' || list.segment === 'sessions';
        const width = String(rows.length).length;
        for (const [index, part] of rows.entries()) {
          if (++planned % VAULT_PLAN_RECORDS_PER_PIECE === 0) yield;
          const partName = String(part.title ?? part.name ?? part.id);
          const prefix = isNumbered ? `${String(index + 1).padStart(Math.max(2, width), '0')} ` : '';
          notes.push({
            path: book.claim(
              `${recordFolderPath}/${partFolder(list.segment)}`,
              `${prefix}${fileNameOf(partName, part.id)}`,
            ),
            kind: list.kind,
            row: part,
            name: partName,
            order: index + 1,
            parent: { kind, row },
          });
        }
      }
    }
  }
  return notes;
}

/** A link to a note (`[[Characters/Mira Coldwater|Mira Coldwater]]`), or `kind:id` when it is not in the vault. */
function linker(notes: readonly Note[]) {
  const paths = new Map(notes.map((note) => [keyOf(note.kind, note.row.id), note]));
  return (kind: string, id: string, label?: string): string => {
    const note = paths.get(keyOf(kind, id));
    if (note === undefined) return wikiLinkText(keyOf(kind, id), label);
    return wikiLinkText(note.path, label ?? note.name);
  };
}

/** An uploaded image's address as a link to its file; any other value as it is. */
function withImageLinks(value: unknown, images: Set<string>): unknown {
  if (typeof value === 'string' && value.startsWith(STORED_IMAGE_URL_PREFIX)) {
    const id = value.slice(STORED_IMAGE_URL_PREFIX.length);
    if (images.has(id)) return wikiLinkText(attachmentPath(id), undefined, true);
  }
  return value;
}

/** The vault's files, in order: its head, then one note per record and part. */
export type VaultFile = { path: string; text: string };

/** The texts of the chapters named (those that have one), by chapter id. */
export type ChapterTextReader = (chapterIds: readonly string[]) => Promise<ReadonlyMap<string, RichText>>;

/** Notes made between two pauses of `filesInPieces`, their chapters' texts read together. */
export const VAULT_NOTES_PER_PIECE = 50;

export type VaultPlan = {
  /** The notes' files, made one at a time, the chapters' texts taken from the workspace's `chapterTexts`. */
  files: () => Generator<VaultFile>;
  /**
   * The same files made a piece of `VAULT_NOTES_PER_PIECE` notes at a time (decision 093): the texts
   * of a piece's chapters read by `readTexts` (a workspace without `chapterTexts`), `pause` awaited
   * after each piece.
   */
  filesInPieces: (readTexts: ChapterTextReader, pause: () => Promise<void>) => AsyncGenerator<VaultFile>;
  /**
   * The same files from a plan made over `vaultSkeletonOf` rows (decision 102): the whole rows read
   * again a page at a time (`pagesOf`, in the order they were planned in), each record's note and
   * then its parts' notes, `VAULT_NOTES_PER_PIECE` at a time with their chapters' texts, `pause`
   * awaited after each piece and page. A record not planned (made since) is left out.
   */
  filesFromPages: (
    pagesOf: (kind: RecordKind) => AsyncIterable<readonly unknown[]>,
    readTexts: ChapterTextReader,
    pause: () => Promise<void>,
  ) => AsyncGenerator<VaultFile>;
  /** The uploaded images the notes show, for `attachments/<id>.webp`. */
  imageIds: string[];
  noteCount: number;
};

/** Runs a step generator to its end at once. */
function drained<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The vault of `scope`, planned at once. */
export function planVault(workspace: ExportedWorkspace, scope: VaultScope, exportedAt: string): VaultPlan {
  return vaultOf(workspace, scope, exportedAt, drained(planNotes(workspace, scope)));
}

/**
 * The vault of `scope`, planned a piece of `VAULT_PLAN_RECORDS_PER_PIECE` records at a time with `pause`
 * awaited between pieces (decision 097): the same plan as `planVault`, without holding the server's
 * other requests for the whole of a large workspace's planning.
 */
export async function planVaultInPieces(
  workspace: ExportedWorkspace,
  scope: VaultScope,
  exportedAt: string,
  pause: () => Promise<void>,
): Promise<VaultPlan> {
  const steps = planNotes(workspace, scope);
  for (;;) {
    const step = steps.next();
    if (step.done) return vaultOf(workspace, scope, exportedAt, step.value);
    await pause();
  }
}

function vaultOf(
  workspace: ExportedWorkspace,
  scope: VaultScope,
  exportedAt: string,
  notes: readonly Note[],
): VaultPlan {
  const link = linker(notes);
  // An event's place is a link to its note when the vault holds it (a place outside a scope stays an id).
  const places = new Map(
    notes.filter((note) => EVENT_PLACE_KINDS.has(note.kind)).map((note) => [note.row.id, note]),
  );
  const storedImages = ((workspace.images ?? []) as Row[]).filter((image) => typeof image?.id === 'string');
  const shown = new Set<string>();
  const inScope = new Set(notes.map((note) => keyOf(note.kind, note.row.id)));
  const texts = new Map(
    ((workspace.chapterTexts ?? []) as { chapterId: string; text: RichText }[]).map((entry) => [
      entry.chapterId,
      entry.text,
    ]),
  );
  const relationsFrom = new Map<string, Record<string, unknown>[]>();
  for (const relation of (workspace.relations ?? []) as { from: { kind: string; id: string } }[]) {
    const key = keyOf(relation.from.kind, relation.from.id);
    if (!inScope.has(key)) continue;
    relationsFrom.set(key, [...(relationsFrom.get(key) ?? []), relation]);
  }
  // Which images the scope's notes show (every one for the whole workspace).
  for (const note of notes) {
    for (const value of Object.values(note.row)) {
      if (typeof value === 'string' && value.startsWith(STORED_IMAGE_URL_PREFIX))
        shown.add(value.slice(STORED_IMAGE_URL_PREFIX.length));
    }
  }
  const images = storedImages.filter((image) => scope.kind === 'workspace' || shown.has(image.id));
  const exported = new Set(images.map((image) => image.id));
  const mentionLink = (mention: RichTextNode) => {
    const label = mention.attrs?.label;
    return link(
      String(mention.attrs?.kind),
      String(mention.attrs?.id),
      typeof label === 'string' && label !== '' ? label : undefined,
    );
  };

  function noteOf(note: Note, textsOf: ReadonlyMap<string, RichText> = texts): VaultFile {
    const isPart = note.parent !== undefined;
    const front: Record<string, unknown> = { type: note.kind, id: note.row.id, order: note.order };
    if (note.parent !== undefined) front.parent = link(note.parent.kind, note.parent.row.id);
    const partProps = isPart ? [] : partListsOf(note.kind as RecordKind).map((list) => list.collection.prop);
    const linkFields = isPart
      ? Object.entries(PART_LINK_FIELDS).map(([field, kind]) => ({
          field,
          isMany: false,
          to: () => kind as RecordKind | undefined,
        }))
      : recordLinkFields(note.kind as RecordKind);
    const bodyField = bodyFieldOf(Object.keys(note.row));
    let body = '';
    for (const [field, value] of Object.entries(note.row)) {
      if (field === 'id' || field === bodyField || field === (bodyField && docFieldOf(bodyField))) continue;
      if (partProps.includes(field)) continue;
      if (field === 'assets' && partProps.some((prop) => prop.startsWith('assets.'))) continue;
      const place = note.kind === 'event' && field === 'placeId' ? places.get(String(value)) : undefined;
      if (place !== undefined) {
        front[field] = link(place.kind, place.row.id);
        continue;
      }
      const linkField = linkFields.find((entry) => entry.field === field);
      const target = linkField?.to(note.row);
      if (linkField !== undefined && target !== undefined) {
        front[field] = Array.isArray(value)
          ? value.map((id) => (typeof id === 'string' ? link(target, id) : id))
          : typeof value === 'string' && value !== ''
            ? link(target, value)
            : value;
        continue;
      }
      front[field === 'type' ? TYPE_FIELD_KEY : field] = withImageLinks(value, exported);
    }
    if (note.kind === 'novels/chapters') {
      const text = textsOf.get(note.row.id);
      if (text !== undefined) body = richTextToMarkdown(text, mentionLink);
    } else if (bodyField !== undefined) {
      const doc = note.row[docFieldOf(bodyField)] as RichText | null | undefined;
      if (doc !== undefined && doc !== null) body = richTextToMarkdown(doc, mentionLink);
      else {
        // Plain text stays exactly as typed (Markdown would read some of its characters otherwise).
        front.textFormat = 'plain';
        body = `${String(note.row[bodyField] ?? '')}\n`;
      }
    }
    const relations = relationsFrom.get(keyOf(note.kind, note.row.id));
    if (relations !== undefined) {
      front.relations = relations.map(({ from: _from, to, ...rest }) => {
        const end = to as { kind: string; id: string };
        return { ...rest, to: link(end.kind, end.id) };
      });
    }
    return { path: `${note.path}.md`, text: writeNote(front, body) };
  }

  const head = (): VaultFile => ({
    path: VAULT_HEAD_PATH,
    text: writeNote(
      {
        type: VAULT_HEAD_TYPE,
        version: 1,
        exportedAt,
        scope: scope.kind === 'workspace' ? 'workspace' : link(scope.kind, scope.id),
        images: images.map(({ data: _data, ...facts }) => facts),
      },
      headText(scope, notes.length, images.length),
    ),
  });

  function* files(): Generator<VaultFile> {
    yield head();
    for (const note of notes) yield noteOf(note);
  }

  async function* filesInPieces(
    readTexts: ChapterTextReader,
    pause: () => Promise<void>,
  ): AsyncGenerator<VaultFile> {
    yield head();
    for (let index = 0; index < notes.length; index += VAULT_NOTES_PER_PIECE) {
      const piece = notes.slice(index, index + VAULT_NOTES_PER_PIECE);
      const chapterIds = piece.filter((note) => note.kind === 'novels/chapters').map((note) => note.row.id);
      const pieceTexts = chapterIds.length === 0 ? new Map<string, RichText>() : await readTexts(chapterIds);
      for (const note of piece) yield noteOf(note, pieceTexts);
      await pause();
    }
  }

  async function* filesFromPages(
    pagesOf: (kind: RecordKind) => AsyncIterable<readonly unknown[]>,
    readTexts: ChapterTextReader,
    pause: () => Promise<void>,
  ): AsyncGenerator<VaultFile> {
    yield head();
    const planned = new Map(notes.map((note) => [keyOf(note.kind, note.row.id), note]));
    const noTexts = new Map<string, RichText>();
    for (const kind of vaultRecordKinds) {
      const lists = partListsOf(kind);
      for await (const page of pagesOf(kind)) {
        for (const row of page as Row[]) {
          const note = planned.get(keyOf(kind, row.id));
          if (note === undefined) continue;
          yield noteOf({ ...note, row }, noTexts);
          const parts: Note[] = [];
          for (const list of lists) {
            for (const part of (listAt(row, list.collection.prop) ?? []) as Row[]) {
              const partNote = planned.get(keyOf(list.kind, part.id));
              if (partNote !== undefined) parts.push({ ...partNote, row: part, parent: { kind, row } });
            }
          }
          for (let index = 0; index < parts.length; index += VAULT_NOTES_PER_PIECE) {
            const piece = parts.slice(index, index + VAULT_NOTES_PER_PIECE);
            const chapterIds = piece
              .filter((each) => each.kind === 'novels/chapters')
              .map((each) => each.row.id);
            const pieceTexts = chapterIds.length === 0 ? noTexts : await readTexts(chapterIds);
            for (const each of piece) yield noteOf(each, pieceTexts);
            await pause();
          }
        }
        await pause();
      }
    }
  }

  return { files, filesInPieces, filesFromPages, imageIds: [...exported], noteCount: notes.length };
}

function headText(scope: VaultScope, notes: number, images: number): string {
  return [
    '# Fablehold vault',
    '',
    `${scope.kind === 'workspace' ? 'The whole workspace' : `One ${scope.kind} and what lives in it`}: ${notes} notes, one per record and part, and ${images} uploaded images in \`${ATTACHMENTS_FOLDER}/\`.`,
    '',
    'Each note’s properties are its fields; its `type` and `id` let Fablehold import it back (References ▸ Export & Import ▸ Import Data, as a .zip). Mentions, links between records and relations are `[[links]]`.',
    '',
    'Not in this vault (the backup .zip of Export Data carries them): calendars, writing goals and progress, saved queries, settings, the profile, text versions, history and the Trash.',
    '',
  ].join('\n');
}
