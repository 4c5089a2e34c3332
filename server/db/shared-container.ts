import { type RawBuilder, type SqlBool, sql } from 'kysely';
import {
  type ContainerKind,
  containerPartParent,
  type Visibility,
  type VisibilityLevel,
} from '../../common/api/sharing';
import { foldForSearch } from '../../common/search/normalize';
import { defaultVisibility, isEditorial, mayAccess, type Viewer } from '../../common/workspace/access';
import { foldName } from '../../common/workspace/entities';
import { recordKind } from '../../common/workspace/kinds';
import { isUserPartKind, partKindsOf } from '../../common/workspace/part-kinds';
import { relationRecordOf } from '../../common/workspace/relations';
import type { ContainerSnapshot } from '../../common/workspace/shared-view';
import type { StoredPart } from '../../common/workspace/store';
import { readVisibility } from './membership-store';
import { recordTables } from './record-store';
import { fromRelationRow } from './relation-store';
import { MATCH_BOUND, type Reach } from './search-index';
import { createUserKindStore } from './user-kind-store';
import type { WorkspaceStore } from './workspace-store-type';

// What a shared container holds, read from its owner's store for `viewFor` (decision 057): the record,
// its parts with their long texts, the relations among them and their visibility. The policy is applied
// to this, once, by the view; nothing read here reaches a member any other way.

/**
 * The worlds of a shared universe, whose things of the owner's kinds are the universe's to share
 * (decision 100); none for a novel or a campaign. A world's built-in parts stay outside the shared
 * universe (decision 057).
 */
export async function sharedWorldIds(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
): Promise<string[]> {
  if (kind !== 'universe') return [];
  const rows = await owner.db
    .selectFrom('worlds')
    .select('id')
    .where('user_id', '=', owner.userId)
    .where('universe_id', '=', id)
    .execute();
  return rows.map((row) => row.id);
}

/** A world's things of the owner's kinds (`worlds/k-<id>`), as SQL's LIKE finds them. */
const WORLD_THING_KINDS = 'worlds/k-%';

/**
 * The row (`p`, a part; `e` or `s`, its search index rows) is of the shared container: its own, or a
 * thing of the owner's kind in one of its worlds.
 */
export function ofShared(alias: 'p' | 'e' | 's', id: string, worlds: readonly string[]): RawBuilder<SqlBool> {
  const parent = sql.ref(`${alias}.parent_id`);
  if (worlds.length === 0) return sql<SqlBool>`${parent} = ${id}`;
  const kind = sql.ref(`${alias}.kind`);
  return sql<SqlBool>`(${parent} = ${id} or (${parent} in (${sql.join([...worlds])}) and ${kind} like ${WORLD_THING_KINDS}))`;
}

/** The container's parts, and a universe's worlds' things of the owner's kinds. */
export async function readSharedParts(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
): Promise<StoredPart[]> {
  const worlds = await sharedWorldIds(owner, kind, id);
  const worldThings =
    worlds.length === 0
      ? []
      : (await owner.parts().listPartsOf(worlds)).filter((part) => isUserPartKind(part.kind));
  return [...(await owner.parts().listParts(id)), ...worldThings];
}

/** The container's snapshot, or undefined when the owner's workspace no longer holds it. */
export async function readContainerSnapshot(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
): Promise<ContainerSnapshot | undefined> {
  const record = (await owner.find(recordTables[kind], id)) as
    | (Record<string, unknown> & { id: string })
    | undefined;
  if (record === undefined) return undefined;
  const parts = await readSharedParts(owner, kind, id);
  const keys = new Set([`${kind}:${id}`, ...parts.map((part) => `${part.kind}:${part.id}`)]);
  const ids = [id, ...parts.map((part) => part.id)];
  const relations = [];
  for (let index = 0; index < ids.length; index += 500) {
    const rows = await owner.db
      .selectFrom('relations')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('from_id', 'in', ids.slice(index, index + 500))
      .execute();
    for (const row of rows) {
      if (keys.has(`${row.from_kind}:${row.from_id}`) && keys.has(`${row.to_kind}:${row.to_id}`)) {
        relations.push(relationRecordOf(fromRelationRow(row)));
      }
    }
  }
  relations.sort((a, b) => a.id.localeCompare(b.id));
  // The owner's kinds of their own, for the view to name those it holds things of (decision 095).
  const kinds = await createUserKindStore(owner).listKinds();
  return { kind, record, parts, relations, visibility: await readVisibility(owner, ids), kinds };
}

