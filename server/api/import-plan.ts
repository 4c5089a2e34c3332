import type { z } from 'zod';
import {
  type ImportCounts,
  type ImportProblem,
  type ImportReport,
  type ImportTable,
  importCollections,
  type importRequestSchema,
} from '../../common/api/import';
import { ID_RULE, isSafeId, jsonProblem, NESTING_MAX, TEXT_LONG_MAX } from '../../common/api/limits';
import { friendlyMessage } from '../../common/api/messages';
import { type PartParent, partCollections, recordPartProblems } from '../../common/api/parts';
import { type NovelImport, novelImportSchema } from '../../common/domain/novel';
import { type ProfileRecord, profileRecordSchema } from '../../common/domain/profile';
import type { Character } from '../../common/domain/reference';
import {
  IMAGE_URL_MESSAGE,
  isAllowedImageUrl,
  isSafeLinkUrl,
  LINK_URL_MESSAGE,
} from '../../common/domain/safe-urls';
import { timelineEventSchema, timelineRecordSchema } from '../../common/domain/timeline';
import type { ChapterTextRecord, Workspace } from '../../common/domain/workspace';
import { linkAppearances, type UnlinkedAppearance } from '../../common/workspace/cast';
import {
  notesWithKept,
  richNotesWithKept,
  settleCharacterFields,
  sharedCampaignFields,
} from '../../common/workspace/character-fields';
import { derivedId } from '../../common/workspace/derived-id';
import { linkItemAppearances, type UnlinkedItemAppearance } from '../../common/workspace/items';
import { links, type RecordKind, recordKind, recordKindOfCollection } from '../../common/workspace/kinds';
import { liftNovelEvents } from '../../common/workspace/novel-events';
import type { RelationRecord } from '../../common/workspace/relations';
import type { ImportedExtras } from '../db/workspace-backup';
import {
  checkBackupExtras,
  checkChapterTextRow,
  checkRelationRow,
  checkTextVersionRow,
  countExtras,
  type ExtraKeys,
  notCarriedBy,
  type ZipImages,
} from './import-checks';

// Import, decided without touching the database: given the file and what is stored, which records are
// added, replaced, skipped or removed, and every problem with its row. The route writes the plan in one
// transaction only when there is no problem, so an import happens entirely or not at all.

type Record = { id: string } & { [key: string]: unknown };

/** A link from a record to another: [field, table it points into]. Timelines point by entityType. */
type Link = { field: string; target: ImportTable; ids: string[] };

/** Import tables by the core's record kinds (kinds.ts `collection`), and the other way. */
const tableOfKind = (kind: RecordKind) => recordKind(kind).collection as ImportTable;
const specOfTable = (table: ImportTable) => recordKind(recordKindOfCollection(table) as RecordKind);

/**
 * The links each table's records may hold, read off the registry's links (the ones deletes follow),
 * found once per table (a plan asks for every row's); a kind registered later is found when asked.
 */
const linksFromTable = new Map<ImportTable, typeof links>();
const linksFrom = (table: ImportTable) => {
  let found = linksFromTable.get(table);
  if (found === undefined) {
    found = links.filter((link) => tableOfKind(link.from) === table);
    linksFromTable.set(table, found);
  }
  return found;
};

/** The links a record holds (for checking that what it points at exists after the import). */
export function linksOf(table: ImportTable, record: Record): Link[] {
  return linksFrom(table)
    .filter((link) => link.when === undefined || record[link.when.field] === link.when.equals)
    .flatMap((link): Link[] => {
      const value = record[link.field];
      const target = tableOfKind(link.to);
      if (link.isMany === true)
        return Array.isArray(value) ? [{ field: link.field, target, ids: value as string[] }] : [];
      return typeof value === 'string' ? [{ field: link.field, target, ids: [value] }] : [];
    });
}

/** What is stored now: ids per table, and the links of stored records (to find ones an import would break). */
export type StoredState = {
  ids: { [T in ImportTable]: Set<string> };
  /** The stored References characters (an imported novel's or campaign's characters may be theirs). */
  characters: Character[];
  links: { table: ImportTable; id: string; links: Link[] }[];
  hasProfile: boolean;
  /** The ids of the stored relations. */
  relationIds: Set<string>;
  /** The keys of the stored extras (decision 050), for the preview's "replaced". */
  extraKeys?: ExtraKeys;
};

