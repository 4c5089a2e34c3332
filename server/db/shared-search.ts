import { sql } from 'kysely';
import type { ContainerKind, Visibility } from '../../common/api/sharing';
import { parseSearchQuery, type SearchQuery } from '../../common/search/query';
import type { Viewer } from '../../common/workspace/access';
import { type ContainerSnapshot, mentionKeysOf, SEARCH_VIEW_LIMIT } from '../../common/workspace/shared-view';
import { createPartStore } from './part-store';
import { recordTables } from './record-store';
import { engineQuery, MATCH_BOUND, type Reach } from './search-index';
import { ofShared, readVisibleParts, sharedWorldIds, type VisiblePart } from './shared-container';
import type { WorkspaceStore } from './workspace-store-type';

// A member's search (issue 28, decision 084): the owner's search index, read with the access policy
// inside the query. The engine finds the index's rows of the container's parts that hold the words
// (names first, then names and texts, as the owner's search does); each row is joined to its part and
// that part's visibility, resolved in SQL as `resolveVisibility` does, and rows no player or reader may
// see are never read. `mayAccess` decides on every row that comes back. Only the parts found are then
// read whole, and the member's view of them (`viewFor`: secret blocks not for the member and mentions
// of hidden things removed) is what `searchView` checks every word against: a part the index found only
// through words the member may not read is not a hit, and no snippet is cut from a hidden text.

/** Parts found by their texts read beyond those the answer needs, for those that drop out. */
const TEXT_MARGIN = 25;

/**
 * The container's parts whose names or texts the engine scores best, at least `count` the viewer may
 * see (when there are): the index's rows are matched and scored alone (at most `MATCH_BOUND`, as the
 * owner's search does), then put through the policy best first, a batch at a time, so that only the
 * rows an answer can use are joined to their parts and visibility.
 */
async function bestTexts(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
  viewer: Viewer,
  query: SearchQuery,
  count: number,
  worlds: readonly string[],
): Promise<VisiblePart[]> {
  const engine = engineQuery(owner.kind, owner.userId, query, 'all');
  const matched =
    owner.kind === 'postgres'
      ? sql<{ id: number; score: number }>`select e.id, -ts_rank(e.doc, q) as score
          from search_entries e, to_tsquery('simple', ${engine}) q
          where e.user_id = ${owner.userId} and ${ofShared('e', id, worlds)} and e.doc @@ q limit ${MATCH_BOUND}`
      : sql<{ id: number; score: number }>`select e.id, bm25(search_fts, 0.0, 10.0, 1.0) as score
          from search_fts join search_entries e on e.id = search_fts.rowid
          where search_fts match ${engine} and e.user_id = ${owner.userId} and ${ofShared('e', id, worlds)}
          limit ${MATCH_BOUND}`;
  const entries = (await matched.execute(owner.db)).rows
    .map((row) => ({ id: Number(row.id), score: Number(row.score) }))
    .sort((a, b) => a.score - b.score)
    .map((row) => row.id);
  const found: VisiblePart[] = [];
  const seen = new Set<string>();
  for (let at = 0, batch = 2 * count; at < entries.length && found.length < count; at += batch) {
    const batchOf = { entries: entries.slice(at, at + batch) };
    const parts = await readVisibleParts(owner, kind, id, viewer, batchOf, worlds);
    for (const part of parts.sort((a, b) => a.score - b.score)) {
      const key = `${part.kind}:${part.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(part);
    }
  }
  return found;
}

/**
 * What a member's search of a container needs to read, or undefined when the owner's workspace no longer
 * holds the container: the container's record and the parts the index found for `typed` that the policy
 * lets `viewer` see, with their texts (the best name matches, then the best text matches, enough for an answer);
 * `alsoVisible`, the other parts their texts mention that the viewer may see; and the engine's order of
 * the parts. `searchView(viewFor(snapshot, viewer), typed, SEARCH_VIEW_LIMIT, rank)` then answers.
 */
export async function readSearchSnapshot(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
  viewer: Viewer,
  typed: string,
): Promise<{ snapshot: ContainerSnapshot; rank: Map<string, number> } | undefined> {
  const record = (await owner.find(recordTables[kind], id)) as
    | (Record<string, unknown> & { id: string })
    | undefined;
  if (record === undefined) return undefined;
  const query = parseSearchQuery(typed);
  const worlds = await sharedWorldIds(owner, kind, id);
  const visibility = new Map<string, Visibility>();
  const rank = new Map<string, number>();
  if (query.terms.length > 0) {
    const found = (reach: Reach) =>
      readVisibleParts(
        owner,
        kind,
        id,
        viewer,
        { engine: engineQuery(owner.kind, owner.userId, query, reach), reach },
        worlds,
      );
    // The best names that match: each is a hit (a name holds no secret), and names come first. Only
    // when they are fewer than the answer holds, the texts the engine scores best, a few more than
    // needed (a part found only through words the member may not read drops out).
    const names = (await found('names')).sort((a, b) => a.score - b.score).slice(0, SEARCH_VIEW_LIMIT);
    const wanted = SEARCH_VIEW_LIMIT - names.length;
    const texts =
      wanted === 0 ? [] : await bestTexts(owner, kind, id, viewer, query, wanted + TEXT_MARGIN, worlds);
    for (const part of [...names, ...texts]) {
      const key = `${part.kind}:${part.id}`;
      if (visibility.has(key)) continue;
      if (rank.size >= names.length + wanted + TEXT_MARGIN) break;
      visibility.set(key, part.visibility);
      rank.set(key, rank.size);
    }
  }
  const partsById = await createPartStore(owner.db, owner.kind, owner.userId).readParts(
    [...visibility.keys()].map((key) => key.slice(key.lastIndexOf(':') + 1)),
  );
  const parts = [...partsById.values()].filter((part) => visibility.has(`${part.kind}:${part.id}`));
  // The parts their texts mention (only parts of the container can be visible): asked by the same policy.
  const mentioned = new Set<string>();
  for (const data of [record, ...parts.map((part) => part.data)]) {
    for (const key of mentionKeysOf(data)) if (!visibility.has(key)) mentioned.add(key);
  }
  const ids = [...mentioned].map((key) => key.slice(key.lastIndexOf(':') + 1));
  const alsoVisible = new Set<string>();
  for (let at = 0; at < ids.length; at += 500) {
    const batch = { ids: ids.slice(at, at + 500) };
    for (const part of await readVisibleParts(owner, kind, id, viewer, batch, worlds)) {
      const key = `${part.kind}:${part.id}`;
      if (mentioned.has(key)) alsoVisible.add(key);
    }
  }
  return { snapshot: { kind, record, parts, relations: [], visibility, alsoVisible }, rank };
}
