import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo, useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichText } from '../../../common/text/rich-text';
import {
  useBacklinks,
  useCreateMentionCharacter,
  useCreateMentionLoreEntry,
  useEntitySuggestions,
  useEntitySummary,
} from '../../data/entities';
import { createQueryClient } from '../../data/query-client';
import { testLocation, testRepository, testUniverse, testWorld } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import type { WorkspaceRepository } from '../../data/workspace-repository';
import { RichTextView } from '../rich-text/rich-text-view';
import { MentionMenu, type MentionMenuHandle } from './mention-menu';
import { MentionScopeProvider } from './mention-services';
import { MentionServicesProvider } from './mention-services-provider';

// Mentions over the in-memory repository, with the services the app gives them (src/app).

function Services({ children }: { children: ReactNode }) {
  const createCharacter = useCreateMentionCharacter();
  const createLoreEntry = useCreateMentionLoreEntry();
  const services = useMemo(
    () => ({
      useEntity: useEntitySummary,
      useSuggestions: useEntitySuggestions,
      useBacklinks,
      createCharacter,
      createLoreEntry,
    }),
    [createCharacter, createLoreEntry],
  );
  return <MentionServicesProvider services={services}>{children}</MentionServicesProvider>;
}

function renderWithMentions(ui: ReactNode, client: QueryClient, universeId?: string) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Services>
          <MentionScopeProvider universeId={universeId}>{ui}</MentionScopeProvider>
        </Services>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let repository: WorkspaceRepository;
let client: QueryClient;
beforeEach(() => {
  repository = testRepository({
    universes: [testUniverse(), testUniverse({ id: 'u-2', name: 'Tidewell' })],
    worlds: [testWorld()],
    locations: [testLocation('l-1', 'The Mire', { worldId: 'w-1' })],
    characters: [
      { id: 'ch-1', name: 'Mira Coldwater', role: 'Protagonist', description: '', universeId: 'u-2' },
      { id: 'ch-2', name: 'Mirabel', role: 'Ally', description: '', universeId: 'u-1' },
    ],
  });
  setWorkspaceRepository(repository);
  client = createQueryClient();
});

function Menu({ query, onPick }: { query: string; onPick: (entity: unknown) => void }) {
  const menu = useRef<MentionMenuHandle | null>(null);
  return (
    <>
      <input
        aria-label="Text"
        onKeyDown={(event) => {
          if (menu.current?.handleKeyDown(event.nativeEvent)) event.preventDefault();
        }}
      />
      <MentionMenu ref={menu} query={query} listboxId="mentions" onPick={onPick} />
    </>
  );
}

const selected = () =>
  screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');

describe('the @ menu', () => {
  it('groups by kind, the universe’s entries first, and is worked with the keys', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithMentions(<Menu query="Mi" onPick={onPick} />, client, 'u-2');

    const listbox = await screen.findByRole('listbox', { name: 'Mention suggestions' });
    await within(listbox).findByRole('option', { name: /Mira Coldwater/ });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toEqual([
      // The server ranks Mirabel first (shorter); Mira Coldwater is of the text's universe.
      // Each names where it lives (decision 061).
      expect.stringMatching(/^CharacterMira Coldwater, in Tidewell, CharacterMirabel, in .+, Character$/),
      expect.stringMatching(/^LocationThe Mire, in .+, Location$/),
      expect.stringMatching(/^NewCreate ‘Mi’ as a characterCreate ‘Mi’ as a lore entry$/),
    ]);
    expect(within(groups[0] as HTMLElement).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Character' })).toBeDefined();
    expect(selected()?.textContent).toContain('Mira Coldwater');

    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.keyboard('{ArrowDown}');
    expect(selected()?.textContent).toContain('Mirabel');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()?.textContent).toContain('Create ‘Mi’');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ kind: 'character', id: 'ch-2' }));
  });

  it('offers a character once, with where it lives, however many stories it appears in (decision 061)', async () => {
    const novel = await repository.createNovel({ title: 'The Tide Book', universeId: 'u-2' });
    await repository.createPart('novels', novel.id, 'characters', {
      characterId: 'ch-1',
      name: 'Mira Coldwater',
      role: 'Lead',
      description: '',
    });
    renderWithMentions(<Menu query="Mira C" onPick={vi.fn()} />, client, 'u-2');
    const listbox = await screen.findByRole('listbox', { name: 'Mention suggestions' });
    const miras = await within(listbox).findAllByRole('option', { name: /Mira Coldwater/ });
    expect(miras).toHaveLength(1);
    expect(miras[0]).toHaveTextContent('Mira Coldwater, in Tidewell');
  });

  it('makes a character for a new name only when "Create" is chosen', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithMentions(<Menu query="Zed Harrow" onPick={onPick} />, client, 'u-1');
    const create = await screen.findByRole('option', { name: 'Create ‘Zed Harrow’ as a character' });
    expect(create.getAttribute('aria-selected')).toBe('false');

    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}{Tab}');
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'character', name: 'Zed Harrow', universeId: 'u-1' }),
      ),
    );
    expect((await repository.records('character').list({ universeId: 'u-1' })).map((c) => c.name)).toContain(
      'Zed Harrow',
    );
  });

  it("makes a lore entry of the text's universe when that is chosen", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithMentions(<Menu query="The Quiet Bell" onPick={onPick} />, client, 'u-1');
    await screen.findByRole('option', { name: 'Create ‘The Quiet Bell’ as a lore entry' });
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'universes/lore', name: 'The Quiet Bell', parentId: 'u-1' }),
      ),
    );
    const found = await repository.suggestEntities('Quiet Bell');
    expect(found).toContainEqual(expect.objectContaining({ kind: 'universes/lore', name: 'The Quiet Bell' }));
  });

  it('offers no lore entry outside a universe', async () => {
    renderWithMentions(<Menu query="Zed" onPick={vi.fn()} />, client);
    await screen.findByRole('option', { name: 'Create ‘Zed’ as a character' });
    expect(screen.queryByRole('option', { name: /as a lore entry/ })).toBeNull();
  });
});

const mentioning: RichText = {
  version: 1,
  doc: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Ask ' },
          { type: 'mention', attrs: { kind: 'character', id: 'ch-1', label: 'Mira Coldwater' } },
          { type: 'text', text: ' at dawn.' },
        ],
      },
    ],
  },
};

describe('a mention in a stored text', () => {
  it('shows the current name as a link with a preview, and the written name marked missing once deleted', async () => {
    const user = userEvent.setup();
    renderWithMentions(<RichTextView text={mentioning} />, client);

    const link = await screen.findByRole('link', { name: 'Mira Coldwater' });
    expect(link.getAttribute('href')).toBe('/universes/u-2/characters/ch-1');
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Mira ColdwaterCharacter');
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);

    await repository.records('character').update('ch-1', { name: 'Mira Stormwater' });
    await client.invalidateQueries();
    expect(await screen.findByRole('link', { name: 'Mira Stormwater' })).toBeDefined();

    await repository.records('character').delete('ch-1');
    await client.invalidateQueries();
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    expect(screen.getByText('(missing)')).toBeDefined();
    expect(screen.getByTitle('Mira Coldwater (missing: it was deleted)').textContent).toBe(
      'Mira Coldwater (missing)',
    );
  });
});