export type ImportPlan = {
  report: ImportReport;
  /** True when a problem is a record already stored (409 rather than 422). */
  hasConflict: boolean;
  /** Tables emptied before writing (Replace existing data). */
  clear: ImportTable[];
  insert: { [T in ImportTable]: Workspace[T] };
  profile: ProfileRecord | undefined;
  /** Chapters' texts of the novels written, by the chapter's place in its novel's list. */
  chapterTexts: { novelId: string; chapterIndex: number; text: ChapterTextRecord['text'] }[];
  /** The file's relations to write (their ends are checked once the records are written), by row. */
  relations: { row: number; relation: RelationRecord }[];
  /** Stored relations are removed first (Replace existing data, with relations in the file). */
  clearRelations: boolean;
  /** The file's text versions (`?include=versions`), checked and kept as they are written. */
  textVersions: readonly unknown[];
  /** The backup's extras (decision 050), checked; written after the records. */
  extras: ImportedExtras;
  /** Images whose bytes are read from a `.zip` on the server as they are written (decision 069). */
  zipImages?: ZipImages;
};

export const MAX_PROBLEMS = 200;
/** 'universe', 'event': what a row of a table is called in a problem. */
export const singular = (table: ImportTable) => specOfTable(table).one.toLowerCase();

type ImportRequestBody = z.output<typeof importRequestSchema>;

/** One row of the file after its checks: the record it holds, or what is wrong with it. */
export type CheckedRow = { record: Record } | { problems: { field: string; message: string }[] };
/** Every row of the file's tables checked, in file order (novel events lifted into their timelines). */
export type CheckedRows = { [T in ImportTable]?: CheckedRow[] };

/** A row's limits, schema and import rules: the check that costs most of a plan's time. */
export function checkRow(table: ImportTable, row: unknown): CheckedRow {
  const limits = jsonProblem(row, NESTING_MAX, TEXT_LONG_MAX);
  if (limits !== undefined) return { problems: [{ field: limits.path, message: limits.message }] };
  const parsed = specOfTable(table).schema.safeParse(row, { error: friendlyMessage });
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    };
  }
  // A novel's own events (a previous release's file) are in its timeline's rows by now.
  const { timelineEvents: _lifted, ...record } = parsed.data as Record;
  const ruleProblems = importRuleProblems(table, record);
  return ruleProblems.length > 0 ? { problems: ruleProblems } : { record };
}

/**
 * Checks every row of the file as `planImport` would, `pause`-ing after each `every` rows so that a big
 * file's checks (hundreds of milliseconds of CPU for 50,000 rows) let other requests run between slices
 * (decision 042). Give the answer to `planImport`.
 */
export async function checkImportRows(
  request: ImportRequestBody,
  pause: () => Promise<void>,
  every = 500,
): Promise<CheckedRows> {
  const { workspace } = withNovelEventsLifted(request.workspace);
  const checked: CheckedRows = {};
  let sincePause = 0;
  for (const table of importCollections()) {
    const rows = workspace[table] as unknown[] | undefined;
    if (rows === undefined) continue;
    const results: CheckedRow[] = [];
    for (const row of rows) {
      results.push(checkRow(table, row));
      sincePause += 1;
      if (sincePause >= every) {
        sincePause = 0;
        await pause();
      }
    }
    checked[table] = results;
  }
  return checked;
}

/**
 * A previous release's file: its novels carry their own events (`timelineEvents`). They arrive in the
 * novel's timeline by the rule migration 0005 follows (common/workspace/novel-events.ts), as if the file
 * had held them there: the file's first timeline linked to the novel, or one made for it, appended to
 * the file's timelines and events. Rows that do not pass their schema are left for the plan to report.
 * Returns the file as planned, and the tables the file did not have that now hold lifted rows (these
 * are added to, never replaced).
 */
