import type { ReferenceRelationship, ReferenceTableName } from '../domain/reference';
import { type Link, links, type RecordKind, recordKind } from './kinds';

// Every link between kinds of record, with what deleting the record at its far end does to it, as the
// kinds declare them (kinds.ts). One table, used by every delete (the data API and the browser's test
// repository), by the confirmation that says what goes with a record, and by the References
// relationships.
//
// - cascade: the linking records go too (a world's locations, a record's timelines, a timeline's events)
// - unlink: the link is cleared and the record stays (a novel loses its universe)
// - refuse: the delete is refused while such records exist, with `message` (a universe's worlds)
// A record's parts (chapters, factions, ...) always go with it: see part-kinds.ts.

export { type DeleteRule, type Link, links, type RecordKind, recordKinds } from './kinds';

/** The links that point at records of this kind. */
export function linksTo(kind: RecordKind): readonly Link[] {
  return links.filter((link) => link.to === kind);
}

/** The References tables' names of the record kinds. */
const referenceTableOf = (kind: RecordKind) => recordKind(kind).collection as ReferenceTableName;

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
    const holder = { table: referenceTableOf(link.from), field: link.field };
    const target = { table: referenceTableOf(link.to), field: 'id' };
    return link.isMany === true
      ? { kind: 'many-to-many', from: holder, to: target, description }
      : { kind: 'one-to-many', from: target, to: holder, description };
  });
}
