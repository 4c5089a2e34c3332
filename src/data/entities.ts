import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type EntityRef, type EntitySummary, entityKey } from '../../common/workspace/entities';
import { invalidateWorkspace, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// Records and parts named by kind and id (decision 027): mentions' current names, the @ menu's
// suggestions and "Mentioned in". Every key sits under the workspace's, so a rename or a delete
// anywhere refreshes the names and backlinks on screen.

export const entityKeys = {
  all: [...workspaceKey, 'entities'] as const,
  summary: (ref: EntityRef) => [...entityKeys.all, 'summary', entityKey(ref)] as const,
  described: (ref: EntityRef) => [...entityKeys.all, 'described', entityKey(ref)] as const,
  suggest: (query: string) => [...entityKeys.all, 'suggest', query] as const,
  backlinks: (ref: EntityRef) => [...entityKeys.all, 'backlinks', entityKey(ref)] as const,
  unlinked: () => [...entityKeys.all, 'unlinked'] as const,
};

/** How many suggestions the @ menu asks for: few enough to show without a scroll on a phone. */
export const SUGGESTION_LIMIT = 6;
/** The server resolves at most this many references per request. */
const RESOLVE_BATCH = 500;
/** How long references wait for others asked in the same moment (a page of mentions mounting). */
const BATCH_WAIT_MS = 10;

type Waiting = {
  ref: EntityRef;
  settle: ((found: EntitySummary | null) => void)[];
  fail: ((error: unknown) => void)[];
};
let waiting = new Map<string, Waiting>();
let isScheduled = false;

async function flush() {
  const batch = [...waiting.values()];
  waiting = new Map();
  isScheduled = false;
  for (let start = 0; start < batch.length; start += RESOLVE_BATCH) {
    const slice = batch.slice(start, start + RESOLVE_BATCH);
    try {
      const found = new Map(
        (await workspaceRepository().resolveEntities(slice.map((entry) => entry.ref))).map((entry) => [
          entityKey(entry),
          entry,
        ]),
      );
      for (const entry of slice) {
        const summary = found.get(entityKey(entry.ref)) ?? null;
        for (const settle of entry.settle) settle(summary);
      }
    } catch (error) {
      for (const entry of slice) for (const fail of entry.fail) fail(error);
    }
  }
}

/**
 * One reference's summary now (null when it no longer exists), asked together with every other asked
 * in the same moment: a page of mentions costs one request (`POST /entities/resolve`), not one each.
 */
export function resolveEntity(ref: EntityRef): Promise<EntitySummary | null> {
  return new Promise((resolve, reject) => {
    const key = entityKey(ref);
    const entry = waiting.get(key) ?? { ref, settle: [], fail: [] };
    entry.settle.push(resolve);
    entry.fail.push(reject);
    waiting.set(key, entry);
    if (!isScheduled) {
      isScheduled = true;
      setTimeout(() => void flush(), BATCH_WAIT_MS);
    }
  });
}

/**
 * One reference's summary with the first sentence of its description (a pin's tooltip), null when it no
 * longer exists: a request of its own, so that mentions' batched reads stay names only.
 */
export async function describeEntity(ref: EntityRef): Promise<EntitySummary | null> {
  const [found] = await workspaceRepository().resolveEntities([ref], { summaries: true });
  return found ?? null;
}

/** A mention's target as it is now: `undefined` while read, `null` when it no longer exists. */
export function useEntitySummary(ref: EntityRef): EntitySummary | null | undefined {
  const read = useQuery({
    queryKey: entityKeys.summary(ref),
    queryFn: () => resolveEntity(ref),
    staleTime: 60_000,
  });
  return read.data;
}

/**
 * Records and parts whose name holds `query`, best first (`GET /entities/suggest`). A new query
 * abandons the read of the one before (React Query aborts a read nobody waits for), and the previous
 * answer stays on screen meanwhile. Nothing is asked for an empty query.
 */
export function useEntitySuggestions(query: string) {
  const trimmed = query.trim();
  const read = useQuery({
    queryKey: entityKeys.suggest(trimmed),
    queryFn: ({ signal }) => workspaceRepository().suggestEntities(trimmed, SUGGESTION_LIMIT, signal),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return {
    items: trimmed === '' ? [] : (read.data ?? []),
    isPending: trimmed !== '' && read.isFetching,
    isError: read.isError,
  };
}

/** The pages nothing links: mentioned nowhere, mentioning nothing (`GET /entities/unlinked`). */
/** Pages nothing links to: the page's hook and its route loader share these options. */
export const unlinkedQuery = () =>
  queryOptions({ queryKey: entityKeys.unlinked(), queryFn: () => workspaceRepository().listUnlinked() });

export function useUnlinked() {
  return useQuery(unlinkedQuery());
}

/** Every place that mentions the record or part ("Mentioned in", `GET /mentions`). */
export function useBacklinks(ref: EntityRef) {
  return useQuery({
    queryKey: entityKeys.backlinks(ref),
    queryFn: () => workspaceRepository().listBacklinks(ref),
  });
}

/**
 * Makes a References character from a name typed after @ (in the universe, when the text belongs to
 * one), and answers it as a mention's target. The character form requires a role: one made from a
 * mention starts as 'Ally', to be changed on its page.
 */
/** Makes a lore entry of a universe from a name typed after @ (its other fields empty, to fill in later). */
export function useCreateMentionLoreEntry() {
  const queryClient = useQueryClient();
  return useCallback(
    async (name: string, universeId: string): Promise<EntitySummary> => {
      const made = await workspaceRepository().createPart('universes', universeId, 'lore', {
        title: name,
        category: '',
        era: '',
        content: '',
      });
      const summary: EntitySummary = { kind: 'universes/lore', id: made.id, name, parentId: universeId };
      queryClient.setQueryData(entityKeys.summary(summary), summary);
      void invalidateWorkspace(queryClient);
      return summary;
    },
    [queryClient],
  );
}

export function useCreateMentionCharacter() {
  const queryClient = useQueryClient();
  return useCallback(
    async (name: string, universeId?: string): Promise<EntitySummary> => {
      const made = await workspaceRepository()
        .records('character')
        .create({
          name,
          role: 'Ally',
          ...(universeId === undefined ? {} : { universeId }),
        });
      const summary: EntitySummary = {
        kind: 'character',
        id: made.id,
        name: made.name,
        universeId: made.universeId,
      };
      queryClient.setQueryData(entityKeys.summary(summary), summary);
      void invalidateWorkspace(queryClient);
      return summary;
    },
    [queryClient],
  );
}
