import type { SearchHit, SearchResult } from '../../../common/api/search';
import type { EntityKind } from '../../../common/workspace/entities';

export type HitGroup = { kind: EntityKind; count: number; hits: SearchHit[] };

/**
 * Hits grouped by kind, the group of the best hit first and the hits best first within a group, each
 * group with its count of matches (the answer's, which may be more than the hits shown).
 */
export function groupHits(result: Pick<SearchResult, 'hits' | 'counts'>): HitGroup[] {
  const groups = new Map<EntityKind, HitGroup>();
  for (const hit of result.hits) {
    const group = groups.get(hit.kind) ?? { kind: hit.kind, count: result.counts[hit.kind] ?? 0, hits: [] };
    group.hits.push(hit);
    group.count = Math.max(group.count, group.hits.length);
    groups.set(hit.kind, group);
  }
  return [...groups.values()];
}