/**
 * The level of a part of kind `p.kind` in a container of this kind where neither the part nor the
 * container sets one: the kind's default from `defaultVisibility`, as SQL ('members' for a kind the
 * registry does not know: the same answer `defaultVisibility` gives it).
 */
export function kindDefaultLevel(kind: ContainerKind) {
  const kindDefaults = partKindsOf(containerPartParent[kind]).map((spec) => ({
    kind: spec.kind,
    visibility: defaultVisibility(kind, spec.kind),
  }));
  return sql<string>`case ${sql.join(
    kindDefaults.map((entry) => sql`when p.kind = ${entry.kind} then ${entry.visibility.level}`),
    sql` `,
  )} else ${'members'} end`;
}

/**
 * The names of what `viewer` may see in a container (the container and its visible parts), for the
 * member's @mention suggestions, or undefined when the owner's workspace no longer holds it (decision
 * 075). The policy runs inside the query: each part's visibility is resolved in SQL as `resolveVisibility`
 * does (its own row, else the container's default for its kind, else the kind's default), parts no
 * player or reader may see are never read, and `mayAccess` decides on every row that comes back. Only
 * names are read: no text, so nothing of a hidden thing can reach a suggestion.
 */
export async function readVisibleNames(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
  viewer: Viewer,
  /** Folded (`foldForSearch`) text the names must hold: only those are read; '' reads every name. */
  nameHolds = '',
): Promise<{ kind: string; id: string; name: string }[] | undefined> {
  const record = (await owner.find(recordTables[kind], id)) as Record<string, unknown> | undefined;
  if (record === undefined) return undefined;
  const kindDefault = kindDefaultLevel(kind);
  const worlds = await sharedWorldIds(owner, kind, id);
  // Read from the index's rows of the container's parts (one per part, its folded name beside it), so
  // that only the names holding what was typed are joined to their parts and visibility.
  const rows = await owner.db
    .selectFrom('search_entries as s')
    .innerJoin('parts as p', (join) =>
      join
        .onRef('p.user_id', '=', 's.user_id')
        .onRef('p.kind', '=', 's.kind')
        .onRef('p.id', '=', 's.entry_id'),
    )
    .leftJoin('visibility as v', (join) =>
      join
        .onRef('v.user_id', '=', 'p.user_id')
        .onRef('v.entity_kind', '=', 'p.kind')
        .onRef('v.entity_id', '=', 'p.id'),
    )
    .leftJoin('visibility as d', (join) =>
      join
        .onRef('d.user_id', '=', 'p.user_id')
        .on('d.entity_kind', '=', sql<string>`${'default:'} || p.kind`)
        .on('d.entity_id', '=', id),
    )
    .select([
      'p.kind as kind',
      'p.id as id',
      'p.name as name',
      sql<string>`coalesce(v.level, d.level, ${kindDefault})`.as('level'),
      sql<string>`coalesce(v.named, d.named, ${'[]'})`.as('named'),
    ])
    .where('s.user_id', '=', owner.userId)
    .where(ofShared('s', id, worlds))
    .where('s.field', '=', 'main')
    .where(ofShared('p', id, worlds))
    .$if(nameHolds !== '', (query) =>
      query.where(
        owner.kind === 'postgres' ? sql`strpos(s.title, ${nameHolds})` : sql`instr(s.title, ${nameHolds})`,
        '>',
        0,
      ),
    )
    .$if(!isEditorial(viewer.role), (query) =>
      query.where(sql<string>`coalesce(v.level, d.level, ${kindDefault})`, '<>', 'editors'),
    )
    .execute();
  const names = rows
    .filter((row) =>
      mayAccess(
        viewer,
        { level: row.level as VisibilityLevel, named: JSON.parse(row.named) as string[] },
        'see',
      ),
    )
    .map((row) => ({ kind: String(row.kind), id: String(row.id), name: String(row.name) }));
  return [{ kind, id, name: String(record[recordKind(kind).nameField] ?? '') }, ...names];
}

