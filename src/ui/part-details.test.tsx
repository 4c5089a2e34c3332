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

  it('shows a long text written as rich text with its formatting, and never a link that could run', () => {
    const lore = partKind('universes/lore');
    const text = (value: string, marks?: unknown[]) => ({
      type: 'text',
      text: value,
      ...(marks ? { marks } : {}),
    });
    const { rerender } = render(
      <PartDetails
        fields={lore.fields}
        values={{
          title: 'The Sundering',
          content: 'The moon broke. Read more',
          contentDoc: {
            version: 1,
            doc: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    text('The moon '),
                    text('broke', [{ type: 'bold' }]),
                    text('. '),
                    text('Read more', [{ type: 'link', attrs: { href: 'https://example.org/moon' } }]),
                  ],
                },
              ],
            },
          },
        }}
      />,
    );
    expect(screen.getByText('broke').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://example.org/moon',
    );

    // A stored document that breaks the schema (a script link) is not shown as a document: its text is.
    rerender(
      <PartDetails
        fields={lore.fields}
        values={{
          title: 'The Sundering',
          content: 'Click me',
          contentDoc: {
            version: 1,
            doc: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [text('Click me', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
                },
              ],
            },
          },
        }}
      />,
    );
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
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
