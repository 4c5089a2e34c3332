import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ValidationError } from './errors';
import { workspaceKey } from './query-helpers';

/** A query kept in the References console's Saved Queries tab. */
export type SavedQuery = {
  id: string;
  name: string;
  sql: string;
  description: string;
  /** The five of the spec (section 9) ship with the product; the rest were saved by the user. */
  isBuiltIn: boolean;
};

/** What the 'Create a Saved Query' form sends. Whether the SQL parses is the console's check, not ours. */
export const newSavedQuerySchema = z.object({
  name: z.string().trim().min(1, 'Query name is required').max(120, 'Query name is too long'),
  sql: z.string().trim().min(1, 'SQL query is required').max(10_000, 'SQL query is too long'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
});
export type NewSavedQuery = z.input<typeof newSavedQuerySchema>;

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

/** Where saved queries are kept: in memory today, the workspace store later; callers cannot tell. */
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

let current: SavedQueryRepository | undefined;

export function savedQueryRepository(): SavedQueryRepository {
  current ??= createInMemorySavedQueries();
  return current;
}

/** Tests install a fresh repository; the app may install a stored one. */
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

/** Saves a query in memory (lost on reload, like every change until workspaces are stored). */
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