function withNovelEventsLifted(workspace: ImportRequestBody['workspace']): {
  workspace: ImportRequestBody['workspace'];
  addedTables: Set<ImportTable>;
} {
  const addedTables = new Set<ImportTable>();
  const novels = (workspace.novels ?? []).flatMap((row) => {
    const parsed = novelImportSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  if (!novels.some((novel) => (novel.timelineEvents?.length ?? 0) > 0)) return { workspace, addedTables };
  const timelines = (workspace.timelines ?? []).flatMap((row) => {
    const parsed = timelineRecordSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const events = (workspace.events ?? []).flatMap((row) => {
    const parsed = timelineEventSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const lift = liftNovelEvents(
    novels.map((novel: NovelImport) => ({
      id: novel.id,
      title: novel.title,
      events: (novel.timelineEvents ?? []).map((event) => ({ ...event, stamp: novel.lastUpdated })),
    })),
    timelines,
    events,
  );
  const touched = new Map(lift.touched.map((entry) => [entry.id, entry.lastUpdated]));
  const stampTouched = (row: unknown) => {
    const id = (row as { id?: unknown } | null)?.id;
    const lastUpdated = typeof id === 'string' ? touched.get(id) : undefined;
    return lastUpdated === undefined ? row : { ...(row as object), lastUpdated };
  };
  if (workspace.timelines === undefined && lift.created.length > 0) addedTables.add('timelines');
  if (workspace.events === undefined && lift.events.length > 0) addedTables.add('events');
  return {
    workspace: {
      ...workspace,
      timelines: [...(workspace.timelines ?? []).map(stampTouched), ...lift.created],
      events: [...(workspace.events ?? []), ...lift.events],
    },
    addedTables,
  };
}

/** How many loop steps a plan takes between the points where `planImportPausing` may pause. */
const STEPS_BETWEEN_PAUSES = 2_000;

export function planImport(
  request: ImportRequestBody,
  stored: StoredState,
  /** Names a character made for an imported appearance that names none (a previous release's file). */
  newCharacterId: (parentId: string, partId: string) => string,
  /** The file's rows checked ahead (`checkImportRows`); checked here when not given. */
  checked?: CheckedRows,
  zipImages?: ZipImages,
): ImportPlan {
  const steps = planning(request, stored, newCharacterId, checked, zipImages);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * `planImport`, `pause`-ing every few thousand steps: a plan of 50,000 rows is tens of milliseconds of
 * CPU, and this lets other requests run between slices of it (decision 042).
 */
export async function planImportPausing(
  request: ImportRequestBody,
  stored: StoredState,
  newCharacterId: (parentId: string, partId: string) => string,
  checked: CheckedRows,
  pause: () => Promise<void>,
  zipImages?: ZipImages,
): Promise<ImportPlan> {
  const steps = planning(request, stored, newCharacterId, checked, zipImages);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    await pause();
  }
}

/** The plan, as steps: it yields where a caller may pause (every `STEPS_BETWEEN_PAUSES` loop steps). */
function* planning(
  request: ImportRequestBody,
  stored: StoredState,
  newCharacterId: (parentId: string, partId: string) => string,
  checked: CheckedRows | undefined,
  zipImages: ZipImages | undefined,
): Generator<void, ImportPlan> {
  let steps = 0;
  /** True every `STEPS_BETWEEN_PAUSES` calls: `if (step()) yield;` in each long loop. */
  const step = () => {
    steps += 1;
    return steps % STEPS_BETWEEN_PAUSES === 0;
  };
  const { workspace, addedTables } = withNovelEventsLifted(request.workspace);
  const problems: ImportProblem[] = [];
  let hasConflict = false;
  const problem = (entry: ImportProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(entry);
  };
  const zero = (): ImportCounts => ({ added: 0, replaced: 0, skipped: 0, removed: 0 });
  const collections = importCollections();
  const tables = Object.fromEntries(collections.map((table) => [table, zero()])) as ImportReport['tables'];
  const insert = Object.fromEntries(
    collections.map((table) => [table, []]),
  ) as unknown as ImportPlan['insert'];
  const finalIds = Object.fromEntries(collections.map((table) => [table, new Set(stored.ids[table])])) as {
    [T in ImportTable]: Set<string>;
  };
  const clear: ImportTable[] = [];
  const written: { table: ImportTable; row: number; record: Record }[] = [];

  for (const table of collections) {
    const rows = workspace[table] as unknown[] | undefined;
    if (rows === undefined) continue;
    const isReplacing = request.replaceExisting && !addedTables.has(table);
    const counts = tables[table];
    const seen = new Set<string>();
    const accepted: Record[] = [];
    const checkedRows = checked?.[table] ?? rows.map((row) => checkRow(table, row));
    for (const [index, result] of checkedRows.entries()) {
      if (step()) yield;
      if ('problems' in result) {
        for (const { field, message } of result.problems) problem({ table, row: index + 1, field, message });
        continue;
      }
      const { record } = result;
      if (seen.has(record.id)) {
        if (request.skipDuplicates) counts.skipped += 1;
        else
          problem({
            table,
            row: index + 1,
            field: 'id',
            message: `The file holds ${singular(table)} ${record.id} twice`,
          });
        continue;
      }
      seen.add(record.id);
      const isStored = stored.ids[table].has(record.id);
      if (isReplacing) {
        if (isStored) counts.replaced += 1;
        else counts.added += 1;
      } else if (isStored) {
        if (request.skipDuplicates) {
          counts.skipped += 1;
          continue;
        }
        hasConflict = true;
        problem({
          table,
          row: index + 1,
          field: 'id',
          message: `A ${singular(table)} with id ${record.id} is already stored: choose Replace existing data or Skip duplicate records`,
        });
        continue;
      } else counts.added += 1;
      accepted.push(record);
      written.push({ table, row: index + 1, record });
    }
    if (isReplacing) {
      clear.push(table);
      counts.removed = [...stored.ids[table]].filter((id) => !seen.has(id)).length;
      finalIds[table] = seen;
    } else for (const record of accepted) finalIds[table].add(record.id);
    (insert[table] as Record[]).push(...accepted);
  }

  // Every link of a written record must point at a record that exists once the import is done...
  for (const { table, row, record } of written) {
    if (step()) yield;
    for (const link of linksOf(table, record)) {
      for (const id of link.ids) {
        if (!finalIds[link.target].has(id)) {
          problem({
            table,
            row,
            field: link.field,
            message: `The ${singular(link.target)} ${id} does not exist`,
          });
        }
      }
    }
  }
  // A novel's or campaign's character names a character that exists once the import is done.
  for (const { table, row, record } of written) {
    if (table !== 'novels' && table !== 'campaigns') continue;
    for (const [index, part] of (record.characters as { characterId?: string }[]).entries()) {
      if (part.characterId !== undefined && !finalIds.characters.has(part.characterId)) {
        problem({
          table,
          row,
          field: `characters.${index}.characterId`,
          message: `The character ${part.characterId} does not exist`,
        });
      }
    }
  }
  // A campaign's item names an item that exists once the import is done.
  for (const { table, row, record } of written) {
    if (table !== 'campaigns') continue;
    for (const [index, part] of (record.items as { itemId?: string }[]).entries()) {
      if (part.itemId !== undefined && !finalIds.items.has(part.itemId)) {
        problem({
          table,
          row,
          field: `items.${index}.itemId`,
          message: `The item ${part.itemId} does not exist`,
        });
      }
    }
  }
  // ...and a stored record that stays must not lose what it points at to a replaced table.
  for (const { table, id, links } of stored.links) {
    if (step()) yield;
    if (clear.includes(table)) continue;
    for (const link of links) {
      for (const target of link.ids) {
        if (!finalIds[link.target].has(target)) {
          problem({
            table,
            row: 0,
            field: link.field,
            message: `The stored ${singular(table)} ${id} needs the ${singular(link.target)} ${target}, which the import removes`,
          });
        }
      }
    }
  }

  let profile: ProfileRecord | undefined;
  if (request.workspace.profile !== undefined) {
    const parsed = profileRecordSchema.safeParse(request.workspace.profile, { error: friendlyMessage });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problem({
          table: 'profile',
          row: 1,
          field: issue.path.map(String).join('.'),
          message: issue.message,
        });
      }
    } else if (profileProblems(parsed.data).length > 0) {
      for (const { field, message } of profileProblems(parsed.data)) {
        problem({ table: 'profile', row: 1, field, message });
      }
    } else if (request.replaceExisting || !stored.hasProfile) profile = parsed.data;
    else if (!request.skipDuplicates) {
      hasConflict = true;
      problem({
        table: 'profile',
        row: 1,
        field: '',
        message: 'A profile is already stored: choose Replace existing data or Skip duplicate records',
      });
    }
  }

  if (problems.length === 0) {
    const created = castImported(insert, request.replaceExisting ? [] : stored.characters, newCharacterId);
    tables.characters.added += created;
    tables.items.added += itemsImported(insert);
  }

  // A chapter's text belongs to a chapter of a novel the file holds; it is written with that novel.
  const chapterTexts: ImportPlan['chapterTexts'] = [];
  for (const [index, row] of (request.workspace.chapterTexts ?? []).entries()) {
    if (step()) yield;
    // The chapter text route's own checks (NUL, nesting, the 4-million-character cap, the shape).
    const parsed = checkChapterTextRow(row);
    if (!parsed.ok) {
      problem({
        table: 'novels',
        row: index + 1,
        field: `chapterTexts.${parsed.problem.field}`,
        message: parsed.problem.message,
      });
      continue;
    }
    const { novelId, chapterId, text } = parsed.value;
    const novel = insert.novels.find((entry) => entry.id === novelId);
    const chapterIndex = novel?.chapters.findIndex((chapter) => chapter.id === chapterId) ?? -1;
    if (novel === undefined) {
      // Its novel is skipped (already stored) or not in the file: the text stays with the stored one.
      if (!(request.workspace.novels ?? []).some((entry) => (entry as { id?: unknown })?.id === novelId)) {
        problem({
          table: 'novels',
          row: index + 1,
          field: 'chapterTexts.novelId',
          message: `The text of chapter ${chapterId} belongs to novel ${novelId}, which the file does not hold`,
        });
      }
      continue;
    }
    if (chapterIndex < 0) {
      problem({
        table: 'novels',
        row: index + 1,
        field: 'chapterTexts.chapterId',
        message: `Novel ${novelId} has no chapter ${chapterId} for its text`,
      });
      continue;
    }
    chapterTexts.push({ novelId, chapterIndex, text });
  }

  // Relations are written last; their ends are checked then, against the workspace as imported.
  const relations: ImportPlan['relations'] = [];
  const relationCounts = zero();
  const clearRelations = request.replaceExisting && request.workspace.relations !== undefined;
  const relationIds = new Set<string>();
  for (const [index, row] of (request.workspace.relations ?? []).entries()) {
    if (step()) yield;
    const parsed = checkRelationRow(row);
    if (!parsed.ok) {
      problem({ table: 'relations', row: index + 1, ...parsed.problem });
      continue;
    }
    const relation = parsed.value;
    if (relationIds.has(relation.id)) {
      problem({
        table: 'relations',
        row: index + 1,
        field: 'id',
        message: `The relation id ${relation.id} is used twice`,
      });
      continue;
    }
    relationIds.add(relation.id);
    if (stored.relationIds.has(relation.id) && !clearRelations) {
      if (request.skipDuplicates) {
        relationCounts.skipped += 1;
        continue;
      }
      hasConflict = true;
      problem({
        table: 'relations',
        row: index + 1,
        field: 'id',
        message: `Relation ${relation.id} is already stored: choose Replace existing data or Skip duplicate records`,
      });
      continue;
    }
    if (stored.relationIds.has(relation.id)) relationCounts.replaced += 1;
    else relationCounts.added += 1;
    relations.push({ row: index + 1, relation });
  }
  if (clearRelations)
    relationCounts.removed = [...stored.relationIds].filter((id) => !relationIds.has(id)).length;

  // Text versions are checked as the text routes check a text; a bad one names its row.
  for (const [index, row] of (request.workspace.textVersions ?? []).entries()) {
    if (step()) yield;
    const versionProblem = checkTextVersionRow(row);
    if (versionProblem !== undefined) problem({ table: 'textVersions', row: index + 1, ...versionProblem });
  }

  // The backup's extras (decision 050): calendars, goals and days, images, saved queries, settings.
  const extras = checkBackupExtras(request.workspace);
  for (const entry of extras.problems) problem(entry);
  // A `.zip`'s images were checked as its entries were read: their problems are the file's too.
  for (const entry of zipImages?.problems ?? []) problem({ table: 'images', ...entry });
  const hasBytes = (image: { id?: unknown; data?: unknown }) =>
    image.data !== undefined || zipImages?.ids.has(String(image.id)) === true;
  const extraCounts = countExtras(extras.extras, stored.extraKeys, hasBytes);

  return {
    chapterTexts,
    relations,
    clearRelations,
    textVersions: request.workspace.textVersions ?? [],
    extras: extras.extras,
    report: {
      isApplied: false,
      tables,
      problems,
      ...(request.workspace.relations === undefined ? {} : { relations: relationCounts }),
      ...(Object.keys(extraCounts).length === 0 ? {} : { extras: extraCounts }),
      notCarried: notCarriedBy(request.workspace, extras.extras, stored.extraKeys, hasBytes),
    },
    ...(zipImages === undefined ? {} : { zipImages }),
    hasConflict,
    clear,
    insert,
    profile,
  };
}

/**
 * What the API would refuse of an imported record, beyond its stored schema: its id outside the safe
 * set, and its parts' ids and limits (an id used twice in a list would otherwise overwrite a part).
 */
function importRuleProblems(table: ImportTable, record: Record): { field: string; message: string }[] {
  if (!isSafeId(record.id)) return [{ field: 'id', message: `Not a valid id: ${ID_RULE}` }];
  const editable = specOfTable(table).editSchema;
  const parsed = editable?.safeParse(record, { error: friendlyMessage });
  if (parsed !== undefined && !parsed.success) {
    return parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    }));
  }
  return table in partCollections ? recordPartProblems(table as PartParent, record) : [];
}

/** A profile's avatar and links by the rules of decision 025 (a stored one keeps what it has). */
function profileProblems(profile: ProfileRecord): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const limits = jsonProblem(profile, NESTING_MAX, TEXT_LONG_MAX);
  if (limits !== undefined) problems.push({ field: limits.path, message: limits.message });
  if (!isAllowedImageUrl(profile.avatar)) problems.push({ field: 'avatar', message: IMAGE_URL_MESSAGE });
  for (const [name, url] of Object.entries(profile.socials)) {
    if (url !== '' && !isSafeLinkUrl(url))
      problems.push({ field: `socials.${name}`, message: LINK_URL_MESSAGE });
  }
  return problems;
}

