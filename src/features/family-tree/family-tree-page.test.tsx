import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../common/domain/reference';
import { createQueryClient } from '../../data/query-client';
import { testRepository } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { renderWithRepository } from '../../test-utils/render-with-repository';
import FamilyTreePage from './family-tree-page';

const character = (id: string, name: string): Character => ({
  id,
  name,
  role: 'Ally',
  description: '',
  universeId: 'u-1',
});
const characters = [
  { ...character('ch-mira', 'Mira'), portraitUrl: '/images/avatars/elena-voss.svg' },
  character('ch-varric', 'Varric'),
  character('ch-ilse', 'Ilse'),
  character('ch-tam', 'Tam'),
];
const routes = [
  { path: '/universes/:universeId/characters/:characterId/family', element: <FamilyTreePage /> },
];
const ref = (id: string) => ({ kind: 'character' as const, id });

describe('FamilyTreePage', () => {
  it('says how to start a family when the character has none', async () => {
    renderWithRepository(routes, '/universes/u-1/characters/ch-mira/family', { characters });
    expect(await screen.findByRole('heading', { name: 'No family yet' })).toBeInTheDocument();
  });

  it('draws and lists the generations, each person linked, adoption told', async () => {
    const repository = testRepository({ characters });
    await repository.createRelation({ from: ref('ch-varric'), to: ref('ch-mira'), type: 'parent' });
    await repository.createRelation({
      from: ref('ch-ilse'),
      to: ref('ch-mira'),
      type: 'parent',
      variant: 'adoptive',
    });
    await repository.createRelation({ from: ref('ch-mira'), to: ref('ch-tam'), type: 'spouse' });
    setWorkspaceRepository(repository);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider
          router={createMemoryRouter(routes, {
            initialEntries: ['/universes/u-1/characters/ch-mira/family'],
          })}
        />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Family tree of Mira' })).toBeInTheDocument();
    const parents = screen.getByRole('region', { name: 'Parents' });
    expect(within(parents).getByRole('link', { name: 'Varric' })).toHaveAttribute(
      'href',
      '/universes/u-1/characters/ch-varric',
    );
    expect(within(parents).getByText('Parent of Mira (adoptive)')).toBeInTheDocument();
    const own = screen.getByRole('region', { name: 'Mira’s generation' });
    expect(within(own).getByText('Child of Varric, Ilse (adoptive) · Spouse of Tam')).toBeInTheDocument();
    // The drawing: one box per person, each a link by its full name.
    const drawing = screen.getByTitle('Family tree of Mira: 4 people').closest('svg') as SVGSVGElement;
    const people = within(drawing as unknown as HTMLElement).getAllByRole('link');
    expect(people).toHaveLength(4);
    // Mira's box shows her portrait beside her name; the others, without one, their names alone.
    const mira = within(drawing as unknown as HTMLElement).getByRole('link', { name: 'Mira' });
    expect(mira.querySelector('image')).toHaveAttribute('href', '/images/avatars/elena-voss.svg');
    const varric = within(drawing as unknown as HTMLElement).getByRole('link', { name: 'Varric' });
    expect(varric.querySelector('image')).toBeNull();
  });
});
