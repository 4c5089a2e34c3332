import { isAppearanceKind } from '../../common/workspace/cast';
import {
  type EntityKind,
  type EntityRef,
  type EntitySummary,
  entityKey,
  foldName,
  isRecordKind,
  isStandIn,
  rankByName,
} from '../../common/workspace/entities';
import { describingText, firstSentence } from '../../common/workspace/first-sentence';
import { type RecordKind, recordKind, recordKinds } from '../../common/workspace/kinds';
import { partKind } from '../../common/workspace/part-kinds';
import { partPicture } from '../../common/workspace/pictures';
import { columnOf, recordTables } from './record-store';
import { namesHolding } from './suggest-index';
import type { WorkspaceStore } from './workspace-store-type';
import { nameOf } from './workspace-tables';

// Records and parts by kind and id, as mentions and relations name them: their names now and where
// their pages live (resolve), and found by name as a person types (suggest). Only the caller's rows.

type RecordColumns = { name: string; parent?: string; universe?: string };

/** A kind's name column, and the columns that place its page (kinds.ts). */
function columnsOf(kind: RecordKind): RecordColumns {
  const { nameField, parentField, links } = recordKind(kind);
  return {
    name: columnOf(kind, nameField),
    ...(parentField === undefined ? {} : { parent: columnOf(kind, parentField) }),
    ...(links.some((link) => link.field === 'universeId') ? { universe: columnOf(kind, 'universeId') } : {}),
  };
}

const textOrUndefined = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

async function worldUniverses(
  store: WorkspaceStore,
  worldIds: readonly string[],
): Promise<Map<string, string>> {
  if (worldIds.length === 0) return new Map();
  const rows = await store.db
    .selectFrom('worlds')
    .select(['id', 'universe_id'])
    .where('user_id', '=', store.userId)
    .where('id', 'in', [...new Set(worldIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.universe_id]));
}

/** What `resolveEntities` adds to each summary when asked. */
export type ResolveOptions = { summaries?: boolean };

