import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../common/domain/reference';
import type { StoredRelation } from '../../../common/workspace/relations';
import { createQueryClient } from '../../data/query-client';
import { suggestEntities, useRelationActions, useRelations } from '../../data/relations';
import { testRepository } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { RelationServicesProvider } from './relation-services';
import { RelationsPanel } from './relations-panel';

const character = (id: string, name: string): Character => ({
  id,
  name,
  role: 'Ally',
  description: '',
  universeId: 'u-1',
});

const characters = [character('ch-mira', 'Mira Coldwater'), character('ch-varric', 'Varric Coldwater')];

function CharacterPage() {
  const { characterId = '' } = useParams();
  const name = characters.find((entry) => entry.id === characterId)?.name ?? '';
  return (
    <main>
      <h1>{name}</h1>
      <RelationsPanel
        end={{ kind: 'character', id: characterId }}
        name={name}
        familyTreeHref={`/universes/u-1/characters/${characterId}/family`}
      />
    </main>
  );
}

type Repository = ReturnType<typeof testRepository>;

/** A character's page with only its relations panel, over the in-memory workspace `setup` filled in. */
async function renderCharacter(id: string, setup?: (repository: Repository) => Promise<unknown>) {
  const repository = testRepository({ characters: structuredClone(characters) });
  await setup?.(repository);
  setWorkspaceRepository(repository);
  const router = createMemoryRouter(
    [{ path: '/universes/:universeId/characters/:characterId', element: <CharacterPage /> }],
    { initialEntries: [`/universes/u-1/characters/${id}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RelationServicesProvider services={{ useRelations, useRelationActions, suggest: suggestEntities }}>
        <RouterProvider router={router} />
      </RelationServicesProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), repository, router };
}

const panel = () => screen.getByRole('region', { name: /Relations/ });

describe('RelationsPanel', () => {
  it('offers the family tree only once there is a family relation', async () => {
    const ref = (id: string) => ({ kind: 'character' as const, id });
    await renderCharacter('ch-mira', (repository) =>
      repository.createRelation({ from: ref('ch-mira'), to: ref('ch-varric'), type: 'ally' }),
    );
    expect(await within(panel()).findByText('Ally of')).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Family tree' })).not.toBeInTheDocument();
    cleanup();

    await renderCharacter('ch-varric', (repository) =>
      repository.createRelation({ from: ref('ch-mira'), to: ref('ch-varric'), type: 'sibling' }),
    );
    const link = await within(panel()).findByRole('link', { name: 'Family tree' });
    expect(link).toHaveAttribute('href', '/universes/u-1/characters/ch-varric/family');
  });

  it('adds "Parent of" from one side and shows "Child of" on the other', async () => {
    const { user } = await renderCharacter('ch-mira');
    expect(await within(panel()).findByText(/No relations yet/)).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Add relation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add relation' });
    await user.selectOptions(within(dialog).getByLabelText(/^Relation/), 'Parent of');
    await user.type(within(dialog).getByRole('combobox', { name: /Related to/ }), 'Varric');
    await within(dialog).findByRole('option', { name: /Varric Coldwater/ });
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Varric Coldwater')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Attitude'), '70');
    expect(within(dialog).getByText(/Devoted \(70\)/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note'), 'Taught him the forge');
    await user.click(within(dialog).getByRole('button', { name: 'Add relation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const family = await within(panel()).findByRole('region', { name: 'Family' });
    expect(within(family).getByText('Parent of')).toBeInTheDocument();
    expect(within(family).getByText('Attitude: Devoted (70)')).toBeInTheDocument();
    expect(within(family).getByText('Taught him the forge')).toBeInTheDocument();

    await user.click(within(family).getByRole('link', { name: 'Varric Coldwater' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Varric Coldwater' })).toBeInTheDocument();
    const other = await within(panel()).findByRole('region', { name: 'Family' });
    expect(within(other).getByText('Child of')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Mira Coldwater' })).toHaveAttribute(
      'href',
      '/universes/u-1/characters/ch-mira',
    );
  });

  it('deletes a relation from the other side after a confirmation', async () => {
    const { user, repository } = await renderCharacter('ch-varric', (repository) =>
      repository.createRelation({
        from: { kind: 'character', id: 'ch-mira' },
        to: { kind: 'character', id: 'ch-varric' },
        type: 'parent',
      }),
    );
    await user.click(
      await within(panel()).findByRole('button', { name: 'Delete relation: Child of Mira Coldwater' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this relation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete relation' }));
    expect(await within(panel()).findByText(/No relations yet/)).toBeInTheDocument();
    expect(await repository.listRelations({ kind: 'character', id: 'ch-mira' })).toEqual([]);
  });

  it('keeps what was typed when the relation changed elsewhere, and saves over it on request', async () => {
    let made: StoredRelation | undefined;
    const { user, repository } = await renderCharacter('ch-mira', async (repository) => {
      made = await repository.createRelation({
        from: { kind: 'character', id: 'ch-mira' },
        to: { kind: 'character', id: 'ch-varric' },
        type: 'ally',
        note: 'Old friends',
      });
    });
    if (made === undefined) throw new Error('The relation was not made');
    await user.click(
      await within(panel()).findByRole('button', { name: 'Edit relation: Ally of Varric Coldwater' }),
    );
    const dialog = await screen.findByRole('dialog');
    // Someone else changes the note meanwhile.
    await repository.updateRelation(made.id, { note: 'Parted ways' }, made.version);
    await user.clear(within(dialog).getByLabelText('Starts'));
    await user.type(within(dialog).getByLabelText('Starts'), 'Year 1012');
    await user.click(within(dialog).getByRole('button', { name: 'Save relation' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('This relation was changed elsewhere');
    expect(notice).toHaveTextContent('Parted ways');
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('Year 1012');
    await user.click(within(notice).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [stored] = await repository.listRelations({ kind: 'character', id: 'ch-mira' });
    expect(stored).toMatchObject({ note: 'Parted ways', starts: 'Year 1012', version: 3 });
  });

  it('keeps a birth and an adoptive tie side by side, and changes one’s kind from the other end', async () => {
    const { user, repository } = await renderCharacter('ch-varric', (repository) =>
      repository.createRelation({
        from: { kind: 'character', id: 'ch-mira' },
        to: { kind: 'character', id: 'ch-varric' },
        type: 'parent',
      }),
    );
    await within(panel()).findByText('Child of');
    await user.click(within(panel()).getByRole('button', { name: 'Add relation' }));
    const add = await screen.findByRole('dialog', { name: 'Add relation' });
    await user.selectOptions(within(add).getByLabelText(/^Relation/), 'Child of');
    await user.selectOptions(within(add).getByLabelText('Variant'), 'Adoptive');
    await user.type(within(add).getByRole('combobox', { name: /Related to/ }), 'Mira');
    await within(add).findByRole('option', { name: /Mira Coldwater/ });
    await user.keyboard('{Enter}');
    await user.click(within(add).getByRole('button', { name: 'Add relation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const family = await within(panel()).findByRole('region', { name: 'Family' });
    expect(await within(family).findByText('Adopted child of')).toBeInTheDocument();
    expect(within(family).getByText('Child of')).toBeInTheDocument();

    await user.click(
      within(panel()).getByRole('button', { name: 'Edit relation: Adopted child of Mira Coldwater' }),
    );
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByLabelText(/^Relation/)).toHaveValue('child');
    await user.selectOptions(within(edit).getByLabelText(/^Relation/), 'Student of');
    await user.click(within(edit).getByRole('button', { name: 'Save relation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const social = await within(panel()).findByRole('region', { name: 'Social' });
    expect(within(social).getByText('Student of')).toBeInTheDocument();
    const stored = await repository.listRelations({ kind: 'character', id: 'ch-varric' });
    expect(stored.map((relation) => [relation.type, relation.from.id, relation.variant])).toEqual([
      ['parent', 'ch-mira', 'birth'],
      ['mentor', 'ch-mira', null],
    ]);
  });
});