/**
 * Gives each imported appearance without a character (files of the previous release) its character:
 * one of the same name in the file or already stored, else a new one (common/workspace/cast.ts).
 * Returns how many characters it made; they join the characters written.
 */
function castImported(
  insert: ImportPlan['insert'],
  storedCharacters: readonly Character[],
  newCharacterId: (parentId: string, partId: string) => string,
): number {
  const appearances: UnlinkedAppearance[] = [];
  const partsById = new Map<string, { characterId?: string | undefined; name: string }>();
  const stages = [
    ['novels/characters', insert.novels],
    ['campaigns/characters', insert.campaigns],
  ] as const;
  for (const [kind, records] of stages) {
    for (const record of records) {
      for (const part of record.characters) {
        const key = `${record.id}\u0000${part.id}`;
        partsById.set(key, part);
        appearances.push({
          partId: key,
          stage: { kind, id: record.id, universeId: record.universeId },
          fields: part,
          characterId: part.characterId,
        });
      }
    }
  }
  const fileIds = new Set(insert.characters.map((character) => character.id));
  const known = [...insert.characters, ...storedCharacters.filter((character) => !fileIds.has(character.id))];
  const { links, created } = linkAppearances(appearances, known, (key) => {
    const [parentId = '', partId = ''] = key.split('\u0000');
    return newCharacterId(parentId, partId);
  });
  for (const [key, characterId] of links) {
    const part = partsById.get(key);
    const character = [...known, ...created].find((each) => each.id === characterId);
    if (part === undefined || character === undefined) continue;
    part.characterId = characterId;
    part.name = character.name;
  }
  insert.characters.push(...created);
  settleImportedFields(insert);
  return created.length;
}