async function recordSummaries(
  store: WorkspaceStore,
  kind: RecordKind,
  ids: readonly string[],
  options: ResolveOptions,
): Promise<EntitySummary[]> {
  const columns = columnsOf(kind);
  const describedBy = options.summaries
    ? recordTables[kind].columns.find(([field]) => field === 'description')?.[1]
    : undefined;
  const rows = await store.db
    .selectFrom(nameOf(recordTables[kind]))
    .select(['id', `${columns.name} as name`])
    .$if(columns.parent !== undefined, (query) => query.select(`${columns.parent} as parent_id`))
    .$if(columns.universe !== undefined, (query) => query.select(`${columns.universe} as universe_id`))
    // A character's portrait shows in its mentions' previews (decision 061).
    .$if(kind === 'character', (query) => query.select('portrait_url as image_url'))
    .$if(describedBy !== undefined, (query) => query.select(`${describedBy} as description`))
    .where('user_id', '=', store.userId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return (rows as Record<string, unknown>[]).map((row) => ({
    kind,
    id: String(row.id),
    name: String(row.name),
    parentId: textOrUndefined(row.parent_id),
    universeId: textOrUndefined(row.universe_id),
    ...(textOrUndefined(row.image_url) === undefined ? {} : { imageUrl: textOrUndefined(row.image_url) }),
    ...(options.summaries ? { summary: firstSentence(describingText(row)) } : {}),
  }));
}

async function partSummaries(
  store: WorkspaceStore,
  refs: readonly EntityRef[],
  partIds: readonly string[],
  options: ResolveOptions,
): Promise<EntitySummary[]> {
  const wanted = new Set(refs.filter((ref) => !isRecordKind(ref.kind)).map((ref) => `${ref.kind}:${ref.id}`));
  const rows = await store.db
    .selectFrom('parts')
    .select(['id', 'kind', 'parent_id', 'name', 'data', 'link_id'])
    .where('user_id', '=', store.userId)
    .where('id', 'in', [...new Set(partIds)])
    .execute();
  const portraits = await characterPortraits(
    store,
    rows
      .filter((row) => isAppearanceKind(row.kind) && row.link_id !== null)
      .map((row) => row.link_id as string),
  );
  const worlds = await worldUniverses(
    store,
    rows.filter((row) => row.kind.startsWith('worlds/')).map((row) => row.parent_id),
  );
  const texts = options.summaries
    ? await describingTexts(
        store,
        rows.map((row) => row.id),
      )
    : new Map<string, Record<string, string>>();
  return rows
    .filter((row) => wanted.has(`${row.kind}:${row.id}`))
    .map((row) => {
      const data = { ...parseData(row.data), ...texts.get(row.id) };
      return {
        kind: row.kind as EntityKind,
        id: row.id,
        name: row.name,
        parentId: row.parent_id,
        universeId: partKind(row.kind).parent === 'worlds' ? worlds.get(row.parent_id) : undefined,
        ...pictureEntry(partPicture(row.kind, data, (id) => portraits.get(id))),
        ...(options.summaries ? { summary: firstSentence(describingText(data)) } : {}),
      };
    });
}

/** The long texts a part is summed up from (its description, summary, content: `part_texts`), by part. */
async function describingTexts(
  store: WorkspaceStore,
  partIds: readonly string[],
): Promise<Map<string, Record<string, string>>> {
  if (partIds.length === 0) return new Map();
  const rows = await store.db
    .selectFrom('part_texts')
    .select(['part_id', 'field', 'body'])
    .where('user_id', '=', store.userId)
    .where('part_id', 'in', [...new Set(partIds)])
    .where('field', 'in', ['description', 'summary', 'content'])
    .execute();
  const texts = new Map<string, Record<string, string>>();
  for (const row of rows) texts.set(row.part_id, { ...texts.get(row.part_id), [row.field]: row.body });
  return texts;
}

const pictureEntry = (imageUrl: string | undefined) => (imageUrl === undefined ? {} : { imageUrl });

function parseData(data: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The portraits of the characters named, by id (an appearance is drawn with its character's). */
async function characterPortraits(
  store: WorkspaceStore,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await store.db
    .selectFrom('reference_characters')
    .select(['id', 'portrait_url'])
    .where('user_id', '=', store.userId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.flatMap((row) => (row.portrait_url ? [[row.id, row.portrait_url] as const] : [])));
}

/** The records and parts named, as they are now; those not in this workspace are left out. */
export async function resolveEntities(
  store: WorkspaceStore,
  refs: readonly EntityRef[],
  options: ResolveOptions = {},
): Promise<EntitySummary[]> {
  const byKind = new Map<EntityKind, string[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  const partIds = [...byKind].flatMap(([kind, ids]) => (isRecordKind(kind) ? [] : ids));
  // One read per kind, all at once: on PostgreSQL each is a round trip, and they do not wait on each other.
  const reads = [...byKind].flatMap(([kind, ids]) =>
    isRecordKind(kind) ? [recordSummaries(store, kind, ids, options)] : [],
  );
  if (partIds.length > 0) reads.push(partSummaries(store, refs, partIds, options));
  const found = (await Promise.all(reads)).flat();
  // A location's page lives in its world, under the world's universe.
  const locations = found.filter((entry) => entry.kind === 'location' && entry.parentId !== undefined);
  const locationWorlds = await worldUniverses(
    store,
    locations.map((entry) => entry.parentId as string),
  );
  for (const entry of locations) entry.universeId = locationWorlds.get(entry.parentId as string);
  return found;
}

export type Suggestion = EntitySummary & { rank: number; place: string };

/**
 * Records and parts whose name contains what was typed (case-insensitive), best first: whole name,
 * then start of the name, then start of a word, then anywhere; shorter names first within each. At most
 * `limit` of them, and at most `perKind` of one kind so one long list cannot crowd out the others.
 * Candidates come from the suggestion index (server/db/suggest-index.ts); only the few shown are looked
 * up further, for what places their pages.
 */
export async function suggestEntities(
  store: WorkspaceStore,
  typed: string,
  options: { limit: number; perKind: number },
): Promise<Suggestion[]> {
  const trimmed = typed.trim();
  const wanted = foldName(trimmed);
  if (wanted === '') return [];
  // Records before parts, in the kinds' order, so equal names keep the order they always had.
  const kindOrder = (kind: EntityKind) => {
    const index = (recordKinds as readonly EntityKind[]).indexOf(kind);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  // An appearance is offered as the character or item it stands for, once (decision 061).
  const candidates = (await namesHolding(store, trimmed, options.limit))
    .filter((entry) => !isStandIn(entry.kind))
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));
  const perKind = new Map<string, number>();
  const kept = rankByName(candidates, wanted, candidates.length).filter((entry) => {
    const count = perKind.get(entry.kind) ?? 0;
    perKind.set(entry.kind, count + 1);
    return count < options.perKind;
  });
  const best = kept.slice(0, options.limit);
  const summaries = new Map(
    (
      await resolveEntities(
        store,
        best.map(({ kind, id }) => ({ kind, id }) as EntityRef),
      )
    ).map((summary) => [entityKey(summary), summary]),
  );
  const places = await placeNames(store, best);
  return best.flatMap((entry) => {
    const summary = summaries.get(entityKey(entry));
    return summary === undefined
      ? []
      : [{ ...summary, place: places.get(entityKey(entry)) ?? '', rank: entry.rank }];
  });
}

/**
 * Where each entity lives, by name (its search entry's parent: a part's record, a character's universe,
 * novel or campaign, a location's world, ...); '' or absent for one that stands alone.
 */
export async function placeNames(
  store: WorkspaceStore,
  refs: readonly EntityRef[],
): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await store.db
    .selectFrom('search_entries')
    .select(['kind', 'entry_id', 'parent_kind', 'parent_id'])
    .where('user_id', '=', store.userId)
    .where('field', '=', 'main')
    .where('entry_id', 'in', [...new Set(refs.map((ref) => ref.id))])
    .execute();
  const wanted = new Set(refs.map(entityKey));
  const parentOf = new Map<string, EntityRef>();
  for (const row of rows) {
    const key = `${row.kind}:${row.entry_id}`;
    if (!wanted.has(key) || row.parent_kind === null || row.parent_id === null) continue;
    parentOf.set(key, { kind: row.parent_kind as EntityKind, id: row.parent_id });
  }
  const parents = await resolveEntities(store, [...parentOf.values()]);
  const nameOf = new Map(parents.map((parent) => [entityKey(parent), parent.name]));
  return new Map(
    [...parentOf].flatMap(([key, parent]) => {
      const name = nameOf.get(entityKey(parent));
      return name === undefined ? [] : [[key, name] as [string, string]];
    }),
  );
}

/** The pages nothing links: records and parts mentioned nowhere that mention nothing themselves. */
export async function unlinkedEntities(
  store: WorkspaceStore,
  options: { limit: number },
): Promise<{ total: number; entities: EntitySummary[] }> {
  const { db, userId } = store;
  const mentioned = (kind: string) =>
    db
      .selectFrom('mentions')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('target_kind', '=', kind);
  const found: EntitySummary[] = [];
  let total = 0;
  for (const kind of recordKinds) {
    const rows = await db
      .selectFrom(nameOf(recordTables[kind]))
      .select(['id', `${columnsOf(kind).name} as name`])
      .where('user_id', '=', userId)
      .where('id', 'not in', mentioned(kind))
      .orderBy(columnsOf(kind).name)
      .execute();
    total += rows.length;
    for (const row of rows as { id: string; name: string }[])
      found.push({ kind, id: row.id, name: row.name });
  }
  const parts = await db
    .selectFrom('parts')
    .select(['id', 'kind', 'parent_id', 'name'])
    .where('user_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mentions')
            .select('mentions.position')
            .where('mentions.user_id', '=', userId)
            .where((eb) =>
              eb.or([
                eb.and([
                  eb('mentions.target_id', '=', eb.ref('parts.id')),
                  eb('mentions.target_kind', '=', eb.ref('parts.kind')),
                ]),
                eb('mentions.source_id', '=', eb.ref('parts.id')),
              ]),
            ),
        ),
      ),
    )
    .orderBy('kind')
    .orderBy('name')
    .execute();
  total += parts.length;
  for (const row of parts) {
    found.push({ kind: row.kind as EntityKind, id: row.id, name: row.name, parentId: row.parent_id });
  }
  const shown = await resolveEntities(store, found.slice(0, options.limit));
  return { total, entities: shown };
}
