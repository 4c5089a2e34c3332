import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Character } from '../../../common/domain/reference';
import { createQueryClient } from '../../data/query-client';
import { testRepository } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { renderWithRepository } from '../../test-utils/render-with-repository';
import GraphPage from './graph-page';

// The drawing needs a real canvas; here only the page around it is checked (the browser test draws it).
vi.mock('./components/graph-canvas', () => ({
  default: ({ view }: { view: { nodes: unknown[] } }) => <div>Drawing of {view.nodes.length} nodes</div>,
}));

const character = (id: string, name: string): Character => ({
  id,
  name,
  role: 'Ally',
  description: '',
  universeId: 'u-1',
});
const characters = [
  character('ch-mira', 'Mira'),
  character('ch-varric', 'Varric'),
  character('ch-tamsin', 'Tamsin'),
  character('ch-nettle', 'Nettle'),
];
const routes = [{ path: '/universes/:universeId/graph', element: <GraphPage /> }];
const ref = (id: string) => ({ kind: 'character' as const, id });

describe('GraphPage', () => {
  it('says how to add a relation when there is none', async () => {
    renderWithRepository(routes, '/universes/u-1/graph', { characters });
    expect(await screen.findByRole('heading', { name: 'No relations yet' })).toBeInTheDocument();
    expect(screen.getByText(/use Add relation in its Relations panel/)).toBeInTheDocument();
  });

  it('lists every connection, filters by type, and focuses on one node N steps out', async () => {
    const repository = testRepository({ characters });
    await repository.createRelation({ from: ref('ch-mira'), to: ref('ch-varric'), type: 'parent' });
    await repository.createRelation({ from: ref('ch-varric'), to: ref('ch-tamsin'), type: 'ally' });
    await repository.createRelation({ from: ref('ch-tamsin'), to: ref('ch-nettle'), type: 'rival' });
    setWorkspaceRepository(repository);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/universes/u-1/graph'] })} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: /Connections \(3\)/ });
    expect(within(table).getByRole('link', { name: 'Mira' })).toHaveAttribute(
      'href',
      '/universes/u-1/characters/ch-mira',
    );
    expect(within(table).getByText('Parent of')).toBeInTheDocument();
    expect(await screen.findByText('Drawing of 4 nodes')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Rival of/ }));
    expect(screen.getByRole('table', { name: /Connections \(2\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Rival of/ }));

    await user.selectOptions(screen.getByLabelText('Focus on'), 'Mira (Character)');
    expect(screen.getByRole('table', { name: /Connections \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Selected: Mira (Character), 1 connection.');
    await user.selectOptions(screen.getByLabelText('Steps out'), '2');
    expect(screen.getByRole('table', { name: /Connections \(2\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the whole graph' }));
    expect(screen.getByRole('table', { name: /Connections \(3\)/ })).toBeInTheDocument();
  });
});
