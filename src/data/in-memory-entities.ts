import { docFieldOf } from '../../common/domain/shared';
import type { Workspace } from '../../common/domain/workspace';
import { parseRichText, type RichText } from '../../common/text/rich-text';
import {
  type EntityRef,
  type EntitySummary,
  entityKey,
  foldName,
  isRecordKind,
  nameHolds,
  rankByName,
} from '../../common/workspace/entities';
import { describingText, firstSentence } from '../../common/workspace/first-sentence';
import { type Backlink, mentionsOf } from '../../common/workspace/mentions';
import { partKind } from '../../common/workspace/part-kinds';
import { partPicture } from '../../common/workspace/pictures';
import type { StoredPart } from '../../common/workspace/store';
import { liveRecords, pictureEntry, portraitsOf, recordSummaries } from './in-memory-records';

// Records and parts by kind and id for the in-memory repository, as the data API answers them
// (server/db/entity-store.ts, server/api/routes/links.ts): names now, found by name, and what mentions
// what, computed from the stored texts on each read (the server keeps an index; here the texts are few).

export type StoredPartWithText = { part: StoredPart; text: RichText | null };

/** Every record and part of the workspace, as summaries. */
export function entitiesOf(ws: Workspace, parts: readonly StoredPartWithText[]): EntitySummary[] {
  const worldUniverse = new Map(ws.worlds.map((world) => [world.id, world.universeId]));
  const records = recordSummaries(ws);
  const portraitOf = portraitsOf(records);
  const partSummaries = parts.map(({ part }) => {
    const spec = partKind(part.kind);
    return {
      kind: part.kind,
      id: part.id,
      name: String(part.data[spec.nameField] ?? ''),
      parentId: part.parentId,
      universeId: spec.parent === 'worlds' ? worldUniverse.get(part.parentId) : undefined,
      ...pictureEntry(partPicture(part.kind, part.data, portraitOf)),
    };
  });
  return [...records, ...partSummaries];
}

/** The records and parts named that exist. */
export function resolveIn(all: readonly EntitySummary[], refs: readonly EntityRef[]): EntitySummary[] {
  const wanted = new Set(refs.map(entityKey));
  return all.filter((entry) => wanted.has(entityKey(entry)));
}

/** The summaries with the first sentence of each one's description, as `resolve` with `summaries` gives. */
export function withSummaries(
  ws: Workspace,
  parts: readonly StoredPartWithText[],
  found: readonly EntitySummary[],
): EntitySummary[] {
  const records = liveRecords(ws);
  return found.map((entry) => {
    const data = isRecordKind(entry.kind)
      ? { description: records[entry.kind]?.find((record) => record.id === entry.id)?.description }
      : (parts.find(({ part }) => part.kind === entry.kind && part.id === entry.id)?.part.data ?? {});
    return { ...entry, summary: firstSentence(describingText(data)) };
  });
}

/** Names holding what was typed, ranked as the server ranks them. */
export function suggestIn(all: readonly EntitySummary[], query: string, limit: number): EntitySummary[] {
  const typed = query.trim();
  if (typed === '') return [];
  const found = all.filter((entry) => entry.name !== '' && nameHolds(entry.name, typed));
  return rankByName(found, foldName(typed), limit).map(({ rank: _rank, ...entry }) => entry as EntitySummary);
}

/** Every place that mentions `target`: parts' rich long fields and chapters' texts. */
export function backlinksIn(
  all: readonly EntitySummary[],
  parts: readonly StoredPartWithText[],
  target: EntityRef,
): Backlink[] {
  const byKey = new Map(all.map((entry) => [entityKey(entry), entry]));
  const wanted = entityKey(target);
  const found: Backlink[] = [];
  for (const { part, text } of parts) {
    const source = byKey.get(entityKey(part));
    if (source === undefined) continue;
    const fields: [string, unknown][] = partKind(part.kind).longFields.map((field) => [
      field,
      part.data[docFieldOf(field)],
    ]);
    if (text !== null) fields.push(['text', text]);
    for (const [field, stored] of fields) {
      const parsed = stored === undefined || stored === null ? undefined : parseRichText(stored);
      if (!parsed?.ok) continue;
      for (const entry of mentionsOf(parsed.value.doc)) {
        if (entityKey(entry.target) === wanted)
          found.push({ source, field, position: entry.position, snippet: entry.snippet });
      }
    }
  }
  return found;
}

/**
 * The pages nothing links (`GET /entities/unlinked`): records and parts mentioned nowhere that mention
 * nothing themselves.
 */
export function unlinkedIn(
  all: readonly EntitySummary[],
  parts: readonly StoredPartWithText[],
): { total: number; entities: EntitySummary[] } {
  const linked = new Set<string>();
  for (const { part, text } of parts) {
    const stored: unknown[] = partKind(part.kind).longFields.map((field) => part.data[docFieldOf(field)]);
    if (text !== null) stored.push(text);
    for (const value of stored) {
      const parsed = value === undefined || value === null ? undefined : parseRichText(value);
      if (!parsed?.ok) continue;
      for (const entry of mentionsOf(parsed.value.doc)) {
        linked.add(entityKey(entry.target));
        linked.add(entityKey(part));
      }
    }
  }
  const entities = all.filter((entry) => !linked.has(entityKey(entry)));
  return { total: entities.length, entities };
}
