import type { SearchHit, SearchParams, SearchResult } from '../../common/api/search';
import { SEARCH_WINDOW } from '../../common/api/search';
import type { Workspace } from '../../common/domain/workspace';
import {
  chapterTextDocument,
  partDocument,
  recordDocument,
  type SearchDocument,
} from '../../common/search/documents';
import { foldForSearch, searchWords } from '../../common/search/normalize';
import {
  isTypoFor,
  matchRanges,
  parseSearchQuery,
  type SearchQuery,
  type SearchTerm,
} from '../../common/search/query';
import { type Candidate, rankCandidates, snippetOf } from '../../common/search/rank';
import { plainTextOf } from '../../common/text/plain-text';
import { type EntityKind, type EntitySummary, entityKey, isStandIn } from '../../common/workspace/entities';
import { recordKind, recordKinds } from '../../common/workspace/kinds';
import { linkIdOf } from '../../common/workspace/store';
import { entitiesOf, type StoredPartWithText, suggestIn } from './in-memory-entities';

// `GET /search` for the in-memory repository (browser tests, decision 034): the same documents
// (common/search/documents.ts), folding, query reading and ranking as the server's index, computed over
// the workspace on each call. The engine's part is a plain scan: every term found among a document's
// folded words (a prefix for the word being typed), its name before its text.

type Doc = SearchDocument & { foldedName: string; foldedText: string };

function documentsOf(ws: Workspace, parts: readonly StoredPartWithText[]): Doc[] {
  const docs: SearchDocument[] = [];
  const lists = ws as unknown as Record<string, readonly Record<string, unknown>[] | undefined>;
  for (const kind of recordKinds.filter((each) => recordKind(each).isSearched)) {
    for (const record of lists[recordKind(kind).collection] ?? []) docs.push(recordDocument(kind, record));
  }
  for (const { part, text } of parts) {
    const doc = partDocument(part);
    docs.push(doc);
    if (text !== null && part.kind === 'novels/chapters') {
      docs.push(chapterTextDocument(part.parentId, part.id, doc.name, plainTextOf(text.doc)));
    }
  }
  return docs.map((doc) => ({
    ...doc,
    foldedName: foldForSearch(doc.name),
    foldedText: foldForSearch(doc.text),
  }));
}

function hasTerm(folded: string, term: SearchTerm): boolean {
  if (term.kind === 'phrase') return ` ${folded} `.includes(` ${term.words.join(' ')} `);
  const words = folded.split(' ');
  return term.isPrefix ? words.some((word) => word.startsWith(term.word)) : words.includes(term.word);
}

/** Whether every term is in the name, or every term is in the name and text together. */
function isFound(doc: Doc, query: SearchQuery): boolean {
  const both = `${doc.foldedName} ${doc.foldedText}`;
  return query.terms.every((term) => hasTerm(both, term));
}

/** A name one of whose words is within a typed word's typing-mistake budget, for every word typed. */
function isTypoOf(doc: Doc, query: SearchQuery): boolean {
  const words = searchWords(doc.name);
  return query.terms.every((term) => {
    if (term.kind === 'phrase') return hasTerm(doc.foldedName, term);
    return words.some((word) => word.startsWith(term.word) || isTypoFor(term, word));
  });
}

/** The query with the name words a typo stands for, so they are highlighted. */
function widened(query: SearchQuery, docs: readonly Doc[]): SearchQuery {
  const extra: SearchTerm[] = [];
  for (const term of query.terms) {
    if (term.kind !== 'word') continue;
    for (const doc of docs) {
      for (const word of searchWords(doc.name)) {
        if (isTypoFor(term, word)) extra.push({ kind: 'word', word, isPrefix: false });
      }
    }
  }
  return extra.length === 0 ? query : { terms: [...query.terms, ...extra] };
}

type Scope = NonNullable<SearchParams['scope']>;

function isInScope(summary: EntitySummary, doc: Doc, scope: Scope | undefined, ws: Workspace): boolean {
  if (scope === undefined) return true;
  if (summary.kind === scope.kind && summary.id === scope.id) return true;
  if (doc.parentKind === scope.kind && doc.parentId === scope.id) return true;
  if (scope.kind !== 'universe') return false;
  if (summary.universeId === scope.id) return true;
  // Timelines and their events sit in a universe through the timeline's owner.
  const timelineId =
    summary.kind === 'event' ? summary.parentId : summary.kind === 'timeline' ? summary.id : null;
  const timeline = ws.timelines.find((entry) => entry.id === timelineId);
  return timeline?.entityType === 'universe' && timeline.entityId === scope.id;
}

/** The main document of the character or item each appearance stands for, by the appearance's key. */
function standInDocs(parts: readonly StoredPartWithText[], docs: readonly Doc[]): Map<string, Doc> {
  const mains = new Map(docs.filter((doc) => doc.field === 'main').map((doc) => [entityKey(doc), doc]));
  const targets = new Map<string, Doc>();
  for (const { part } of parts) {
    const linkId = linkIdOf(part.data);
    if (linkId === null || !isStandIn(part.kind)) continue;
    const target = mains.get(
      entityKey({ kind: part.kind === 'campaigns/items' ? 'item' : 'character', id: linkId }),
    );
    if (target !== undefined) targets.set(entityKey(part), target);
  }
  return targets;
}