/**
 * A campaign character's race and class are the character's (migration 0044): an older file keeps them
 * on each campaign's appearance, so the file's characters are settled by the migration's rule
 * (`settleCharacterFields`): the character's value, else its first campaign's; a disagreeing campaign's
 * own value is kept at the start of its notes. Appearances of characters already stored (not in the
 * file) are left as the file has them.
 */
function settleImportedFields(insert: ImportPlan['insert']): void {
  const characters = new Map(insert.characters.map((character) => [character.id, character] as const));
  const appearances = insert.campaigns.flatMap((campaign) =>
    campaign.characters.flatMap((part) =>
      part.characterId !== undefined && characters.has(part.characterId)
        ? [{ partId: `${campaign.id}\u0000${part.id}`, characterId: part.characterId, fields: part }]
        : [],
    ),
  );
  if (appearances.length === 0) return;
  const settled = settleCharacterFields(characters, appearances);
  for (const [id, fields] of settled.characters) {
    const character = characters.get(id);
    if (character === undefined) continue;
    for (const field of sharedCampaignFields) {
      if (fields[field] === undefined) delete character[field];
      else character[field] = fields[field];
    }
  }
  for (const campaign of insert.campaigns) {
    for (const part of campaign.characters) {
      const outcome = settled.appearances.get(`${campaign.id}\u0000${part.id}`);
      if (outcome === undefined) continue;
      part.race = outcome.fields.race ?? '';
      part.class = outcome.fields.class ?? '';
      if (outcome.kept.length === 0) continue;
      part.description = notesWithKept(part.description, outcome.kept);
      if (part.descriptionDoc !== null && part.descriptionDoc !== undefined) {
        part.descriptionDoc = richNotesWithKept(part.descriptionDoc, outcome.kept);
      }
    }
  }
}