/** A part of the container a query found that the viewer may see, with its resolved visibility. */
export type VisiblePart = {
  kind: string;
  id: string;
  name: string;
  visibility: Visibility;
  /** Lower is better: an engine's score, or the place in a list of index rows; the best of the part's rows. */
  score: number;
};

/** Where `readVisibleParts` starts: the engine's match of the search index, parts by id, or index rows. */
export type PartSource =
  | { engine: string; reach: Reach }
  | { ids: readonly string[] }
  | { entries: readonly number[] };

type PolicyRow = { kind: string; id: string; name: string; level: string; named: string; score: number };

/**
 * The container's parts from `source` that the policy lets `viewer` see (decision 084). Each part is
 * joined to its visibility, resolved in SQL as `resolveVisibility` does (its own row, else the
 * container's default for its kind, else the kind's default); parts whose level is `editors` are never
 * read for a player or reader, and `mayAccess` decides on every row that comes back. At most
 * `MATCH_BOUND` parts from an engine's match.
 */
export async function readVisibleParts(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
  viewer: Viewer,
  source: PartSource,
  /** The universe's worlds (`sharedWorldIds`), when the caller has them; read when not. */
  knownWorlds?: readonly string[],
): Promise<VisiblePart[]> {
  const worlds = knownWorlds ?? (await sharedWorldIds(owner, kind, id));
  const level = sql<string>`coalesce(v.level, d.level, ${kindDefaultLevel(kind)})`;
  const policy = sql`
    left join visibility v
      on v.user_id = p.user_id and v.entity_kind = p.kind and v.entity_id = p.id
    left join visibility d
      on d.user_id = p.user_id and d.entity_kind = ${'default:'} || p.kind and d.entity_id = ${id}`;
  const seen = isEditorial(viewer.role) ? sql`` : sql`and ${level} <> ${'editors'}`;
  const columns = sql`p.kind as kind, p.id as id, p.name as name, ${level} as level,
    coalesce(v.named, d.named, ${'[]'}) as named`;
  const inContainer = sql`p.user_id = ${owner.userId} and ${ofShared('p', id, worlds)}`;
  const fromIndex = sql`join parts p on p.user_id = e.user_id and p.kind = e.kind and p.id = e.entry_id`;
  let query: RawBuilder<PolicyRow>;
  if ('ids' in source || 'entries' in source) {
    const list = 'ids' in source ? source.ids : source.entries;
    if (list.length === 0) return [];
    query =
      'ids' in source
        ? sql<PolicyRow>`select ${columns} from parts p ${policy}
            where ${inContainer} and p.id in (${sql.join([...source.ids])}) ${seen}`
        : sql<PolicyRow>`select ${columns}, e.id as score from search_entries e ${fromIndex} ${policy}
            where e.id in (${sql.join([...source.entries])}) and e.user_id = ${owner.userId}
              and ${inContainer} ${seen}`;
  } else if (owner.kind === 'postgres') {
    const doc = sql.ref(source.reach === 'names' ? 'e.name_doc' : 'e.doc');
    query = sql<PolicyRow>`select ${columns}, -ts_rank(${doc}, q) as score
      from search_entries e ${fromIndex} ${policy}, to_tsquery('simple', ${source.engine}) q
      where e.user_id = ${owner.userId} and ${ofShared('e', id, worlds)} and ${doc} @@ q and ${inContainer} ${seen}
      limit ${MATCH_BOUND}`;
  } else {
    query = sql<PolicyRow>`select ${columns}, bm25(search_fts, 0.0, 10.0, 1.0) as score
      from search_fts join search_entries e on e.id = search_fts.rowid ${fromIndex} ${policy}
      where search_fts match ${source.engine} and e.user_id = ${owner.userId} and ${ofShared('e', id, worlds)}
        and ${inContainer} ${seen}
      limit ${MATCH_BOUND}`;
  }
  const rows = (await query.execute(owner.db)).rows;
  const placeOf = new Map('entries' in source ? source.entries.map((entry, index) => [entry, index]) : []);
  // One part per answer (a part's name, texts and added fields are rows of their own), at its best score.
  const parts = new Map<string, VisiblePart>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    // Rows from a list of index rows are ranked by their place in it.
    const score = 'entries' in source ? (placeOf.get(Number(row.score)) ?? 0) : Number(row.score ?? 0);
    const known = parts.get(key);
    if (known !== undefined) {
      known.score = Math.min(known.score, score);
      continue;
    }
    const visibility: Visibility = {
      level: row.level as VisibilityLevel,
      named: JSON.parse(row.named) as string[],
    };
    if (mayAccess(viewer, visibility, 'see')) {
      parts.set(key, {
        kind: String(row.kind),
        id: String(row.id),
        name: String(row.name),
        visibility,
        score,
      });
    }
  }
  return [...parts.values()];
}

