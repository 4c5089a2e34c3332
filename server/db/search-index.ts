import { sql } from 'kysely';
import { SEARCH_WINDOW, type SearchHit, type SearchParams, type SearchResult } from '../../common/api/search';
import {
  chapterTextDocument,
  partDocument,
  recordDocument,
  type SearchDocument,
} from '../../common/search/documents';
import { foldForSearch, searchWords } from '../../common/search/normalize';
import {
  matchRanges,
  parseSearchQuery,
  type SearchQuery,
  type SearchTerm,
  typoBudget,
} from '../../common/search/query';
import { type Candidate, rankCandidates, snippetOf } from '../../common/search/rank';
import {
  type EntityKind,
  type EntityRef,
  type EntitySummary,
  entityKey,
  isRecordKind,
  isStandIn,
} from '../../common/workspace/entities';
import { type RecordKind, recordKind, recordKinds } from '../../common/workspace/kinds';
import type { StoredPart } from '../../common/workspace/store';
import { createCustomFieldStore, fieldSearchText } from './custom-field-store';
import type { DatabaseKind } from './database';
import { resolveEntities } from './entity-store';
import { recordTables } from './record-store';
import { ownerToken } from './search-owner';
import { type Alternatives, typoAlternatives } from './search-typos';
import { writeSuggestWords } from './suggest-index';
import type { WorkspaceStore } from './workspace-store-type';
import { fromRow, type TableSpec, type WorkspaceDb } from './workspace-tables';

// The search index (issue 14, decision 030): written by the stores that write records, parts and
// chapter texts, in their transaction, so a search never sees a stale or half-written workspace; read by
// `searchWorkspace` through SQLite's FTS5 or PostgreSQL's full-text search, then ranked by the one rule
// in common/search/rank.ts. Every read and write names the owner: another user's rows never match.

/** Bumped when what is indexed changes: a server finding an older index rebuilds it at start. */
export const SEARCH_INDEX_VERSION = '3';
/** Rows per insert, well under both databases' bind-parameter limits. */
const BATCH = 50;

export { ownerToken };

function rowOf(userId: string, doc: SearchDocument) {
  return {
    user_id: userId,
    kind: doc.kind,
    entry_id: doc.id,
    field: doc.field,
    parent_kind: doc.parentKind,
    parent_id: doc.parentId,
    name: doc.name,
    text: doc.text,
    owner: ownerToken(userId),
    title: foldForSearch(doc.name),
    body: foldForSearch(doc.text),
  };
}

/**
 * Writes documents into the index, replacing their earlier rows; a document whose name, text and place
 * did not change is left as it is (no re-indexing on a save that changed a status). A new name is
 * carried to the entity's other rows (a chapter's text row shows the chapter's name).
 */
