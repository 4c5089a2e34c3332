import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NewSavedQuery, newSavedQuerySchema, type StoredSavedQuery } from '../../common/api/inputs';
import { type ApiClient, apiPath, createApiClient, UNREADABLE_ANSWER_MESSAGE } from './api-client';
import { ValidationError } from './errors';
import { workspaceKey } from './query-helpers';
import { currentAccessToken } from './workspace';

/** A query kept in the References console's Saved Queries tab. */
export type SavedQuery = {
  id: string;
  name: string;
  sql: string;
  description: string;
  /** The five of the spec (section 9) ship with the product; the rest were saved by the user. */
  isBuiltIn: boolean;
};

// What the 'Create a Saved Query' form sends; the data API checks it with the same schema. Whether the
// SQL parses is the console's check, not ours.
export { type NewSavedQuery, newSavedQuerySchema } from '../../common/api/inputs';

/** The spec's five saved queries (section 9), written for the References tables. */
export const builtInSavedQueries: readonly SavedQuery[] = [
  {
    id: 'sq-novels-by-word-count',
    name: 'Novels by word count',
    sql: 'SELECT title, status, wordCount FROM novels ORDER BY wordCount DESC',
    description: 'Every novel, longest first.',
    isBuiltIn: true,
  },
  {
    id: 'sq-active-campaigns',
    name: 'Active campaigns',
    sql: "SELECT title, sessionsCount, nextSessionDate FROM campaigns WHERE status = 'active'",
    description: 'Campaigns being played now, with their next session.',
    isBuiltIn: true,
  },
  {
    id: 'sq-character-count-by-universe',
    name: 'Character count by universe',
    sql: 'SELECT u.name, COUNT(*) FROM characters c JOIN universes u ON c.universeId = u.id GROUP BY u.name',
    description: 'How many characters live in each universe.',
    isBuiltIn: true,
  },
  {
    id: 'sq-rare-and-legendary-items',
    name: 'Rare and legendary items',
    sql: "SELECT name, type, rarity FROM items WHERE rarity IN ('Rare', 'Legendary')",
    description: 'The treasures worth a quest.',
    isBuiltIn: true,
  },
  {
    id: 'sq-protagonists-and-antagonists',
    name: 'Protagonists and antagonists',
    sql: "SELECT name, role, description FROM characters WHERE role IN ('Protagonist', 'Antagonist')",
    description: 'The heroes and their foes.',
    isBuiltIn: true,
  },
];

/** Where saved queries are kept: the user's stored workspace, or memory in unit tests; callers cannot tell. */
export interface SavedQueryRepository {
  /** Built-in queries first, then the user's in the order they were saved. */
  list(): Promise<SavedQuery[]>;
  /** Rejects with `ValidationError` (field `name` or `sql`) when a required value is missing. */
  create(input: NewSavedQuery): Promise<SavedQuery>;
}

export type InMemorySavedQueryOptions = { latencyMs?: number; newId?: () => string };

export function createInMemorySavedQueries(options: InMemorySavedQueryOptions = {}): SavedQueryRepository {
  const latencyMs = options.latencyMs ?? 0;
  const newId = options.newId ?? (() => `sq-${crypto.randomUUID()}`);
  const saved: SavedQuery[] = builtInSavedQueries.map((query) => ({ ...query }));
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, latencyMs));

  return {
    async list() {
      await wait();
      return saved.map((query) => ({ ...query }));
    },
    async create(input) {
      await wait();
      const parsed = newSavedQuerySchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ValidationError(issue?.message ?? 'Invalid saved query', String(issue?.path[0] ?? ''));
      }
      const query: SavedQuery = { id: newId(), ...parsed.data, isBuiltIn: false };
      saved.push(query);
      return { ...query };
    },
  };
}

function toSavedQuery(stored: StoredSavedQuery): SavedQuery {
  return {
    id: stored.id,
    name: stored.name,
    sql: stored.sql,
    description: stored.description,
    isBuiltIn: false,
  };
}

function isStoredSavedQuery(value: unknown): value is StoredSavedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const query = value as Record<string, unknown>;
  return typeof query.id === 'string' && typeof query.name === 'string' && typeof query.sql === 'string';
}

function stored(value: unknown): StoredSavedQuery {
  if (!isStoredSavedQuery(value)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return { ...value, description: typeof value.description === 'string' ? value.description : '' };
}

/**
 * The user's saved queries kept by the data API (`/api/v1/saved-queries`), after the five built-in ones,
 * which ship with the app and are never stored. The server checks the input with the same schema and
 * answers 422 'Query name is required' / 'SQL query is required', which arrive as `ValidationError`.
 */
export function createHttpSavedQueries(client: ApiClient): SavedQueryRepository {
  return {
    async list() {
      const answer = await client.request({ path: apiPath('saved-queries') });
      if (!Array.isArray(answer)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
      return [...builtInSavedQueries.map((query) => ({ ...query })), ...answer.map(stored).map(toSavedQuery)];
    },
    async create(input) {
      return toSavedQuery(
        stored(await client.request({ method: 'POST', path: apiPath('saved-queries'), body: input })),
      );
    },
  };
}

let current: SavedQueryRepository | undefined;

export function savedQueryRepository(): SavedQueryRepository {
  current ??= createHttpSavedQueries(createApiClient({ getAccessToken: currentAccessToken }));
  return current;
}

/** Tests install a fresh (in-memory) repository. */
export function setSavedQueryRepository(repository: SavedQueryRepository): void {
  current = repository;
}

export const savedQueryKeys = {
  all: [...workspaceKey, 'saved-queries'] as const,
};

export const fetchSavedQueries = () => savedQueryRepository().list();

/** The Saved Queries tab's list: the spec's five, then the user's own. */
export function useSavedQueries() {
  return useQuery({ queryKey: savedQueryKeys.all, queryFn: fetchSavedQueries });
}

/** Saves a query in the user's stored workspace; rejects with `ValidationError` for a blank name or SQL. */
export function useCreateSavedQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSavedQuery) => savedQueryRepository().create(input),
    onSuccess: (query) => {
      queryClient.setQueryData<SavedQuery[]>(savedQueryKeys.all, (list) => (list ? [...list, query] : list));
      return queryClient.invalidateQueries({ queryKey: savedQueryKeys.all });
    },
  });
}