/**
 * Gives each imported campaign item without an item (files of the previous releases) its item, and
 * each imported item an appearance in every imported campaign its `campaigns` names, by the rule
 * migration 0006 follows (common/workspace/items.ts): the file is then as a new export would have it.
 * Items are matched among the file's own (a stored item keeps its rows as they are). Returns how many
 * items it made; they join the items written.
 */
function itemsImported(insert: ImportPlan['insert']): number {
  const appearances: UnlinkedItemAppearance[] = insert.campaigns.flatMap((campaign) =>
    campaign.items.map((part) => ({
      partId: `${campaign.id}\u0000${part.id}`,
      campaignId: campaign.id,
      fields: part,
      itemId: part.itemId,
    })),
  );
  if (appearances.length === 0 && insert.items.every((item) => item.campaigns.length === 0)) return 0;
  const linking = linkItemAppearances(
    appearances,
    insert.items,
    insert.campaigns,
    (key) => derivedId('item', ...key.split('\u0000')),
    (itemId, campaignId) => derivedId('item-appearance', itemId, campaignId),
  );
  const items = [...insert.items, ...linking.created];
  const names = new Map(items.map((item) => [item.id, item.name]));
  for (const campaign of insert.campaigns) {
    for (const part of campaign.items) {
      const itemId = linking.links.get(`${campaign.id}\u0000${part.id}`);
      if (itemId === undefined) continue;
      part.itemId = itemId;
      part.name = names.get(itemId) ?? part.name;
    }
    for (const added of linking.added) {
      if (added.campaignId !== campaign.id) continue;
      campaign.items.push({ id: added.partId, ...added.fields } as (typeof campaign.items)[number]);
    }
  }
  for (const item of items) item.campaigns = linking.campaigns.get(item.id) ?? item.campaigns;
  insert.items.push(...linking.created);
  return linking.created.length;
}
