import type { z } from 'zod';
import { characterUpdateSchema, itemUpdateSchema, newCharacterSchema, newItemSchema } from '../api/inputs';
import type { PartParent } from '../api/parts';
import { campaignRecordSchema, campaignUpdateSchema } from '../domain/campaign';
import { mapSchema, mapUpdateSchema } from '../domain/map';
import { defaultImages } from '../domain/new-record-defaults';
import { novelImportSchema, novelUpdateSchema } from '../domain/novel';
import { characterSchema, itemSchema } from '../domain/reference';
import {
  newTimelineSchema,
  timelineEventSchema,
  timelineRecordSchema,
  timelineUpdateSchema,
} from '../domain/timeline';
import { universeRecordSchema, universeUpdateSchema } from '../domain/universe';
import {
  locationSchema,
  locationUpdateSchema,
  newLocationSchema,
  worldRecordSchema,
  worldUpdateSchema,
} from '../domain/world';

// Every kind of record, declared once: where it is stored, what it is called, how its name is read,
// where it lives and what deleting what it links to does to it. Everything that lists kinds (the links
// table, labels, the export's and References' tables, search, the Trash, pages and routes) reads it
// from here. The kinds of part are declared in common/api/parts.ts and worked out in part-kinds.ts;
// `entityKindLabel` (entities.ts) and `displayName` (derive.ts) answer for both.

export type DeleteRule = 'cascade' | 'unlink' | 'refuse';

/** A field of a record naming another record, and what deleting that other record does to it. */
export type KindLink = {
  field: string;
  to: string;
  /** The field is a list of ids (an item's campaigns). */
  isMany?: boolean;
  /** Only records whose `field` is `equals` link here (a timeline's entity, by its entityType). */
  when?: { field: string; equals: string };
  onDelete: DeleteRule;
  /** For `refuse`: what the person is told. */
  message?: string;
};

export type RecordKindSpec = {
  kind: string;
  /** Its list in the workspace, the export and the References browser ('novels', 'events'). */
  collection: string;
  /** Its table in the database. */
  table: string;
  /** 'Novel' (messages: 'Novel not found') and 'novels' (counts: '2 novels'). */
  one: string;
  many: string;
  /** The field that names a record of this kind. */
  nameField: 'title' | 'name';
  /** Its lucide icon. */
  icon: string;
  /**
   * Under `/api/v1/`; its page in the app (`:id`, `:parentId`, `:universeId` filled in), if it has one;
   * `ownPage` where it opens when `page` cannot be filled in (a character of no universe, decision 061).
   */
  routes: { api: string; page?: string; ownPage?: string };
  isSearched: boolean;
  hasHistory: boolean;
  /** Its stamp of the last change, set by every save (novels, universes, campaigns, timelines). */
  isStamped: boolean;
  /** The kinds of part it holds, by their parent name (common/api/parts.ts). */
  parts?: PartParent;
  /** Where it lives: its link fields that place it, the first one set wins (search). */
  livesIn: readonly string[];
  /** The link naming the record whose page shows it (a location's world, an event's timeline). */
  parentField?: string;
  /** Its links to other records, each with its delete rule (see links.ts). */
  links: readonly KindLink[];
  /** New records go first or last in their list. */
  addAt: 'first' | 'last';
  /** What a new record has before its input is applied (the input wins where it says otherwise). */
  defaults: Readonly<Record<string, unknown>>;
  /** One record as the export writes it and the import reads it back (`POST /import` checks each row). */
  schema: z.ZodType;
  /** The fields the API edits, with the API's limits: an imported record is held to them too. */
  editSchema?: z.ZodType;
  /**
   * What a create takes (`POST /api/v1/<api>`). A kind the server has no routes of its own for is served
   * from its declaration by this and `editSchema` (`server/api/routes/record-kind.ts`, decision 092).
   */
  newSchema?: z.ZodType;
};

