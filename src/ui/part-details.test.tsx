import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { partKind } from '../../common/workspace/part-kinds';
import { Breadcrumbs } from './breadcrumbs';
import { PartDetails } from './part-details';

describe('PartDetails', () => {
  it('lists every field by its label: choices readable, lists as entries, empty ones said so', () => {
    const items = partKind('campaigns/items');
    render(
      <PartDetails
        fields={items.fields}
        values={{
          name: 'Cart',
          type: '',
          rarity: 'rare',
          status: 'quest-item',
          location: 'Camp',
          description: 'Warm.',
          powers: ['Warms', 'Glows'],
        }}
        hidden={['name']}
        optionLabels={{ status: { 'quest-item': 'Quest Item' } }}
      />,
    );
    expect(screen.queryByText('Name')).not.toBeInTheDocument();
    expect(screen.getByText('Rarity').nextSibling).toHaveTextContent('Rare');
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Quest Item');
    expect(screen.getByText('Type').nextSibling).toHaveTextContent('Not set');
    expect(screen.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(['Warms', 'Glows']);
  });
});

describe('Breadcrumbs', () => {
  it('links each level back and marks the current page', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <Breadcrumbs
              trail={[
                { label: 'The Cinder Road', to: '/campaigns/c-1' },
                { label: 'Quests', to: '/campaigns/c-1/quests' },
              ]}
              current="Deliver the embers"
            />
          ),
        },
      ],
      { initialEntries: ['/campaigns/c-1/quests/q-1'] },
    );
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Quests' }));
    expect(screen.getByRole('link', { name: 'The Cinder Road' })).toHaveAttribute('href', '/campaigns/c-1');
    expect(screen.getByText('Deliver the embers')).toHaveAttribute('aria-current', 'page');
  });
});
