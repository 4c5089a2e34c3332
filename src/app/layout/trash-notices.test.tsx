import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../data/api-client';
import { useFieldActions } from '../../data/custom-fields';
import { setImportApiClient } from '../../data/import-workspace';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { useDeleteRecord } from '../../data/records';
import { announceImported, clearTrashNotices } from '../../data/trash-notices';
import { useDeleteUniverse } from '../../data/universes';
import { useKindActions } from '../../data/user-kinds';
import { setWorkspaceRepository } from '../../data/workspace';
import type { WorkspaceRepository } from '../../data/workspace-repository';
import { useDeleteWorld } from '../../data/worlds';
import { TrashNotices } from './trash-notices';

let repository: WorkspaceRepository;

function Deletes() {
  const universe = useDeleteUniverse();
  const world = useDeleteWorld();
  const location = useDeleteRecord('location');
  return (
    <>
      <button type="button" onClick={() => universe.mutate('u-emberreach')}>
        Delete universe
      </button>
      <button type="button" onClick={() => location.mutate('loc-briarholt')}>
        Delete location
      </button>
      <button type="button" onClick={() => world.mutate('w-thornwild')}>
        Delete world
      </button>
    </>
  );
}

function renderNotices() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Deletes />
      <TrashNotices />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

beforeEach(() => {
  clearTrashNotices();
  repository = createInMemoryRepository({ latencyMs: 0 });
  setWorkspaceRepository(repository);
});

describe('the toast after a delete', () => {
  it('offers Undo, which brings the universe and its worlds back', async () => {
    const user = userEvent.setup();
    const region = renderNotices();
    await user.click(screen.getByRole('button', { name: 'Delete universe' }));
    expect(await within(region).findByText('“The Emberreach” moved to Trash')).toBeInTheDocument();
    expect(await repository.listWorlds('u-emberreach')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(await within(region).findByText('“The Emberreach” restored')).toBeInTheDocument();
    expect((await repository.getUniverse('u-emberreach')).name).toBe('The Emberreach');
    expect(await repository.listWorlds('u-emberreach')).toHaveLength(2);
    expect(within(region).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says what is in the way when Undo cannot restore', async () => {
    const user = userEvent.setup();
    const region = renderNotices();
    await user.click(screen.getByRole('button', { name: 'Delete location' }));
    await within(region).findByText('“Briarholt” moved to Trash');
    await user.click(screen.getByRole('button', { name: 'Delete world' }));
    await within(region).findByText('“The Thornwild” moved to Trash');
    const [locationUndo] = within(region).getAllByRole('button', { name: 'Undo' });
    await user.click(locationUndo as HTMLElement);
    expect(
      await within(region).findByText('Restore the world “The Thornwild” first: “Briarholt” belongs to it.'),
    ).toBeInTheDocument();
  });

  it('never takes focus; F8 reaches the newest Undo and Escape goes back', async () => {
    const user = userEvent.setup();
    const region = renderNotices();
    const trigger = screen.getByRole('button', { name: 'Delete universe' });
    await user.click(trigger);
    await within(region).findByText('“The Emberreach” moved to Trash');
    expect(trigger).toHaveFocus();
    await user.keyboard('{F8}');
    const undo = within(region).getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'F8');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText(/moved to Trash/)).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});

function FieldAndKindDeletes({ fieldId, kindId }: { fieldId: string; kindId: string }) {
  const fields = useFieldActions('character', 'c-1');
  const { remove } = useKindActions();
  return (
    <>
      <button type="button" onClick={() => void fields.deleteField(fieldId)}>
        Delete field
      </button>
      <button type="button" onClick={() => remove.mutate(kindId)}>
        Delete kind
      </button>
    </>
  );
}

describe('the toast after a field’s or a kind’s delete', () => {
  it('offers Undo, which brings the field back, and the kind with its things', async () => {
    const user = userEvent.setup();
    const mood = await repository.createField({
      kind: 'character',
      scopeId: 'u-emberreach',
      label: 'Mood',
      type: 'short-text',
    });
    const religion = await repository.defineKind({
      name: 'Religion',
      plural: 'Religions',
      livesIn: 'universes',
    });
    await repository.createPart('universes', 'u-emberreach', `k-${religion.id}`, {
      name: 'Old Faith',
      description: '',
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FieldAndKindDeletes fieldId={mood.id} kindId={religion.id} />
        <TrashNotices />
      </QueryClientProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });

    await user.click(screen.getByRole('button', { name: 'Delete field' }));
    expect(await within(region).findByText('“Mood” moved to Trash')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(await within(region).findByText('“Mood” restored')).toBeInTheDocument();
    expect((await repository.listFields('character', 'u-emberreach')).map((field) => field.label)).toEqual([
      'Mood',
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete kind' }));
    expect(await within(region).findByText('“Religion” moved to Trash')).toBeInTheDocument();
    expect(await repository.listKinds()).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(await within(region).findByText('“Religion” restored')).toBeInTheDocument();
    expect((await repository.listKinds()).map((kind) => kind.name)).toEqual(['Religion']);
    expect(
      (await repository.listKindThings('universes', 'u-emberreach', religion.id)).map((thing) => thing.name),
    ).toEqual(['Old Faith']);
  });
});

describe('the toast after an import', () => {
  let sent: ApiRequest[];
  let answer: () => unknown;

  beforeEach(() => {
    sent = [];
    answer = () => ({ trashEntryId: 't-1', removed: 3, restored: 0 });
    setImportApiClient({
      request: async (request: ApiRequest) => {
        sent.push(request);
        const result = answer();
        if (result instanceof Error) throw result;
        return result;
      },
    });
  });

  it('offers Undo, which asks the server to undo that import', async () => {
    const user = userEvent.setup();
    const region = renderNotices();
    act(() =>
      announceImported({ batchId: 'batch-1', label: 'the import of 2026-11-24 10:20 UTC', added: 3 }),
    );
    expect(await within(region).findByText('Imported 3 records')).toBeInTheDocument();
    await user.keyboard('{F8}');
    await user.keyboard('{Enter}');
    expect(
      await within(region).findByText('Import undone: what it added is in the Trash'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/import/batch-1/undo' }]);
  });

  it('shows the server’s sentence when the import cannot be undone', async () => {
    const user = userEvent.setup();
    answer = () => new Error('The import cannot be undone: “Glasswater” was changed since.');
    const region = renderNotices();
    act(() =>
      announceImported({ batchId: 'batch-2', label: 'the import of 2026-11-24 10:20 UTC', added: 1 }),
    );
    await user.click(await within(region).findByRole('button', { name: 'Undo' }));
    expect(
      await within(region).findByText('The import cannot be undone: “Glasswater” was changed since.'),
    ).toBeInTheDocument();
  });
});
