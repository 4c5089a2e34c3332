import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUniverse } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import UnlinkedPage from './unlinked-page';

// The pages nothing links: listed by kind with links to their pages, and gone from the list as soon as
// a text mentions them.

const mention = (kind: string, id: string, label: string) => ({
  version: 1,
  doc: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Told of ' },
          { type: 'mention', attrs: { kind, id, label } },
        ],
      },
    ],
  },
});

describe('the unlinked pages', () => {
  it('lists what nothing links, by kind, and drops what a text starts to mention', async () => {
    const { repository } = renderWithRepository(
      [{ path: '/unlinked', element: <UnlinkedPage /> }],
      '/unlinked',
      {
        universes: [
          testUniverse({
            factions: [
              { id: 'f-1', name: 'The Cinder Court', description: '' },
              { id: 'f-2', name: 'The Grey Palm', description: '' },
            ],
          }),
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlinked pages' })).toBeInTheDocument();
    const factions = (await screen.findByRole('heading', { name: /Faction/ }, SLOW)).closest(
      'div',
    ) as HTMLElement;
    expect(within(factions).getByRole('link', { name: 'The Cinder Court' })).toHaveAttribute(
      'href',
      '/universes/u-1/factions/f-1',
    );
    expect(within(factions).getByRole('link', { name: 'The Grey Palm' })).toBeInTheDocument();

    const court = await repository.listUnlinked();
    expect(court.entities.map((entity) => entity.id)).toEqual(expect.arrayContaining(['f-1', 'f-2', 'u-1']));
    await repository.updatePart(
      'universes',
      'u-1',
      'factions',
      'f-1',
      {
        descriptionDoc: mention('universes/factions', 'f-2', 'The Grey Palm'),
      },
      1,
    );
    const after = await repository.listUnlinked();
    expect(after.entities.map((entity) => entity.id)).not.toContain('f-1');
    expect(after.entities.map((entity) => entity.id)).not.toContain('f-2');
    expect(after.total).toBe(court.total - 2);
  });
});
