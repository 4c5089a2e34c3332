import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useChange, useRecordHistory, useRestoreChange } from '../../data/history';
import { createQueryClient } from '../../data/query-client';
import { testRepository, testUniverse } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { SLOW } from '../../test-utils/render-with-repository';
import { HistoryServicesProvider } from '../../ui/history/history-services';
import { KindSlotProvider } from '../../ui/kind-slot';
import UniverseDetailPage from '../universes/universe-detail-page';
import { universeTabs } from '../universes/universe-tabs';
import { KindSectionPage } from './kind-section';

async function renderAt(
  path: (kindId: string) => string,
  withKind = true,
  more?: (repository: ReturnType<typeof testRepository>) => Promise<void>,
) {
  const repository = testRepository({ universes: [testUniverse()] });
  const kind = withKind
    ? await repository.defineKind({
        name: 'Religion',
        plural: 'Religions',
        icon: 'Church',
        livesIn: 'universes',
      })
    : undefined;
  await more?.(repository);
  setWorkspaceRepository(repository);
  const router = createMemoryRouter([{ path: '/universes/:universeId/*', element: <UniverseDetailPage /> }], {
    initialEntries: [path(kind?.id ?? 'none')],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HistoryServicesProvider services={{ useRecordHistory, useChange, useRestoreChange }}>
        <KindSlotProvider
          render={(container, kindId, partId) => (
            <KindSectionPage container={container} kindId={kindId} partId={partId} />
          )}
        >
          <RouterProvider router={router} />
        </KindSlotProvider>
      </HistoryServicesProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), repository, router, kindId: kind?.id ?? '' };
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Universe sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a kind of your own on its container’s page (decision 085)', () => {
  it('keeps the universe’s tabs exactly as they are when the user has no kinds', async () => {
    await renderAt(() => '/universes/u-1', false);
    await screen.findByRole('navigation', { name: 'Universe sections' }, SLOW);
    expect(tabNames()).toEqual(universeTabs.map((tab) => tab.label));
  });

  it('puts the kinds’ tabs in the order Settings gives them', async () => {
    await renderAt(
      () => '/universes/u-1',
      true,
      async (repository) => {
        const guild = await repository.defineKind({ name: 'Guild', plural: 'Guilds', livesIn: 'universes' });
        await repository.moveKind(guild.id, 0);
      },
    );
    await screen.findByRole('link', { name: 'Religions' }, SLOW);
    expect(tabNames()).toEqual([...universeTabs.map((tab) => tab.label), 'Guilds', 'Religions']);
  });

  it('adds a Religions tab after the spec’s tabs; Add stores a religion, which has a page of its own', async () => {
    const { user, repository, router, kindId } = await renderAt((id) => `/universes/u-1/k-${id}`);
    expect(await screen.findByRole('link', { name: 'Religions' }, SLOW)).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tabNames()).toEqual([...universeTabs.map((tab) => tab.label), 'Religions']);
    expect(await screen.findByText('No religions yet', undefined, SLOW)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Add Religion' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /Religion/ });
    await user.click(within(dialog).getByRole('button', { name: /^(Add|Save|Create)/ }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'The Old Faith');
    await user.click(within(dialog).getByRole('button', { name: /^(Add|Save|Create)/ }));

    const link = await screen.findByRole('link', { name: 'The Old Faith' }, SLOW);
    const [stored] = await repository.listKindThings('universes', 'u-1', kindId);
    expect(stored).toMatchObject({ name: 'The Old Faith' });
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/universes/u-1/k-${kindId}/${stored?.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'The Old Faith' }, SLOW)).toBeInTheDocument();
    const page = screen.getByRole('article', { name: 'The Old Faith' });
    expect(within(page).getByRole('link', { name: 'Religions' })).toHaveAttribute(
      'href',
      `/universes/u-1/k-${kindId}`,
    );
    expect(within(page).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();

    // Its History lists its own changes only, not the universe's.
    await repository.createPart('universes', 'u-1', `k-${kindId}`, { name: 'Sun Cult', description: '' });
    await user.click(within(page).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History of The Old Faith' }, SLOW);
    expect(await within(history).findAllByText(/The Old Faith/)).not.toHaveLength(0);
    expect(within(history).queryByText(/Sun Cult/)).toBeNull();
  });

  it('filters its tab by a field added to the kind, with an empty state of its own', async () => {
    const { user } = await renderAt(
      (id) => `/universes/u-1/k-${id}`,
      true,
      async (repository) => {
        const [kind] = await repository.listKinds();
        const kindOf = `universes/k-${kind?.id}` as const;
        const a = await repository.createPart('universes', 'u-1', `k-${kind?.id}`, {
          name: 'The Old Faith',
          description: '',
        });
        await repository.createPart('universes', 'u-1', `k-${kind?.id}`, {
          name: 'Sun Cult',
          description: '',
        });
        const deity = await repository.createField({
          kind: kindOf,
          scopeId: 'u-1',
          label: 'Deity',
          type: 'short-text',
        });
        await repository.saveThingFields(kindOf, a.id, { [deity.id]: 'The Stone' });
      },
    );
    const cards = () =>
      within(screen.getByRole('region', { name: /Religions/ }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    const form = await screen.findByRole('form', { name: 'Filter by field' }, SLOW);
    expect(cards()).toEqual(['The Old Faith', 'Sun Cult']);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Filter by field' }), 'Deity');
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), 'the stone');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(cards()).toEqual(['The Old Faith']));
    await user.clear(within(form).getByRole('textbox', { name: 'Value' }));
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), 'The Sea');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(
      await screen.findByRole('heading', { name: 'No religion matches this filter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No religion of The Reach has Deity “The Sea”.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(cards()).toEqual(['The Old Faith', 'Sun Cult']));
  });

  it('a kind the user does not have is no section', async () => {
    await renderAt(() => '/universes/u-1/k-nobody', true);
    expect(
      await screen.findByText('This universe has no section at that address.', undefined, SLOW),
    ).toBeInTheDocument();
  });
});
