import type { ReferenceRelationship, ReferenceTableName } from '../domain/reference';

// Every link between kinds of record, with what deleting the record at its far end does to it. One
// table, used by every delete (the data API and the browser's test repository), by the confirmation
// that says what goes with a record, and by the References relationships.
//
// - cascade: the linking records go too (a world's locations, a record's timelines, a timeline's events)
// - unlink: the link is cleared and the record stays (a novel loses its universe)
// - refuse: the delete is refused while such records exist, with `message` (a universe's worlds)
// A record's parts (chapters, factions, ...) always go with it: see part-kinds.ts.

export const recordKinds = [
  'novel',
  'universe',
  'world',
  'location',
  'campaign',
  'timeline',
  'event',
  'character',
  'item',
] as const;
export type RecordKind = (typeof recordKinds)[number];

export type DeleteRule = 'cascade' | 'unlink' | 'refuse';

export type Link = {
  /** The kind holding the link. */
  from: RecordKind;
  /** Its field naming the other record. */
  field: string;
  to: RecordKind;
  /** The field is a list of ids (an item's campaigns). */
  isMany?: boolean;
  /** Only records whose `entityType` is this one link here (a timeline's entity). */
  when?: { field: string; equals: string };
  onDelete: DeleteRule;
  /** For `refuse`: what the person is told. */
  message?: string;
};

export const links: readonly Link[] = [
  // A universe takes its worlds and campaigns with it: to the Trash, whole (decision 038).
  { from: 'world', field: 'universeId', to: 'universe', onDelete: 'cascade' },
  { from: 'campaign', field: 'universeId', to: 'universe', onDelete: 'cascade' },
  { from: 'novel', field: 'universeId', to: 'universe', onDelete: 'unlink' },
  { from: 'location', field: 'worldId', to: 'world', onDelete: 'cascade' },
  {
    from: 'timeline',
    field: 'entityId',
    to: 'novel',
    when: { field: 'entityType', equals: 'novel' },
    onDelete: 'cascade',
  },
  {
    from: 'timeline',
    field: 'entityId',
    to: 'universe',
    when: { field: 'entityType', equals: 'universe' },
    onDelete: 'cascade',
  },
  {
    from: 'timeline',
    field: 'entityId',
    to: 'campaign',
    when: { field: 'entityType', equals: 'campaign' },
    onDelete: 'cascade',
  },
  { from: 'event', field: 'timelineId', to: 'timeline', onDelete: 'cascade' },
  { from: 'character', field: 'novelId', to: 'novel', onDelete: 'unlink' },
  { from: 'character', field: 'universeId', to: 'universe', onDelete: 'unlink' },
  { from: 'character', field: 'campaignId', to: 'campaign', onDelete: 'unlink' },
  { from: 'item', field: 'universeId', to: 'universe', onDelete: 'unlink' },
  { from: 'item', field: 'campaigns', to: 'campaign', isMany: true, onDelete: 'unlink' },
];

/** The links that point at records of this kind. */
export function linksTo(kind: RecordKind): readonly Link[] {
  return links.filter((link) => link.to === kind);
}

/** 'Novel', 'Universe', ...: the name of a kind in messages ('Novel not found'). */
export const recordLabels: Record<RecordKind, { one: string; many: string }> = {
  novel: { one: 'Novel', many: 'novels' },
  universe: { one: 'Universe', many: 'universes' },
  world: { one: 'World', many: 'worlds' },
  location: { one: 'Location', many: 'locations' },
  campaign: { one: 'Campaign', many: 'campaigns' },
  timeline: { one: 'Timeline', many: 'timelines' },
  event: { one: 'Event', many: 'events' },
  character: { one: 'Character', many: 'characters' },
  item: { one: 'Item', many: 'items' },
};

/** The References tables' names of the record kinds. */
export const referenceTableOf: Record<RecordKind, ReferenceTableName> = {
  novel: 'novels',
  universe: 'universes',
  world: 'worlds',
  location: 'locations',
  campaign: 'campaigns',
  timeline: 'timelines',
  event: 'events',
  character: 'characters',
  item: 'items',
};

/** The links the References Relationships tab shows, in its order, each with its sentence. */
const shownRelationships: readonly [from: RecordKind, field: string, description: string][] = [
  ['novel', 'universeId', 'A universe has many novels'],
  ['world', 'universeId', 'A universe has many worlds'],
  ['campaign', 'universeId', 'A universe has many campaigns'],
  ['location', 'worldId', 'A world has many locations'],
  ['character', 'campaignId', 'A campaign has many characters'],
  ['character', 'novelId', 'A novel has many characters'],
  ['item', 'campaigns', 'Items appear in many campaigns; a campaign has many items'],
  ['event', 'timelineId', 'A timeline has many events'],
];

/** The References relationships, read off the links table. */
export function referenceRelationships(): ReferenceRelationship[] {
  return shownRelationships.map(([from, field, description]) => {
    const link = links.find((entry) => entry.from === from && entry.field === field);
    if (link === undefined) throw new Error(`No link ${from}.${field} in the links table`);
    const holder = { table: referenceTableOf[link.from], field: link.field };
    const target = { table: referenceTableOf[link.to], field: 'id' };
    return link.isMany === true
      ? { kind: 'many-to-many', from: holder, to: target, description }
      : { kind: 'one-to-many', from: target, to: holder, description };
  });
}
