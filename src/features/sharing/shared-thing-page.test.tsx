import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SharedView } from '../../../common/api/sharing';
import type { FieldDefinition } from '../../../common/workspace/custom-fields';
import type { EntityKind } from '../../../common/workspace/entities';
import type { ViewThing } from '../../../common/workspace/shared-thing';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import SharedContainerPage from './shared-container-page';
import ViewThingPage from './shared-thing-page';

// A member's page of one thing of the owner's kind (decision 100): reached from the shared page, it shows
// the thing's text, its fields with links by name, its relations and what mentions it, as the server's
// view gives them; a thing the view does not hold reads as not shared.

const stamp = '2026-12-07T00:00:00.000Z';
const field = (id: string, label: string, type: FieldDefinition['type'], section = ''): FieldDefinition => ({
  id,
  kind: 'campaigns/k-guild',
  scopeId: 'c-1',
  label,
  type,
  section,
  position: 0,
  isRequired: false,
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
});
const guild = { kind: 'campaigns/k-guild', name: 'Guild', plural: 'Guilds', icon: 'Shield' };
const watch = {
  id: 'g-1',
  kind: 'campaigns/k-guild',
  position: 0,
  name: 'Lantern Watch',
  data: {
    name: 'Lantern Watch',
    description: 'Keepers of the night road.',
    descriptionDoc: {
      version: 1,
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Keepers of the night road.' }] }],
      },
    },
  },
};
const market = { kind: 'campaigns/k-guild', id: 'g-2', name: 'Open Market' };

const thing: ViewThing = {
  part: watch,
  kind: guild,
  fields: [
    field('f-motto', 'Motto', 'short-text'),
    field('f-size', 'Members', 'number', 'Strength'),
    field('f-allies', 'Allies', 'links', 'Strength'),
  ],
  values: {
    'f-motto': 'We see by our own light',
    'f-allies': [{ kind: market.kind as EntityKind, id: market.id }],
  },
  linked: [market],
  relations: [{ id: 'r-1', label: 'Ally of', other: market }],
  mentionedIn: [{ kind: 'campaigns/notes', id: 'n-1', name: 'Night patrols' }],
};

const view: SharedView = {
  kind: 'campaign',
  id: 'c-1',
  role: 'player',
  name: 'The Cinder Road',
  record: {},
  parts: [watch, { ...market, position: 1, data: { name: market.name, description: '' } }],
  counts: { 'campaigns/k-guild': 2 },
  kinds: [guild],
  writes: { canAdd: [], canChange: [], canDelete: [] },
};

const routes = [
  { path: '/shared/:ownerId/:kind/:id', element: <SharedContainerPage /> },
  { path: '/shared/:ownerId/:kind/:id/things/:partId', element: <ViewThingPage /> },
];

function renderAt(path: string, answer: ViewThing | null = thing) {
  return renderWithRepository(routes, path, {}, (repository) => {
    repository.getSharedView = vi.fn(async () => view);
    repository.getSharedThing = vi.fn(async () => answer);
  });
}

describe('a member’s page of one thing of the owner’s kind', () => {
  it('is reached from the shared page, and shows its text, fields by section, relations and mentions', async () => {
    const { user, repository } = renderAt('/shared/u-gm/campaign/c-1');
    const guilds = await screen.findByRole('region', { name: 'Guilds' }, SLOW);
    await user.click(within(guilds).getByRole('link', { name: 'Lantern Watch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern Watch' }, SLOW)).toBeInTheDocument();
    expect(repository.getSharedThing).toHaveBeenCalledWith(
      { ownerId: 'u-gm', kind: 'campaign', id: 'c-1' },
      'g-1',
      undefined,
    );
    expect(screen.getByText('Guild · Shared with you')).toBeInTheDocument();
    expect(screen.getByText('Keepers of the night road.')).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'Fields' });
    const shown = within(fields)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Motto', 'We see by our own light'],
      ['Members', '—'],
      ['Allies', 'Open Market'],
    ]);
    expect(within(fields).getByRole('heading', { name: 'Strength' })).toBeInTheDocument();
    const relations = screen.getByRole('region', { name: 'Relations' });
    expect(relations).toHaveTextContent('Ally of Open Market');
    expect(within(relations).getByRole('link', { name: 'Open Market' })).toHaveAttribute(
      'href',
      '/shared/u-gm/campaign/c-1/things/g-2',
    );
    expect(
      within(screen.getByRole('region', { name: 'Mentioned in' })).getByRole('link', {
        name: 'Night patrols',
      }),
    ).toHaveAttribute('href', '/shared/u-gm/campaign/c-1/things/n-1');
    expect(screen.getByRole('link', { name: 'Back to The Cinder Road' })).toHaveAttribute(
      'href',
      '/shared/u-gm/campaign/c-1',
    );
  });

  it('keeps "View as" on its links, and says a thing the view does not hold is not shared', async () => {
    const { repository } = renderAt('/shared/u-gm/campaign/c-1/things/g-9?as=u-pia', null);
    expect(await screen.findByRole('heading', { name: 'Not shared with you' }, SLOW)).toBeInTheDocument();
    expect(repository.getSharedThing).toHaveBeenCalledWith(
      { ownerId: 'u-gm', kind: 'campaign', id: 'c-1' },
      'g-9',
      'u-pia',
    );
    expect(screen.getByRole('link', { name: 'Back to The Cinder Road' })).toHaveAttribute(
      'href',
      '/shared/u-gm/campaign/c-1?as=u-pia',
    );
    expect(screen.queryByText('Lantern Watch')).not.toBeInTheDocument();
  });
});
