import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignSession } from '../../../common/domain/campaign';
import type { EntityKind } from '../../../common/workspace/entities';
import { testCampaign, testQuest, type testRepository } from '../../data/test-workspace';
import { filterByField, listTitles, renderAfter, SLOW } from '../../test-utils/render-with-repository';
import CampaignDetailPage from './campaign-detail-page';

// "Filter by field" on a campaign's lists (decisions 077, 089), the fields being the campaign's.

type Repository = ReturnType<typeof testRepository>;

const session = (id: string, title: string, date: string): CampaignSession => ({
  id,
  title,
  status: 'completed',
  date,
  worldDate: '',
  summary: '',
});

const campaign = () =>
  testCampaign({
    quests: [
      testQuest('q-1', 'Find the bell'),
      testQuest('q-2', 'Burn the ledger'),
      testQuest('q-3', 'Wake the wyrm'),
    ],
    sessions: [
      session('se-1', 'Arrival', '2026-01-05'),
      session('se-2', 'The fens', '2026-01-12'),
      session('se-3', 'Bellhouse', '2026-01-19'),
    ],
    characters: [
      { id: 'ch-1', name: 'Brannoc', type: 'player', race: '', class: '', role: '', description: '' },
      { id: 'ch-2', name: 'Rusk', type: 'npc', race: '', class: '', role: '', description: '' },
      { id: 'ch-3', name: 'Wren', type: 'player', race: '', class: '', role: '', description: '' },
    ],
  });

async function choiceWithValues(
  repository: Repository,
  kind: EntityKind,
  label: string,
  choices: string[],
  values: Record<string, string>,
) {
  const field = await repository.createField({ kind, scopeId: 'c-1', label, type: 'choice', choices });
  for (const [id, value] of Object.entries(values)) {
    await repository.saveThingFields(kind, id, { [field.id]: value });
  }
}

const renderAt = (path: string, setUp: (repository: Repository) => Promise<unknown>) =>
  renderAfter(
    [{ path: '/campaigns/:campaignId/*', element: <CampaignDetailPage /> }],
    path,
    { campaigns: [campaign()] },
    setUp,
  );

describe('a campaign’s lists filtered by a field', () => {
  it('narrows the quests, reorders among those shown in the stored order, and clears', async () => {
    const { user, repository } = await renderAt('/campaigns/c-1/quests', (repository) =>
      choiceWithValues(repository, 'campaigns/quests', 'Giver', ['Abbess', 'Reeve'], {
        'q-1': 'Abbess',
        'q-2': 'Reeve',
        'q-3': 'Abbess',
      }),
    );
    await waitFor(
      () => expect(listTitles('Quests')).toEqual(['Find the bell', 'Burn the ledger', 'Wake the wyrm']),
      SLOW,
    );
    const form = await filterByField(user, 'Giver', 'Abbess');
    await waitFor(() => expect(listTitles('Quests')).toEqual(['Find the bell', 'Wake the wyrm']));

    screen.getByRole('button', { name: 'Edit Find the bell' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(listTitles('Quests')).toEqual(['Wake the wyrm', 'Find the bell']));
    await waitFor(async () =>
      expect((await repository.getCampaign('c-1')).quests.map((quest) => quest.title)).toEqual([
        'Burn the ledger',
        'Wake the wyrm',
        'Find the bell',
      ]),
    );
    await user.click(within(form).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() =>
      expect(listTitles('Quests')).toEqual(['Burn the ledger', 'Wake the wyrm', 'Find the bell']),
    );
  });

  it('narrows the sessions, each keeping its number in the campaign', async () => {
    const { user } = await renderAt('/campaigns/c-1/sessions', (repository) =>
      choiceWithValues(repository, 'campaigns/sessions', 'Table', ['Online', 'At Sam’s'], {
        'se-1': 'At Sam’s',
        'se-2': 'Online',
        'se-3': 'At Sam’s',
      }),
    );
    await filterByField(user, 'Table', 'Online');
    const sessions = await screen.findByRole('region', { name: /^Sessions/ }, SLOW);
    await waitFor(() =>
      expect(
        within(sessions)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(/^2The fens/)]),
    );
  });

  it('narrows the characters, players still first', async () => {
    const { user } = await renderAt('/campaigns/c-1/characters', (repository) =>
      choiceWithValues(repository, 'campaigns/characters', 'Faction', ['Court', 'Wardens'], {
        'ch-1': 'Wardens',
        'ch-2': 'Wardens',
        'ch-3': 'Court',
      }),
    );
    await filterByField(user, 'Faction', 'Wardens');
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Brannoc', 'Rusk']));
    await filterByField(user, 'Faction', 'Court');
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Wren']));
  });
});
