import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../ui/toast';
import { useToggleCampaignFavorite } from './campaigns';
import { createInMemoryRepository } from './in-memory-repository';
import { useNovels } from './novels';
import { createQueryClient } from './query-client';
import { clearSaveNotices, dismissSaveNotice, useSaveNotices } from './save-notices';
import { useCreateTimeline } from './timelines';
import { setWorkspaceRepository } from './workspace';

function Notices() {
  return <Toaster messages={useSaveNotices()} onDismiss={dismissSaveNotice} />;
}

function withClient() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => act(() => clearSaveNotices()));

describe('refused saves that no form reports', () => {
  it('a refused favorite rolls back and says so in the notifications, until dismissed', async () => {
    setWorkspaceRepository({
      ...createInMemoryRepository({ latencyMs: 0 }),
      setFavorite: () => Promise.reject(new Error('Could not reach the server.')),
    });
    render(<Notices />);
    const { result } = renderHook(() => useToggleCampaignFavorite(), { wrapper: withClient() });
    act(() => result.current.mutate({ id: 'c-cinder-road', isFavorite: true }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Favorite not saved. Could not reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal a form shows itself (a creation) is not repeated in the notifications', async () => {
    setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 }));
    render(<Notices />);
    const { result } = renderHook(() => ({ create: useCreateTimeline(), novels: useNovels() }), {
      wrapper: withClient(),
    });
    await act(() =>
      result.current.create
        .mutateAsync({ name: '', description: '', entityType: 'novel', entityId: '' })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
