import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberSummary, SharedView } from '../../../common/api/sharing';
import { SessionContext, type SessionContextValue } from '../../auth/session-context';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import SharedContainerPage from './shared-container-page';

// An editor's page of a campaign shared with them (decision 083): the members, each to be viewed as, and
// Reveal on a secret block of a part's text through the member's door; a player's page has none of them.

const pia: MemberSummary = {
  memberId: 'u-pia',
  email: 'pia@example.com',
  role: 'player',
  joinedAt: '2026-01-01T00:00:00.000Z',
  plays: null,
};
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

function viewAs(role: 'editor' | 'player'): SharedView {
  return {
    kind: 'campaign',
    id: 'c-1',
    role,
    name: 'The Cinder Road',
    record: {},
    parts: [
      {
        id: 's-1',
        kind: 'campaigns/sessions',
        position: 0,
        name: 'Oaths at Stairfoot',
        data: {
          title: 'Oaths at Stairfoot',
          summary: 'The party rests. The innkeeper is a lich.',
          summaryDoc: {
            version: 1,
            doc: {
              type: 'doc',
              content: [
                paragraph('The party rests.'),
                {
                  type: 'secret',
                  attrs: { level: 'editors', named: [] },
                  content: [paragraph('The innkeeper is a lich.')],
                },
              ],
            },
          },
        },
      },
      {
        id: 'pc-1',
        kind: 'campaigns/characters',
        position: 0,
        name: 'Wren Thistle',
        data: { name: 'Wren Thistle', type: 'player' },
      },
    ],
    counts: { 'campaigns/sessions': 1, 'campaigns/characters': 1 },
    kinds: [],
    writes: {
      // What the server says a player adds (decision 091); a kind outside the player's is never offered.
      canAdd: role === 'player' ? ['campaigns/sessions', 'campaigns/quests', 'campaigns/locations'] : [],
      canChange: role === 'editor' ? [{ id: 's-1', version: 4 }] : [],
      canDelete: [],
    },
  };
}

const eddie: MemberSummary = { ...pia, memberId: 'u-ed', email: 'eddie@example.com', role: 'editor' };

/** The page, signed in as `selfId` when given (only the member's own row reads it). */
function renderPage(role: 'editor' | 'player', selfId?: string) {
  const session = { user: { id: selfId } } as unknown as SessionContextValue;
  return renderWithRepository(
    [
      {
        path: '/shared/:ownerId/:kind/:id',
        element:
          selfId === undefined ? (
            <SharedContainerPage />
          ) : (
            <SessionContext.Provider value={session}>
              <SharedContainerPage />
            </SessionContext.Provider>
          ),
      },
    ],
    '/shared/u-gm/campaign/c-1',
    {},
    (repository) => {
      repository.getSharedView = vi.fn(async () => viewAs(role));
      repository.listSharedMembers = vi.fn(async () => (selfId === undefined ? [pia] : [eddie, pia]));
      repository.changeSharedSecret = vi.fn(async () => undefined);
      repository.setSharedMemberPlays = vi.fn(async () => ({ ...pia, plays: 'pc-1' }));
    },
  );
}