export async function writeSearchDocuments(
  db: WorkspaceDb,
  userId: string,
  docs: readonly SearchDocument[],
): Promise<void> {
  if (docs.length === 0) return;
  for (let index = 0; index < docs.length; index += BATCH) {
    const batch = docs.slice(index, index + BATCH);
    const known = await db
      .selectFrom('search_entries')
      .select(['kind', 'entry_id', 'field', 'name', 'text', 'parent_id'])
      .where('user_id', '=', userId)
      .where(
        'entry_id',
        'in',
        batch.map((doc) => doc.id),
      )
      .execute();
    const stored = new Map(known.map((row) => [`${row.kind}:${row.entry_id}:${row.field}`, row]));
    const changed = batch.filter((doc) => {
      const row = stored.get(`${doc.kind}:${doc.id}:${doc.field}`);
      return (
        row === undefined || row.name !== doc.name || row.text !== doc.text || row.parent_id !== doc.parentId
      );
    });
    if (changed.length === 0) continue;
    const written = await db
      .insertInto('search_entries')
      .values(changed.map((doc) => rowOf(userId, doc)))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind', 'entry_id', 'field']).doUpdateSet((eb) => ({
          parent_kind: eb.ref('excluded.parent_kind'),
          parent_id: eb.ref('excluded.parent_id'),
          name: eb.ref('excluded.name'),
          text: eb.ref('excluded.text'),
          title: eb.ref('excluded.title'),
          body: eb.ref('excluded.body'),
        })),
      )
      .returning(['id', 'kind', 'entry_id', 'field', 'name'])
      .execute();
    // The @ menu's words of each new name, and of each name that changed (its old words go first).
    const named = written.filter((row) => {
      const before = stored.get(`${row.kind}:${row.entry_id}:${row.field}`);
      return row.field === 'main' && before?.name !== row.name;
    });
    await writeSuggestWords(
      db,
      userId,
      named.map((row) => ({
        id: Number(row.id),
        name: row.name,
        isNew: !stored.has(`${row.kind}:${row.entry_id}:${row.field}`),
      })),
    );
    // A renamed entry's other rows take its new name: one statement per kind and name (a character's
    // appearances, renamed together, are one).
    const renamed = new Map<string, { kind: string; name: string; ids: string[] }>();
    for (const doc of changed) {
      const before = stored.get(`${doc.kind}:${doc.id}:${doc.field}`);
      if (doc.field !== 'main' || before === undefined || before.name === doc.name) continue;
      const key = `${doc.kind}\u0000${doc.name}`;
      const group = renamed.get(key) ?? { kind: doc.kind, name: doc.name, ids: [] };
      group.ids.push(doc.id);
      renamed.set(key, group);
    }
    for (const { kind, name, ids } of renamed.values()) {
      await db
        .updateTable('search_entries')
        .set({ name, title: foldForSearch(name) })
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('entry_id', 'in', ids)
        .where('field', '<>', 'main')
        .execute();
    }
    await addTerms(db, userId, changed);
  }
}

/** The words of names, kept for forgiving typing mistakes (only words long enough to forgive one). */
async function addTerms(db: WorkspaceDb, userId: string, docs: readonly SearchDocument[]): Promise<void> {
  const terms = new Set<string>();
  for (const doc of docs) {
    for (const word of searchWords(doc.name)) if (typoBudget(word) > 0) terms.add(word);
  }
  const list = [...terms];
  for (let index = 0; index < list.length; index += 200) {
    await db
      .insertInto('search_terms')
      .values(list.slice(index, index + 200).map((term) => ({ user_id: userId, term })))
      .onConflict((conflict) => conflict.columns(['user_id', 'term']).doNothing())
      .execute();
  }
}

/** Removes the rows of these records (one kind) or parts (any part kind) from the index. */
export async function removeSearchEntries(
  db: WorkspaceDb,
  userId: string,
  kind: RecordKind | 'parts',
  ids: readonly string[],
): Promise<void> {
  for (let index = 0; index < ids.length; index += 500) {
    await db
      .deleteFrom('search_entries')
      .where('user_id', '=', userId)
      .where('entry_id', 'in', ids.slice(index, index + 500))
      .$if(kind === 'parts', (query) => query.where('kind', 'like', '%/%'))
      .$if(kind !== 'parts', (query) => query.where('kind', '=', kind))
      .execute();
  }
}

/** The records' documents, for a kind whose declaration says it is searched (kinds.ts). */
export const recordSearchDocuments = (kind: RecordKind, records: readonly object[]) =>
  recordKind(kind).isSearched
    ? records.map((record) => recordDocument(kind, record as Record<string, unknown>))
    : [];
export const partSearchDocuments = (parts: readonly StoredPart[]) => parts.map(partDocument);

