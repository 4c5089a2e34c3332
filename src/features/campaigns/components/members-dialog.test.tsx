import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberSummary, VisibilityDefault } from '../../../../common/api/sharing';
import { testCampaign, testQuest } from '../../../data/test-workspace';
import type { WorkspaceRepository } from '../../../data/workspace-repository';
import { renderWithRepository, SLOW } from '../../../test-utils/render-with-repository';
import { SharingSlotProvider } from '../../../ui/sharing-slot';
import { renderSharingButtons } from '../../sharing/sharing-buttons';
import CampaignDetailPage from '../campaign-detail-page';

// The owner's side of sharing a campaign on screen (decision 064): the Members dialog changes a role,
// removes a member after a confirmation, revokes a working link and sets a kind's default; a part's
// "Who sees this" appears once someone has joined and stores the choice. The repository answers as the
// server would; the server's own tests prove what the choices do to members' reads and writes.

const pia: MemberSummary = {
  memberId: 'u-pia',
  email: 'pia@example.com',
  role: 'player',
  joinedAt: '2026-01-01T00:00:00.000Z',
  plays: null,
};
const defaults: VisibilityDefault[] = [
  { entityKind: 'campaigns/quests', level: 'members', named: [], isChosen: false },
  { entityKind: 'campaigns/notes', level: 'editors', named: [], isChosen: false },
];

function sharing(members: MemberSummary[]) {
  return (repository: WorkspaceRepository) => {
    repository.listMembers = vi.fn(async () => members);
    repository.listInvitations = vi.fn(async () => [
      {
        id: 'l-1',
        role: 'player' as const,
        isReusable: true,
        expiresAt: '2999-01-01T00:00:00.000Z',
        revokedAt: null,
        uses: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    repository.listVisibility = vi.fn(async () => ({ visibility: [], defaults }));
    repository.setMemberRole = vi.fn(async (_kind, _id, _memberId, role) => ({ ...pia, role }));
    repository.removeMember = vi.fn(async () => undefined);
    repository.revokeInvitation = vi.fn(async () => undefined);
    repository.setVisibility = vi.fn(async (_kind, _id, entry) => ({ ...entry, named: [] }) as never);
    repository.setVisibilityDefault = vi.fn(async (_kind, _id, entry) => ({
      ...entry,
      named: [],
      isChosen: true,
    }));
  };
}

const renderAt = (path: string, members: MemberSummary[]) =>
  renderWithRepository(
    [
      {
        path: '/campaigns/:campaignId/*',
        element: (
          <SharingSlotProvider render={renderSharingButtons}>
            <CampaignDetailPage />
          </SharingSlotProvider>
        ),
      },
    ],
    path,
    { campaigns: [testCampaign({ quests: [testQuest('q-1', 'Find the ford')] })] },
    sharing(members),
  );

describe('sharing a campaign: the owner’s screens', () => {
  it('changes a role, removes a member, revokes a link and sets a kind’s default', async () => {
    const { user, repository } = renderAt('/campaigns/c-1', [pia]);
    await user.click(await screen.findByRole('button', { name: 'Members' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: /^Members of / });
    const role = await within(dialog).findByRole('combobox', { name: 'Role of pia@example.com' });
    expect(role).toHaveValue('player');
    await user.selectOptions(role, 'editor');
    await waitFor(() =>
      expect(repository.setMemberRole).toHaveBeenCalledWith('campaign', 'c-1', 'u-pia', 'editor'),
    );

    await user.click(within(dialog).getByRole('button', { name: /^Revoke the Player link/ }));
    await waitFor(() => expect(repository.revokeInvitation).toHaveBeenCalledWith('campaign', 'c-1', 'l-1'));

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Quests' }), 'editors');
    await waitFor(() =>
      expect(repository.setVisibilityDefault).toHaveBeenCalledWith('campaign', 'c-1', {
        entityKind: 'campaigns/quests',
        level: 'editors',
        named: [],
      }),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Notes' })).toHaveValue('editors');

    await user.click(within(dialog).getByRole('button', { name: 'Remove pia@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove pia@example.com?' });
    expect(repository.removeMember).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(repository.removeMember).toHaveBeenCalledWith('campaign', 'c-1', 'u-pia'));
  });

  it('shows “Who sees this” on a part once someone has joined, and stores the choice', async () => {
    const { user, repository } = renderAt('/campaigns/c-1/quests/q-1', [pia]);
    const region = await screen.findByRole('region', { name: 'Who sees this' }, SLOW);
    const visibleTo = within(region).getByRole('combobox', { name: 'Visible to' });
    expect(visibleTo).toHaveValue('members');
    await user.selectOptions(visibleTo, 'named');
    await waitFor(() =>
      expect(repository.setVisibility).toHaveBeenCalledWith('campaign', 'c-1', {
        entityKind: 'campaigns/quests',
        entityId: 'q-1',
        level: 'named',
        named: [],
      }),
    );
  });

  it('leaves an unshared campaign’s part page as it was', async () => {
    const { repository } = renderAt('/campaigns/c-1/quests/q-1', []);
    await screen.findByRole('heading', { name: 'Find the ford' }, SLOW);
    await waitFor(() => expect(repository.listMembers).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Who sees this' })).not.toBeInTheDocument();
  });
});