const declared = [
  {
    kind: 'novel',
    collection: 'novels',
    table: 'novels',
    one: 'Novel',
    many: 'novels',
    nameField: 'title',
    icon: 'BookOpen',
    routes: { api: 'novels', page: '/novels/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: true,
    parts: 'novels',
    livesIn: ['universeId'],
    links: [{ field: 'universeId', to: 'universe', onDelete: 'unlink' }],
    addAt: 'first',
    defaults: { status: 'draft', wordCount: 0, coverUrl: defaultImages.novelCover, isFavorite: false },
    schema: novelImportSchema,
    editSchema: novelUpdateSchema,
  },
  {
    kind: 'universe',
    collection: 'universes',
    table: 'universes',
    one: 'Universe',
    many: 'universes',
    nameField: 'name',
    icon: 'Globe',
    routes: { api: 'universes', page: '/universes/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: true,
    parts: 'universes',
    livesIn: [],
    links: [],
    addAt: 'first',
    defaults: { imageUrl: defaultImages.universeImage, isFavorite: false },
    schema: universeRecordSchema,
    editSchema: universeUpdateSchema,
  },
  {
    kind: 'world',
    collection: 'worlds',
    table: 'worlds',
    one: 'World',
    many: 'worlds',
    nameField: 'name',
    icon: 'Earth',
    routes: { api: 'worlds', page: '/universes/:universeId/worlds/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: false,
    parts: 'worlds',
    livesIn: ['universeId'],
    // A universe takes its worlds and campaigns with it: to the Trash, whole (decision 038).
    links: [{ field: 'universeId', to: 'universe', onDelete: 'cascade' }],
    addAt: 'last',
    defaults: { imageUrl: defaultImages.worldImage, dominantRaces: [], notableFeatures: [] },
    schema: worldRecordSchema,
    editSchema: worldUpdateSchema,
  },
  {
    kind: 'location',
    collection: 'locations',
    table: 'locations',
    one: 'Location',
    many: 'locations',
    nameField: 'name',
    icon: 'MapPin',
    routes: { api: 'locations', page: '/universes/:universeId/worlds/:parentId/locations/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: false,
    livesIn: ['worldId'],
    parentField: 'worldId',
    links: [{ field: 'worldId', to: 'world', onDelete: 'cascade' }],
    addAt: 'last',
    defaults: {},
    schema: locationSchema,
    editSchema: locationUpdateSchema,
    newSchema: newLocationSchema,
  },
  {
    kind: 'campaign',
    collection: 'campaigns',
    table: 'campaigns',
    one: 'Campaign',
    many: 'campaigns',
    nameField: 'title',
    icon: 'Swords',
    routes: { api: 'campaigns', page: '/campaigns/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: true,
    parts: 'campaigns',
    livesIn: ['universeId'],
    links: [{ field: 'universeId', to: 'universe', onDelete: 'cascade' }],
    addAt: 'first',
    defaults: { coverUrl: defaultImages.campaignCover, isFavorite: false },
    schema: campaignRecordSchema,
    editSchema: campaignUpdateSchema,
  },
  {
    kind: 'timeline',
    collection: 'timelines',
    table: 'timelines',
    one: 'Timeline',
    many: 'timelines',
    nameField: 'name',
    icon: 'Clock',
    routes: { api: 'timelines', page: '/timelines/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: true,
    livesIn: ['entityId'],
    links: (['novel', 'universe', 'campaign'] as const).map((to) => ({
      field: 'entityId',
      to,
      when: { field: 'entityType', equals: to },
      onDelete: 'cascade' as const,
    })),
    addAt: 'first',
    defaults: {},
    schema: timelineRecordSchema,
    editSchema: timelineUpdateSchema,
    newSchema: newTimelineSchema,
  },
  {
    kind: 'event',
    collection: 'events',
    table: 'timeline_events',
    one: 'Event',
    many: 'events',
    nameField: 'title',
    icon: 'CalendarDays',
    routes: { api: 'timeline-events', page: '/timelines/:parentId' },
    isSearched: true,
    hasHistory: true,
    isStamped: false,
    livesIn: ['timelineId'],
    parentField: 'timelineId',
    links: [{ field: 'timelineId', to: 'timeline', onDelete: 'cascade' }],
    addAt: 'last',
    defaults: {},
    schema: timelineEventSchema,
  },
  {
    kind: 'character',
    collection: 'characters',
    table: 'reference_characters',
    one: 'Character',
    many: 'characters',
    nameField: 'name',
    icon: 'User',
    routes: {
      api: 'characters',
      page: '/universes/:universeId/characters/:id',
      ownPage: '/characters/:id',
    },
    isSearched: true,
    hasHistory: true,
    isStamped: false,
    // A character of no universe may belong to a novel or a campaign.
    livesIn: ['universeId', 'novelId', 'campaignId'],
    links: [
      { field: 'novelId', to: 'novel', onDelete: 'unlink' },
      { field: 'universeId', to: 'universe', onDelete: 'unlink' },
      { field: 'campaignId', to: 'campaign', onDelete: 'unlink' },
    ],
    addAt: 'last',
    defaults: {},
    schema: characterSchema,
    editSchema: characterUpdateSchema,
    newSchema: newCharacterSchema,
  },
  {
    kind: 'item',
    collection: 'items',
    table: 'reference_items',
    one: 'Item',
    many: 'items',
    nameField: 'name',
    icon: 'Gem',
    routes: { api: 'items', page: '/items/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: false,
    livesIn: ['universeId'],
    // Its campaigns are checked before its universe, as the item form's fields are read.
    links: [
      { field: 'campaigns', to: 'campaign', isMany: true, onDelete: 'unlink' },
      { field: 'universeId', to: 'universe', onDelete: 'unlink' },
    ],
    addAt: 'last',
    defaults: {},
    schema: itemSchema,
    editSchema: itemUpdateSchema,
    newSchema: newItemSchema,
  },
  {
    kind: 'map',
    collection: 'maps',
    table: 'maps',
    one: 'Map',
    many: 'maps',
    nameField: 'name',
    icon: 'Map',
    routes: { api: 'maps', page: '/maps/:id' },
    isSearched: true,
    hasHistory: true,
    isStamped: false,
    parts: 'maps',
    livesIn: ['ownerId'],
    // A map goes with what it belongs to (decision 059), to the Trash and back.
    links: (['universe', 'world', 'campaign', 'novel'] as const).map((to) => ({
      field: 'ownerId',
      to,
      when: { field: 'ownerType', equals: to },
      onDelete: 'cascade' as const,
    })),
    addAt: 'last',
    defaults: { description: '', image: null, scale: null, pins: [], regions: [], routes: [] },
    schema: mapSchema,
    editSchema: mapUpdateSchema,
  },
] as const satisfies readonly RecordKindSpec[];

export type RecordKind = (typeof declared)[number]['kind'];

/** A link as the links table lists it (links.ts): the kind holding it and its declaration. */
export type Link = KindLink & { from: RecordKind; to: RecordKind };

/** Every record kind, in the order lists and plans name them. Tests may add one (`registerRecordKind`). */
export const recordKindSpecs: readonly RecordKindSpec[] = [...declared];
export const recordKinds: readonly RecordKind[] = recordKindSpecs.map((spec) => spec.kind as RecordKind);

const linksOf = (spec: RecordKindSpec): Link[] =>
  spec.links.map((link) => ({ ...link, from: spec.kind, to: link.to }) as Link);

/** Every link between kinds of record, each with its delete rule (read through links.ts). */
export const links: readonly Link[] = recordKindSpecs.flatMap(linksOf);

const byKind = new Map<string, RecordKindSpec>(recordKindSpecs.map((spec) => [spec.kind, spec]));

export function isRecordKind(kind: string): kind is RecordKind {
  return byKind.has(kind);
}

/** The declaration of a record kind (a programming error for a name that is not one). */
export function recordKind(kind: string): RecordKindSpec {
  const spec = byKind.get(kind);
  if (spec === undefined) throw new Error(`Unknown record kind ${kind}`);
  return spec;
}

/** '1 timeline', '14 events'. */
export function countOfKind(kind: string, count: number): string {
  const spec = recordKind(kind);
  return `${count} ${count === 1 ? spec.one.toLowerCase() : spec.many}`;
}

/** The record kind listed as `collection` ('novels' → novel), or undefined. */
export function recordKindOfCollection(collection: string): RecordKind | undefined {
  return recordKindSpecs.find((spec) => spec.collection === collection)?.kind as RecordKind | undefined;
}

/** The record kind stored in `table` ('reference_characters' → character), or undefined. */
export function recordKindOfTable(table: string): RecordKind | undefined {
  return recordKindSpecs.find((spec) => spec.table === table)?.kind as RecordKind | undefined;
}

/** The record kind whose parts live under `parent` ('novels' → novel). */
export function recordKindOfParent(parent: PartParent): RecordKind {
  const spec = recordKindSpecs.find((each) => each.parts === parent);
  if (spec === undefined) throw new Error(`No record kind holds ${parent} parts`);
  return spec.kind as RecordKind;
}

/**
 * Adds a kind at run time (tests; later, a kind a user defines). Everything that reads the registry
 * through its functions and lists sees it from then on.
 */
export function registerRecordKind(spec: RecordKindSpec): void {
  if (byKind.has(spec.kind)) throw new Error(`Record kind ${spec.kind} is already registered`);
  (recordKindSpecs as RecordKindSpec[]).push(spec);
  (recordKinds as string[]).push(spec.kind);
  (links as Link[]).push(...linksOf(spec));
  byKind.set(spec.kind, spec);
}

/** Takes a kind added by `registerRecordKind` away again (tests clean up after themselves). */
export function unregisterRecordKind(kind: string): void {
  if (declared.some((spec) => spec.kind === kind)) throw new Error(`${kind} is a built-in kind`);
  const at = recordKindSpecs.findIndex((spec) => spec.kind === kind);
  if (at >= 0) (recordKindSpecs as RecordKindSpec[]).splice(at, 1);
  const listed = recordKinds.indexOf(kind as RecordKind);
  if (listed >= 0) (recordKinds as string[]).splice(listed, 1);
  const kept = links.filter((link) => link.from !== kind);
  (links as Link[]).splice(0, links.length, ...kept);
  byKind.delete(kind);
}

/** A record's page in the app, or undefined when it has none or the ids that place it are missing. */
export function recordPage(
  kind: RecordKind,
  ids: { id: string; parentId?: string | undefined; universeId?: string | undefined },
): string | undefined {
  const { page, ownPage } = recordKind(kind).routes;
  const placed = page === undefined ? undefined : fillPage(page, ids);
  return placed ?? (ownPage === undefined ? undefined : fillPage(ownPage, ids));
}

function fillPage(
  template: string,
  ids: { id: string; parentId?: string | undefined; universeId?: string | undefined },
): string | undefined {
  let isPlaced = true;
  const path = template.replace(/:(id|parentId|universeId)/g, (_match, name: keyof typeof ids) => {
    const value = ids[name];
    if (value === undefined) isPlaced = false;
    return encodeURIComponent(value ?? '');
  });
  return isPlaced ? path : undefined;
}