/** Above every character: `tail < prefix + TOP` ends the range of tails that start with the prefix. */
const TOP = '\u{10FFFF}';
/** The most index rows the names-that-start pass reads before it reads every name instead. */
const STARTS_MAX = 4_096;

/**
 * The names a member's @ list ranks (`suggestAmong`), or undefined when the owner's workspace no longer
 * holds the container (decision 084). The best answers are names that start with what was typed,
 * shortest first: those are read from the @ menu's word index (`suggest_words`, the owner's own), a
 * range of a B-tree in name-length order, a few at a time, each few put through the policy by
 * `readVisibleParts`, until `limit` visible ones and every name as short as the last of them are in
 * hand. Only when fewer than `limit` visible names start with it are all visible names holding it read
 * (`readVisibleNames`), as before.
 */
export async function readSuggestionNames(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
  viewer: Viewer,
  typed: string,
  limit: number,
): Promise<{ kind: string; id: string; name: string }[] | undefined> {
  const record = (await owner.find(recordTables[kind], id)) as Record<string, unknown> | undefined;
  if (record === undefined) return undefined;
  const wanted = foldName(typed.trim());
  const container = { kind, id, name: String(record[recordKind(kind).nameField] ?? '') };
  const worlds = await sharedWorldIds(owner, kind, id);
  const starts = (bound: { limit: number } | { length: number }) =>
    owner.db
      .selectFrom('suggest_words')
      .select(['entry', 'name_length'])
      .where('user_id', '=', owner.userId)
      .where('is_first', '=', 1)
      .where('tail', '>=', wanted)
      .where('tail', '<', `${wanted}${TOP}`)
      .$if('length' in bound, (query) =>
        query.where('name_length', '=', 'length' in bound ? bound.length : 0),
      )
      .$if('limit' in bound, (query) =>
        query.orderBy('name_length').limit('limit' in bound ? bound.limit : 0),
      )
      .execute();
  for (let read = 4 * limit; read <= STARTS_MAX; read *= 4) {
    const rows = await starts({ limit: read });
    const lengthOf = new Map(rows.map((row) => [Number(row.entry), Number(row.name_length)]));
    const found = await readVisibleParts(
      owner,
      kind,
      id,
      viewer,
      { entries: rows.map((row) => Number(row.entry)) },
      worlds,
    );
    const isAll = rows.length < read;
    if (found.length < limit && isAll) break;
    if (found.length < limit) continue;
    // Every name as long as the `limit`-th shortest, so names of one length are ranked by the one rule.
    const lengths = found.map((part) => part.name.length).sort((a, b) => a - b);
    const longest = lengths[limit - 1] ?? 0;
    const last = Number(rows.at(-1)?.name_length ?? 0);
    let kept = found;
    if (!isAll && longest >= last) {
      const same = await starts({ length: longest });
      const more = same.map((row) => Number(row.entry)).filter((entry) => !lengthOf.has(entry));
      kept = [...found];
      for (let at = 0; at < more.length; at += STARTS_MAX) {
        const entries = more.slice(at, at + STARTS_MAX);
        kept.push(...(await readVisibleParts(owner, kind, id, viewer, { entries }, worlds)));
      }
    }
    return [container, ...kept.map((part) => ({ kind: part.kind, id: part.id, name: part.name }))];
  }
  return readVisibleNames(owner, kind, id, viewer, foldForSearch(typed));
}
