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
  {
    from: 'world',
    field: 'universeId',
    to: 'universe',
    onDelete: 'refuse',
    message: 'Move or delete this universe’s worlds and campaigns first',
  },
  {
    from: 'campaign',
    field: 'universeId',
    to: 'universe',
    onDelete: 'refuse',
    message: 'Move or delete this universe’s worlds and campaigns first',
  },
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
