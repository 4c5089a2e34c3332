import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import {
  createInMemorySavedQueries,
  setSavedQueryRepository,
  useCreateSavedQuery,
  useSavedQueries,
} from './saved-queries';

describe('in-memory saved queries', () => {
  it('starts with the five saved queries of the spec, in its order', async () => {
    const list = await createInMemorySavedQueries().list();
    expect(list.map((query) => query.name)).toEqual([
      'Novels by word count',
      'Active campaigns',
      'Character count by universe',
      'Rare and legendary items',
      'Protagonists and antagonists',
    ]);
    expect(list.every((query) => query.isBuiltIn && query.sql.startsWith('SELECT'))).toBe(true);
  });

  it('adds a trimmed user query after the built-in ones', async () => {
    const repository = createInMemorySavedQueries({ newId: () => 'sq-1' });
    const created = await repository.create({
      name: '  Drafts ',
      sql: " SELECT * FROM novels WHERE status = 'draft' ",
    });
    expect(created).toEqual({
      id: 'sq-1',
      name: 'Drafts',
      sql: "SELECT * FROM novels WHERE status = 'draft'",
      description: '',
      isBuiltIn: false,
    });
    expect((await repository.list()).at(-1)?.name).toBe('Drafts');
  });

  it('refuses a blank name or SQL with a message naming the field', async () => {
    const repository = createInMemorySavedQueries();
    await expect(repository.create({ name: ' ', sql: 'SHOW TABLES' })).rejects.toMatchObject({
      message: 'Query name is required',
      field: 'name',
    });
    await expect(repository.create({ name: 'Tables', sql: '' })).rejects.toMatchObject({
      message: 'SQL query is required',
      field: 'sql',
    });
    expect(await repository.list()).toHaveLength(5);
  });

  it('gives copies, so a caller cannot change what is stored', async () => {
    const repository = createInMemorySavedQueries();
    const [first] = await repository.list();
    if (first) first.name = 'Changed';
    expect((await repository.list())[0]?.name).toBe('Novels by word count');
  });
});

describe('saved query hooks', () => {
  beforeEach(() => setSavedQueryRepository(createInMemorySavedQueries()));

  it('lists the saved queries and shows a new one once it is saved', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ list: useSavedQueries(), create: useCreateSavedQuery() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(5));
    await act(() => result.current.create.mutateAsync({ name: 'Worlds', sql: 'SELECT * FROM worlds' }));
    await waitFor(() => expect(result.current.list.data?.map((query) => query.name).at(-1)).toBe('Worlds'));
    expect(result.current.list.data).toHaveLength(6);
  });
});