/** Ranked hits with each appearance as what it stands for, once, where the best of them ranked (decision 061). */
function foldStandIns<T extends { item: Doc }>(
  ranked: readonly T[],
  standsFor: ReadonlyMap<string, Doc>,
): T[] {
  const seen = new Set<string>();
  const folded: T[] = [];
  for (const entry of ranked) {
    const item = standsFor.get(entityKey(entry.item)) ?? entry.item;
    const key = entityKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    folded.push(item === entry.item ? entry : { ...entry, item, text: '' });
  }
  return folded;
}

/**
 * The @ menu as `GET /entities/suggest` answers it: appearances left out (their character or item is
 * offered), each with the name of where it lives.
 */
export function suggestWithPlaces(
  ws: Workspace,
  parts: readonly StoredPartWithText[],
  query: string,
  limit: number,
): EntitySummary[] {
  const all = entitiesOf(ws, parts);
  const byKey = new Map(all.map((entry) => [entityKey(entry), entry]));
  const parentOf = new Map(
    documentsOf(ws, parts)
      .filter((doc) => doc.field === 'main' && doc.parentKind !== null && doc.parentId !== null)
      .map((doc) => [
        entityKey(doc),
        entityKey({ kind: doc.parentKind as EntityKind, id: doc.parentId as string }),
      ]),
  );
  return suggestIn(
    all.filter((entry) => !isStandIn(entry.kind)),
    query,
    limit,
  ).map((entry) => ({ ...entry, place: byKey.get(parentOf.get(entityKey(entry)) ?? '')?.name ?? '' }));
}

/** Searches the workspace as `GET /search` does. */
export function searchIn(
  ws: Workspace,
  parts: readonly StoredPartWithText[],
  params: SearchParams,
): SearchResult {
  const limit = params.limit ?? 20;
  const offset = params.offset ?? 0;
  const query = parseSearchQuery(params.q);
  const read = params.q.slice(0, 200);
  if (query.terms.length === 0) return { query: read, total: 0, isTotalCapped: false, counts: {}, hits: [] };
  const summaries = new Map(entitiesOf(ws, parts).map((summary) => [entityKey(summary), summary]));
  const docs = documentsOf(ws, parts).filter((doc) => {
    const summary = summaries.get(entityKey(doc));
    return summary !== undefined && isInScope(summary, doc, params.scope, ws);
  });
  const found = docs.filter((doc) => isFound(doc, query));
  const candidates: Candidate<Doc>[] = found.map((doc) => ({
    item: doc,
    name: doc.name,
    text: doc.text,
    // The engine's relevance: matches in the name first.
    engineRank: query.terms.every((term) => hasTerm(doc.foldedName, term)) ? 0 : 1,
    isTypo: false,
  }));
  const foundKeys = new Set(found.map((doc) => entityKey(doc)));
  const typos = docs.filter(
    (doc) => doc.field === 'main' && !foundKeys.has(entityKey(doc)) && isTypoOf(doc, query),
  );
  for (const doc of typos)
    candidates.push({ item: doc, name: doc.name, text: '', engineRank: 2, isTypo: true });
  const wide = widened(query, typos);
  const standsFor = standInDocs(parts, docs);
  const ranked = foldStandIns(
    rankCandidates(candidates, query, (doc) => entityKey(doc)),
    standsFor,
  ).filter((entry) => params.kind === undefined || entry.item.kind === params.kind);
  const counts: Partial<Record<EntityKind, number>> = {};
  const folded = candidates.map((candidate) => standsFor.get(entityKey(candidate.item)) ?? candidate.item);
  for (const key of new Set(folded.map((doc) => entityKey(doc)))) {
    const kind = summaries.get(key)?.kind;
    if (kind !== undefined) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  const hits = ranked.slice(offset, offset + limit).map((entry): SearchHit => {
    const key = entityKey(entry.item);
    const summary = summaries.get(key) ?? { kind: entry.item.kind, id: entry.item.id, name: entry.name };
    const parent =
      entry.item.parentKind === null || entry.item.parentId === null
        ? undefined
        : summaries.get(entityKey({ kind: entry.item.parentKind, id: entry.item.parentId }));
    const text = matchRanges(entry.text, wide).length > 0 ? entry.text : '';
    const { snippet, ranges } = snippetOf(text, wide);
    return {
      ...summary,
      place: parent?.name ?? '',
      match: entry.match,
      nameRanges: matchRanges(summary.name, wide),
      snippet,
      snippetRanges: ranges,
    };
  });
  return {
    query: read,
    total: ranked.length,
    isTotalCapped: ranked.length > SEARCH_WINDOW,
    counts,
    hits,
  };
}
