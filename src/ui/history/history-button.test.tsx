import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChange, useRecordHistory, useRestoreChange } from '../../data/history';
import { createQueryClient } from '../../data/query-client';
import { testNovel, testRepository } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { HistoryButton } from './history-button';
import { HistoryServicesProvider } from './history-services';

// The History button and dialog over the in-memory workspace: a record's change with its old and new
// value, and restoring the version before it.

// The test DOM lays nothing out: the list is given a size so that its rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderHistory() {
  const repository = testRepository({ novels: [testNovel({ id: 'n-1', title: 'Dawn' })] });
  setWorkspaceRepository(repository);
  await repository.updateNovel('n-1', { title: 'Dusk' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HistoryServicesProvider services={{ useRecordHistory, useChange, useRestoreChange }}>
        <HistoryButton recordId="n-1" name="Dusk" />
      </HistoryServicesProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), repository };
}

describe('History', () => {
  it('lists a change with its field before and after, and restores the version before', async () => {
    const { user, repository } = await renderHistory();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Dusk' });
    const changes = await within(dialog).findByRole('region', { name: 'Changes' });
    expect(await within(changes).findByRole('button', { name: /Edited novel “Dusk”/ })).toBeInTheDocument();
    const view = await within(dialog).findByRole('region', { name: 'What changed' });
    expect(await within(view).findByText('Dawn')).toBeInTheDocument();
    expect(within(view).getByText('Title')).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Restore the version before' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore the version before?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await within(changes).findByRole('button', { name: /Restored novel “Dawn”/ })).toBeInTheDocument();
    expect((await repository.getNovel('n-1')).title).toBe('Dawn');
  });

  it('renders nothing where the app gives no history', () => {
    render(<HistoryButton recordId="n-1" name="Dusk" />);
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });
});
