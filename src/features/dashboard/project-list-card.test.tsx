import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProjectListCard, type ProjectListCardProps } from './project-list-card';

// View All names the list it shows more of only while that list is there: while the entries load,
// or when there are none, a reference to an absent id is an invalid ARIA value (axe found it on the
// dashboard in a journey that scanned before the lists had loaded).

const NOW = new Date('2026-12-07T12:00:00Z');

function renderCard(entries: ProjectListCardProps['entries']) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ProjectListCard title="Recent Activity" entries={entries} emptyText="Nothing yet." now={NOW} />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('button', { name: 'View All' });
}

describe('ProjectListCard', () => {
  it('names no list from View All while the entries load', () => {
    expect(renderCard(undefined)).not.toHaveAttribute('aria-controls');
  });

  it('names no list from View All when there is nothing to list', () => {
    expect(renderCard([])).not.toHaveAttribute('aria-controls');
  });

  it('names the list it shows more of once there is one', () => {
    const viewAll = renderCard([
      {
        type: 'novel',
        id: 'n-1',
        title: 'The Ashen Crown',
        href: '/novels/n-1',
        lastUpdated: '2026-12-07T11:00:00Z',
      },
    ]);
    const list = screen.getByRole('list');
    expect(list.id).not.toBe('');
    expect(viewAll).toHaveAttribute('aria-controls', list.id);
  });
});