describe('a shared campaign’s page', () => {
  it('gives an editor the members to view as, and Reveal on a secret block through the door', async () => {
    const { user, repository } = renderPage('editor');
    const members = await screen.findByRole('region', { name: 'Members' }, SLOW);
    expect(within(members).getByRole('link', { name: 'View as pia@example.com' })).toHaveAttribute(
      'href',
      '/shared/u-gm/campaign/c-1?as=u-pia',
    );
    await user.click(screen.getByText('Oaths at Stairfoot'));
    await user.click(await screen.findByRole('button', { name: /Reveal/ }));
    await waitFor(() =>
      expect(repository.changeSharedSecret).toHaveBeenCalledWith(
        { ownerId: 'u-gm', kind: 'campaign', id: 'c-1' },
        { segment: 'sessions', partId: 's-1', field: 'summary' },
        0,
        { action: 'reveal' },
        4,
      ),
    );
  });

  it('gives a player neither the members nor Reveal', async () => {
    const { user, repository } = renderPage('player');
    await user.click(await screen.findByText('Oaths at Stairfoot', {}, SLOW));
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
    expect(repository.listSharedMembers).not.toHaveBeenCalled();
  });

  it('lets an editor choose the character a player plays (decision 091)', async () => {
    const { user, repository } = renderPage('editor');
    const members = await screen.findByRole('region', { name: 'Members' }, SLOW);
    const plays = within(members).getByRole('combobox', { name: 'Character pia@example.com plays' });
    expect(
      within(plays)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Plays no character', 'Plays Wren Thistle']);
    await user.selectOptions(plays, 'Plays Wren Thistle');
    await waitFor(() =>
      expect(repository.setSharedMemberPlays).toHaveBeenCalledWith(
        { ownerId: 'u-gm', kind: 'campaign', id: 'c-1' },
        'u-pia',
        'pc-1',
      ),
    );
  });

  it('names the editor’s own row "(you)" with no View as, and a player’s character under their name', async () => {
    renderPage('editor', 'u-ed');
    const members = await screen.findByRole('region', { name: 'Members' }, SLOW);
    const [own, player] = within(members).getAllByRole('listitem');
    if (own === undefined || player === undefined) throw new Error('Two members expected');
    expect(own).toHaveTextContent('eddie@example.com · Editor (you)');
    expect(within(own).queryByRole('link', { name: /View as/ })).not.toBeInTheDocument();
    expect(within(player).getByRole('link', { name: 'View as pia@example.com' })).toBeInTheDocument();
    expect(
      within(player).getByRole('combobox', { name: 'Character pia@example.com plays' }),
    ).toBeInTheDocument();
  });

  it('offers a player Add on the kinds they add, and only those', async () => {
    renderPage('player');
    const quests = await screen.findByRole('region', { name: 'Quests' }, SLOW);
    expect(within(quests).getByRole('button', { name: 'Add Quest' })).toBeInTheDocument();
    const locations = screen.getByRole('region', { name: 'Locations' });
    expect(within(locations).getByRole('button', { name: 'Add Location' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Session' })).not.toBeInTheDocument();
  });

  it('lists the owner’s kinds of their own under the owner’s names and order, after the built-in lists (decision 095)', async () => {
    const view = viewAs('player');
    view.parts.push(
      {
        id: 'sp-1',
        kind: 'campaigns/k-spell',
        position: 0,
        name: 'Cinder ward',
        data: { name: 'Cinder ward', description: '' },
      },
      {
        id: 'sh-1',
        kind: 'campaigns/k-ship',
        position: 0,
        name: 'The Gullwing',
        data: { name: 'The Gullwing', description: '' },
      },
    );
    view.counts = { ...view.counts, 'campaigns/k-spell': 1, 'campaigns/k-ship': 1 };
    view.kinds = [
      { kind: 'campaigns/k-ship', name: 'Ship', plural: 'Ships', icon: 'Ship' },
      { kind: 'campaigns/k-spell', name: 'Spell', plural: 'Spells', icon: 'Sparkles' },
    ];
    renderWithRepository(
      [{ path: '/shared/:ownerId/:kind/:id', element: <SharedContainerPage /> }],
      '/shared/u-gm/campaign/c-1',
      {},
      (repository) => {
        repository.getSharedView = vi.fn(async () => view);
      },
    );
    const ships = await screen.findByRole('region', { name: 'Ships' }, SLOW);
    expect(within(ships).getByRole('heading', { name: 'Ships (1)' })).toBeInTheDocument();
    expect(within(ships).getByText('The Gullwing')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Spells' })).getByText('Cinder ward'),
    ).toBeInTheDocument();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => /\(\d+\)$/.test(text ?? ''));
    // The built-in lists first, then the owner's kinds in the owner's order; no "Entrys".
    expect(headings.slice(-2)).toEqual(['Ships (1)', 'Spells (1)']);
    expect(screen.queryByText(/Entr/)).not.toBeInTheDocument();
  });
});