/** Indexes a chapter's text under the chapter (its name read from the chapter's row). */
export async function writeChapterTextDocument(
  db: WorkspaceDb,
  userId: string,
  novelId: string,
  chapterId: string,
  plainText: string,
): Promise<void> {
  const chapter = await db
    .selectFrom('parts')
    .select('name')
    .where('user_id', '=', userId)
    .where('id', '=', chapterId)
    .executeTakeFirst();
  await writeSearchDocuments(db, userId, [
    chapterTextDocument(novelId, chapterId, chapter?.name ?? '', plainText),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// Rebuilding

/** Empties and refills one user's index from what they store (the rebuild command, a server at start). */
export async function rebuildUserIndex(store: WorkspaceStore): Promise<number> {
  const { db, userId } = store;
  await db.deleteFrom('search_entries').where('user_id', '=', userId).execute();
  await db.deleteFrom('search_terms').where('user_id', '=', userId).execute();
  let count = 0;
  for (const kind of recordKinds) {
    const table = recordTables[kind] as TableSpec<{ id: string }>;
    const records = await store.list(table);
    await writeSearchDocuments(db, userId, recordSearchDocuments(kind, records));
    count += records.length;
    if (recordKind(kind).parts !== undefined && records.length > 0) {
      const parts = await store.parts().listPartsOf(records.map((record) => record.id));
      await writeSearchDocuments(db, userId, partSearchDocuments(parts));
      count += parts.length;
    }
  }
  const texts = await db
    .selectFrom('chapter_texts')
    .select(['novel_id', 'chapter_id', 'plain_text'])
    .where('user_id', '=', userId)
    .execute();
  for (const text of texts) {
    await writeChapterTextDocument(db, userId, text.novel_id, text.chapter_id, text.plain_text);
  }
  const valued = await db
    .selectFrom('field_values')
    .select('thing_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  await writeFieldDocuments(
    store,
    valued.map((row) => row.thing_id),
  );
  return count;
}

/**
 * Indexes the added fields' values of these things (decision 063) as a document of each beside its own,
 * placed and named as its own entry is (a thing the index does not hold is left out).
 */
export async function writeFieldDocuments(store: WorkspaceStore, thingIds: readonly string[]): Promise<void> {
  const { db, userId } = store;
  const fields = createCustomFieldStore(store);
  const definitions = await fields.listFields();
  for (let at = 0; at < thingIds.length; at += 500) {
    const ids = thingIds.slice(at, at + 500);
    const [mains, values] = await Promise.all([
      db
        .selectFrom('search_entries')
        .select(['kind', 'entry_id', 'name', 'parent_kind', 'parent_id'])
        .where('user_id', '=', userId)
        .where('entry_id', 'in', ids)
        .where('field', '=', 'main')
        .execute(),
      fields.valuesOf({ thingIds: ids }),
    ]);
    const docs = mains.map(
      (main): SearchDocument => ({
        kind: main.kind as EntityKind,
        id: main.entry_id,
        field: 'fields',
        parentKind: (main.parent_kind ?? null) as EntityKind | null,
        parentId: main.parent_id,
        name: main.name,
        text: fieldSearchText(
          definitions,
          values.filter((entry) => entry.thingId === main.entry_id && entry.thingKind === main.kind),
        ),
      }),
    );
    await writeSearchDocuments(db, userId, docs);
  }
}

/** Whether the stored index was built by this version of the server. */
export async function isSearchIndexCurrent(db: WorkspaceDb): Promise<boolean> {
  const row = await db
    .selectFrom('search_meta')
    .select('value')
    .where('key', '=', 'version')
    .executeTakeFirst();
  return row?.value === SEARCH_INDEX_VERSION;
}

export async function markSearchIndexCurrent(db: WorkspaceDb): Promise<void> {
  await db
    .insertInto('search_meta')
    .values({ key: 'version', value: SEARCH_INDEX_VERSION })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: SEARCH_INDEX_VERSION }))
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Searching

/** A term as FTS5 reads it: quoted letters and digits only (query.ts guarantees nothing else). */
function ftsTerm(term: SearchTerm): string {
  if (term.kind === 'phrase') return `"${term.words.join(' ')}"`;
  return term.isPrefix ? `"${term.word}" *` : `"${term.word}"`;
}

/** A term as PostgreSQL's to_tsquery reads it (letters and digits only: nothing else can be syntax). */
function tsTerm(term: SearchTerm): string {
  if (term.kind === 'phrase') return `(${term.words.join(' <-> ')})`;
  return term.isPrefix ? `${term.word}:*` : term.word;
}

/**
 * The phrases' neighbouring words as PostgreSQL's pairs index holds them (migration 0056), every pair of
 * every phrase, or `*` (the rows too long to hold their pairs, checked the old way); null without a
 * phrase of two words or more. Words are folded letters and digits, so nothing in them is syntax.
 */
export function pairsQuery(query: SearchQuery): string | null {
  const pairs = new Set<string>();
  for (const term of query.terms) {
    if (term.kind !== 'phrase') continue;
    for (let index = 1; index < term.words.length; index += 1) {
      pairs.add(`'${term.words[index - 1]}_${term.words[index]}'`);
    }
  }
  return pairs.size === 0 ? null : `(${[...pairs].join(' & ')}) | '*'`;
}

/** Where a query looks: names and texts, or names only (the names-first pass, forgiven typing mistakes). */
export type Reach = 'all' | 'names';

/** The engine's text of a query for one user (FTS5's match, or PostgreSQL's `to_tsquery`). */
export function engineQuery(
  kind: DatabaseKind,
  userId: string,
  query: SearchQuery,
  reach: Reach,
  alternatives?: Alternatives,
): string {
  if (kind === 'postgres') {
    // Names are their own column (`name_doc`), so no weights are needed to keep to them.
    return query.terms
      .map((term, index) => {
        const others = alternatives?.get(index);
        return others === undefined ? tsTerm(term) : `(${others.join(' | ')})`;
      })
      .join(' & ');
  }
  const terms = query.terms
    .map((term, index) => {
      const others = alternatives?.get(index);
      return others === undefined ? ftsTerm(term) : `(${others.map((word) => `"${word}"`).join(' OR ')})`;
    })
    .join(' AND ');
  const columns = reach === 'names' ? 'title' : '{title body}';
  return `owner : "${ownerToken(userId)}" AND ${columns} : (${terms})`;
}

type Found = {
  id: number;
  kind: string;
  entry_id: string;
  field: string;
  name: string;
  parent_kind: string | null;
  parent_id: string | null;
  score: number;
};

/**
 * The most matching rows one pass reads. A word in half the workspace matches tens of thousands of
 * rows; scoring them all costs more than the answer is worth, so a pass scores the first this many
 * (in the engine's storage order) and says when there were more. Names are read in a pass of their own,
 * so a name that matches is never lost behind texts.
 */
export const MATCH_BOUND = 1_000;

/** The records and novels/campaigns whose rows a scope holds (its containers), and the scope itself. */ async function scopeContainers(
  store: WorkspaceStore,
  scope: NonNullable<SearchParams['scope']>,
) {
  const { db, userId } = store;
  const ids = [scope.id];
  if (scope.kind === 'universe') {
    for (const table of ['worlds', 'novels', 'campaigns'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('user_id', '=', userId)
        .where('universe_id', '=', scope.id)
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
  }
  const timelines = await db
    .selectFrom('timelines')
    .select('id')
    .where('user_id', '=', userId)
    .where('entity_id', 'in', ids)
    .execute();
  ids.push(...timelines.map((row) => row.id));
  return ids;
}

type Filters = {
  kind?: EntityKind | undefined;
  containers?: string[] | undefined;
  scope?: EntityRef | undefined;
};

/** The conditions on index rows: the owner always, then the kind and the scope asked for. */
function rowConditions(userId: string, filters: Filters) {
  const parts = [sql`e.user_id = ${userId}`];
  if (filters.kind !== undefined) parts.push(sql`e.kind = ${filters.kind}`);
  if (filters.containers !== undefined && filters.scope !== undefined) {
    parts.push(
      sql`(e.parent_id in (${sql.join(filters.containers)}) or (e.kind = ${filters.scope.kind} and e.entry_id = ${filters.scope.id}))`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * One pass of the engine: what it looks for, where, and among which rows; on PostgreSQL, the phrases'
 * pairs (`pairsQuery`) when it looks in texts.
 */
type Pass = { text: string; reach: Reach; filters: Filters; pairs?: string | null };

/**
 * Each pass: at most `MATCH_BOUND` matching rows of the user's, scored by the engine (lower is better).
 */
async function runEngines(store: WorkspaceStore, passes: readonly Pass[]): Promise<Found[][]> {
  const { db, userId } = store;
  if (store.kind === 'postgres') {
    // Every pass in one statement: each a call of `search_pass` (migration 0025) or, for a phrase's text
    // pass, `search_phrase_pass` (0056), which keep to the GIN
    // indexes; a search's time on PostgreSQL is mostly its round trips.
    const calls = passes.map(({ text, reach, filters, pairs }) => {
      const isScoped = filters.containers !== undefined && filters.scope !== undefined;
      const containers = isScoped ? filters.containers : null;
      const scopeKind = isScoped ? filters.scope?.kind : null;
      const scopeId = isScoped ? filters.scope?.id : null;
      // A phrase's text pass reads the rows holding its neighbouring words (migration 0056).
      if (reach === 'all' && pairs != null) {
        return sql`select * from search_phrase_pass(${userId}, ${text}, ${filters.kind ?? null},
          ${containers}, ${scopeKind}, ${scopeId}, ${MATCH_BOUND}, ${pairs})`;
      }
      return sql`select * from search_pass(${userId}, ${text}, ${reach === 'names'}, ${filters.kind ?? null},
        ${containers}, ${scopeKind}, ${scopeId}, ${MATCH_BOUND})`;
    });
    const selects = calls.map((call, index) => sql`select ${sql.lit(index)} as pass, p.* from (${call}) p`);
    const result = await sql<Found & { pass: number }>`${sql.join(selects, sql` union all `)}`.execute(db);
    const found = passes.map((): Found[] => []);
    for (const { pass, ...row } of result.rows) {
      found[Number(pass)]?.push({ ...row, id: Number(row.id), score: Number(row.score) });
    }
    return found;
  }
  const found: Found[][] = [];
  for (const pass of passes) {
    const result = await sql<Found>`
      select e.id, e.kind, e.entry_id, e.field, e.name, e.parent_kind, e.parent_id,
        bm25(search_fts, 0.0, 10.0, 1.0) as score
      from search_fts join search_entries e on e.id = search_fts.rowid
      where search_fts match ${pass.text} and ${rowConditions(userId, pass.filters)}
      limit ${MATCH_BOUND}`.execute(db);
    found.push(result.rows);
  }
  return found;
}

/** Distinct entities per kind among rows. */
function countKinds(rows: readonly Found[]): Map<string, number> {
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.kind}:${row.entry_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  }
  return counts;
}

/** What each appearance among these rows stands for (its character or item), by the row's key. */
async function standInTargets(store: WorkspaceStore, rows: readonly Found[]): Promise<Map<string, Found>> {
  const ids = [
    ...new Set(rows.filter((row) => isStandIn(row.kind as EntityKind)).map((row) => row.entry_id)),
  ];
  if (ids.length === 0) return new Map();
  const links = await store.db
    .selectFrom('parts')
    .select(['id', 'kind', 'link_id'])
    .where('user_id', '=', store.userId)
    .where('id', 'in', ids)
    .execute();
  const rowOf = new Map(rows.map((row) => [`${row.kind}:${row.entry_id}`, row]));
  const targets = new Map<string, Found>();
  for (const link of links) {
    if (link.link_id === null) continue;
    const row = rowOf.get(`${link.kind}:${link.id}`);
    if (row === undefined) continue;
    // The record's own entry tells its place (describeHits reads it when the row has none).
    targets.set(`${link.kind}:${link.id}`, {
      ...row,
      kind: link.kind === 'campaigns/items' ? 'item' : 'character',
      entry_id: link.link_id,
      field: 'text',
      parent_kind: null,
      parent_id: null,
    });
  }
  return targets;
}

/**
 * Ranked hits with each appearance as the character or item it stands for, once, at the best place any
 * of them reached (decision 061): search lists one Mira, not one per story she is in.
 */
async function foldStandIns<T extends { item: Found }>(
  store: WorkspaceStore,
  ranked: readonly T[],
): Promise<T[]> {
  const targets = await standInTargets(
    store,
    ranked.map((entry) => entry.item),
  );
  if (targets.size === 0) return [...ranked];
  const seen = new Set<string>();
  const folded: T[] = [];
  for (const entry of ranked) {
    const item = targets.get(`${entry.item.kind}:${entry.item.entry_id}`) ?? entry.item;
    const key = `${item.kind}:${item.entry_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    folded.push(item === entry.item ? entry : { ...entry, item });
  }
  return folded;
}

/** Matching rows with each appearance's row as its character's or item's (for the counts per kind). */
async function foldStandInRows(store: WorkspaceStore, rows: readonly Found[]): Promise<Found[]> {
  const targets = await standInTargets(store, rows);
  return rows.map((row) => targets.get(`${row.kind}:${row.entry_id}`) ?? row);
}

/** The query with each forgiven word's alternatives as words of their own (for highlighting). */
function widened(query: SearchQuery, alternatives: Alternatives | undefined): SearchQuery {
  if (alternatives === undefined) return query;
  const extra: SearchTerm[] = [...alternatives.values()]
    .flat()
    .map((word) => ({ kind: 'word', word, isPrefix: false }));
  return { terms: [...query.terms, ...extra] };
}

/**
 * The signed-in user's records and parts matching `params.q`: the engine's best `SEARCH_WINDOW` rows,
 * ranked by common/search/rank.ts, paged by `offset` and `limit`, each with its place, a snippet and
 * highlights; names with a typing mistake forgiven when the words as typed find too little.
 */
export async function searchWorkspace(store: WorkspaceStore, params: SearchParams): Promise<SearchResult> {
  const limit = params.limit ?? 20;
  const offset = params.offset ?? 0;
  const query = parseSearchQuery(params.q);
  const read = params.q.slice(0, 200);
  if (query.terms.length === 0) return { query: read, total: 0, isTotalCapped: false, counts: {}, hits: [] };
  const scope = params.scope as EntityRef | undefined;
  const containers = params.scope === undefined ? undefined : await scopeContainers(store, params.scope);
  const filters: Filters = { kind: params.kind, containers, scope };
  const { kind: dbKind, userId } = store;
  // Names first (all of them, up to the bound), then names and texts; and when a kind is asked for, the
  // matches of every kind, as counts per kind are of the matches before the kind filter (so the filter
  // shows what the others hold).
  const all = engineQuery(dbKind, userId, query, 'all');
  const pairs = pairsQuery(query);
  const [names = [], everything = [], unfiltered] = await runEngines(store, [
    { text: engineQuery(dbKind, userId, query, 'names'), reach: 'names', filters },
    { text: all, reach: 'all', filters, pairs },
    ...(params.kind === undefined
      ? []
      : [{ text: all, reach: 'all' as const, filters: { ...filters, kind: undefined }, pairs }]),
  ]);
  const byId = new Map<number, Found>();
  for (const row of [...names, ...everything]) {
    const known = byId.get(row.id);
    if (known === undefined || row.score < known.score) byId.set(row.id, row);
  }
  const found = [...byId.values()].sort((a, b) => a.score - b.score).slice(0, SEARCH_WINDOW);
  const candidates: Candidate<Found>[] = found.map((row, index) => ({
    item: row,
    name: row.name,
    text: '',
    engineRank: index,
    isTypo: false,
  }));
  let typoWords: Alternatives | undefined;
  if (found.length < offset + limit) {
    typoWords = await typoAlternatives(store, query);
    if (typoWords !== undefined) {
      const [typo = []] = await runEngines(store, [
        { text: engineQuery(dbKind, userId, query, 'names', typoWords), reach: 'names', filters },
      ]);
      for (const row of typo.sort((a, b) => a.score - b.score)) {
        if (byId.has(row.id)) continue;
        byId.set(row.id, row);
        candidates.push({ item: row, name: row.name, text: '', engineRank: candidates.length, isTypo: true });
      }
    }
  }
  const ranked = await foldStandIns(
    store,
    rankCandidates(candidates, query, (row) => `${row.kind}:${row.entry_id}`),
  );
  const counted = await foldStandInRows(store, unfiltered ?? everything);
  const counts = countKinds(counted);
  const typoOnly = ranked.filter((entry) => entry.isTypo);
  for (const entry of typoOnly) counts.set(entry.item.kind, (counts.get(entry.item.kind) ?? 0) + 1);
  const page = ranked.slice(offset, offset + limit);
  const hits = await describeHits(
    store,
    page.map((entry) => entry.item),
    widened(query, typoWords),
  );
  const total =
    params.kind === undefined ? [...counts.values()].reduce((sum, count) => sum + count, 0) : ranked.length;
  return {
    query: read,
    total,
    isTotalCapped: counted.length >= MATCH_BOUND || everything.length >= MATCH_BOUND,
    counts: Object.fromEntries(counts) as SearchResult['counts'],
    hits: hits.map((hit, index) => ({ ...hit, match: page[index]?.match ?? 'text' })),
  };
}

/** Each hit as the browser shows it: its summary now, its place, a snippet of its matched text. */
async function describeHits(
  store: WorkspaceStore,
  rows: readonly Found[],
  query: SearchQuery,
): Promise<Omit<SearchHit, 'match'>[]> {
  if (rows.length === 0) return [];
  const refs = rows.map((row) => ({ kind: row.kind as EntityKind, id: row.entry_id }));
  // A hit found by its own row knows its place already; the others learn it from their entries.
  const placeOf = new Map<string, EntityRef>();
  for (const row of rows) {
    if (row.parent_kind !== null && row.parent_id !== null && row.field === 'main') {
      placeOf.set(`${row.kind}:${row.entry_id}`, { kind: row.parent_kind as EntityKind, id: row.parent_id });
    }
  }
  const knownPlaces = [...placeOf.values()];
  // Reads that do not wait on each other go together: on PostgreSQL each read is a round trip.
  const [entries, summaries, placesKnown] = await Promise.all([
    store.db
      .selectFrom('search_entries')
      .select(['kind', 'entry_id', 'field', 'parent_kind', 'parent_id', 'text'])
      .where('user_id', '=', store.userId)
      .where(
        'entry_id',
        'in',
        rows.map((row) => row.entry_id),
      )
      .execute(),
    resolveEntities(store, refs),
    resolveEntities(store, knownPlaces),
  ]);
  const textOf = new Map<string, string>();
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.entry_id}`;
    if (
      !placeOf.has(key) &&
      entry.parent_kind !== null &&
      entry.parent_id !== null &&
      entry.field === 'main'
    ) {
      placeOf.set(key, { kind: entry.parent_kind as EntityKind, id: entry.parent_id });
    }
    // The text shown is the first of the entity's texts that matches.
    if (!textOf.has(key) && matchRanges(entry.text, query).length > 0) textOf.set(key, entry.text);
  }
  const known = new Set(knownPlaces);
  const places = [
    ...placesKnown,
    ...(await resolveEntities(
      store,
      [...placeOf.values()].filter((place) => !known.has(place)),
    )),
  ];
  const summaryOf = new Map(summaries.map((summary) => [entityKey(summary), summary]));
  const placeName = new Map(places.map((place) => [entityKey(place), place.name]));
  return rows.map((row) => {
    const key = `${row.kind}:${row.entry_id}`;
    const summary: EntitySummary = summaryOf.get(key) ?? {
      kind: row.kind as EntityKind,
      id: row.entry_id,
      name: row.name,
    };
    const place = placeOf.get(key);
    const { snippet, ranges } = snippetOf(textOf.get(key) ?? '', query);
    return {
      ...summary,
      place: place === undefined ? '' : (placeName.get(entityKey(place)) ?? ''),
      nameRanges: matchRanges(summary.name, query),
      snippet,
      snippetRanges: ranges,
    };
  });
}

/** Reads one record of a kind as the index sees it (after a change of its columns by filter). */
export async function reindexRecords(
  store: WorkspaceStore,
  kind: RecordKind,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0 || !isRecordKind(kind)) return;
  const table = recordTables[kind];
  const rows = await store.db
    .selectFrom(table.table)
    .selectAll()
    .where('user_id', '=', store.userId)
    .where('id', 'in', [...ids])
    .execute();
  await writeSearchDocuments(
    store.db,
    store.userId,
    recordSearchDocuments(
      kind,
      rows.map((row) => fromRow(table, row as Record<string, unknown>)),
    ),
  );
}
