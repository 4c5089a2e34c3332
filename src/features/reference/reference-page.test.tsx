import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { createInMemorySavedQueries, setSavedQueryRepository } from '../../data/saved-queries';
import { setWorkspaceRepository } from '../../data/workspace';
import ReferencePage from './reference-page';

function renderReference(path = '/reference') {
  const router = createMemoryRouter([{ path: '/reference', element: <ReferencePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 }));
  setSavedQueryRepository(createInMemorySavedQueries());
});

describe('ReferencePage', { timeout: 20_000 }, () => {
  it('opens on the Query Editor and runs the initial query', async () => {
    renderReference();
    expect(screen.getByRole('heading', { level: 1, name: 'References' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Query' });
    expect(editor).toHaveValue('SELECT * FROM novels LIMIT 5');
    expect(screen.getByText('No results to display. Run a query to see data.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run Query' }));
    expect(await screen.findByText('5 result(s)')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Query history' })).getByRole('button')).toHaveTextContent(
      'SELECT * FROM novels LIMIT 5',
    );
  });

  it('opens the tab named in the address', async () => {
    renderReference('/reference?tab=saved-queries');
    expect(screen.getByRole('tab', { name: 'Saved Queries' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Create a Saved Query' })).toBeInTheDocument();
  });

  it('Browse switches to the Query Editor, writes the tab in the address and runs ten rows', async () => {
    const router = renderReference('/reference?tab=browse-data');
    await userEvent.click(await screen.findByRole('button', { name: 'Browse events' }));
    expect(await screen.findByText('10 result(s)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('SELECT * FROM events LIMIT 10');
    expect(router.state.location.search).toBe('?tab=query-editor');
  });

  it("the header's Export button opens the Export & Import tab", async () => {
    const router = renderReference();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('heading', { name: 'Export Data' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=export-import');
  });

  it('the export form picks entities with checkboxes and what a JSON file carries along with switches', async () => {
    renderReference();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const form = await screen.findByRole('form', { name: 'Export Data' });
    // The spec's form: a checkbox per entity, nothing else that reads as one.
    expect(within(form).getAllByRole('checkbox')).toHaveLength(9);
    const trash = within(form).getByRole('switch', { name: 'Include Trash' });
    expect(trash).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(trash);
    expect(trash).toHaveAttribute('aria-checked', 'true');
    expect(within(form).getByRole('switch', { name: 'Include text versions' })).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'Include history' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'CSV' }));
    expect(within(form).queryByRole('switch')).not.toBeInTheDocument();
  });
});
