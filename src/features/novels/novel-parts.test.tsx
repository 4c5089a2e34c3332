import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NovelRecord } from '../../../common/domain/novel';
import { fieldServices } from '../../app/layout/workspace-data-provider';
import { testEvent, testNovel, testTimeline, testUniverse } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import { FieldServicesProvider } from '../../ui/field-services';
import NovelDetailPage from './novel-detail-page';

const fullNovel = () =>
  testNovel({
    chapters: [
      { id: 'ch-1', title: 'Opening', wordCount: 1200 },
      { id: 'ch-2', title: 'Middle', wordCount: 800 },
    ],
    assets: {
      images: [],
      documents: [{ id: 'd-1', title: 'Etiquette', type: 'Notes', description: 'Who sits where.' }],
      music: [],
    },
  });

const renderAt = (path: string, novel: NovelRecord = fullNovel()) =>
  renderWithRepository(
    [
      { path: '/novels', element: <h1>Novels list</h1> },
      {
        path: '/novels/:novelId/*',
        element: (
          <FieldServicesProvider services={fieldServices}>
            <NovelDetailPage />
          </FieldServicesProvider>
        ),
      },
    ],
    path,
    {
      novels: [novel],
      universes: [testUniverse(), testUniverse({ id: 'u-2', name: 'The Deep' })],
      timelines: [testTimeline()],
      events: [testEvent('e-1', 'Oath broken', 'Year 9')],
    },
  );

/** The names of a list's cards: each card's link to its part's page (a chapter's Write link aside). */
const listTitles = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('link')
    .filter((link) => !link.getAttribute('aria-label')?.startsWith('Write '))
    .map((link) => link.textContent);

describe('novel tabs: building the novel', () => {
  it('adds, edits, reorders and deletes a chapter, and every change is stored', async () => {
    const { user, repository } = renderAt('/novels/n-1/chapters');
    await user.click(await screen.findByRole('button', { name: 'Add Chapter' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Chapter' });
    await user.type(within(add).getByRole('textbox', { name: 'Title' }), 'Ending');
    // The count is the text's: shown, not typed in.
    expect(within(add).getByRole('spinbutton', { name: 'Word count' })).toHaveAttribute('readonly');
    await user.click(within(add).getByRole('button', { name: 'Add Chapter' }));
    await waitFor(() => expect(listTitles('Chapters')).toEqual(['Opening', 'Middle', 'Ending']));
    expect(screen.getByText('0 words')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Ending' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Chapter' });
    await user.clear(within(edit).getByRole('textbox', { name: 'Title' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Title' }), 'The End');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(listTitles('Chapters')).toEqual(['Opening', 'Middle', 'The End']));

    const editButton = screen.getByRole('button', { name: 'Edit The End' });
    editButton.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(listTitles('Chapters')).toEqual(['Opening', 'The End', 'Middle']));
    expect(editButton).toHaveFocus();
    // The numbers follow the reading order.
    const second = within(screen.getByRole('list', { name: 'Chapters' })).getAllByRole('listitem')[1];
    expect(second).toHaveTextContent('Chapter 2');

    await user.click(screen.getByRole('button', { name: 'Delete Opening' }));
    await user.click(screen.getByRole('button', { name: 'Delete Chapter' }));
    await waitFor(() => expect(listTitles('Chapters')).toEqual(['The End', 'Middle']));

    await waitFor(async () =>
      expect((await repository.getNovel('n-1')).chapters.map((chapter) => chapter.title)).toEqual([
        'The End',
        'Middle',
      ]),
    );
    expect((await repository.getNovel('n-1')).chapters[0]).toMatchObject({ wordCount: 0, version: 2 });
  });

  // Each tab's empty state offers to add the first part; the defaults fill every required choice.
  const firstParts = [
    { tab: 'chapters', singular: 'Chapter', field: 'Title', name: 'Chapter one', list: 'chapters' },
    { tab: 'characters', singular: 'Character', field: 'Name', name: 'Mira', list: 'characters' },
    { tab: 'story-arcs', singular: 'Story arc', field: 'Title', name: 'The find', list: 'story-arcs' },
    { tab: 'assets', singular: 'Image', field: 'Title', name: 'Map', list: 'images' },
    { tab: 'assets', singular: 'Document', field: 'Title', name: 'Notes', list: 'documents' },
    { tab: 'assets', singular: 'Music', field: 'Title', name: 'Rhythm', list: 'music' },
  ] as const;

  for (const { tab, singular, field, name, list } of firstParts) {
    it(`the empty ${tab} tab adds its first ${singular.toLowerCase()}`, async () => {
      const { user } = renderAt(`/novels/n-1/${tab}`, testNovel());
      await screen.findByRole('heading', { level: 3, name: /^No .* yet$/ }, SLOW);
      await user.click(screen.getByRole('button', { name: `Add ${singular}` }));
      const dialog = screen.getByRole('dialog', { name: `Add ${singular}` });
      await user.type(within(dialog).getByRole('textbox', { name: field }), name);
      await user.click(within(dialog).getByRole('button', { name: `Add ${singular}` }));
      expect(await screen.findByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/novels/n-1/${list}/`)),
      );
    });
  }
});

describe('the novel itself', () => {
  it('sets its status from the header', async () => {
    const { user, repository } = renderAt('/novels/n-1');
    await user.click(await screen.findByRole('button', { name: 'Novel status: Draft' }, SLOW));
    await user.click(screen.getByRole('menuitemradio', { name: 'In Progress' }));
    expect(await screen.findByRole('button', { name: 'Novel status: In Progress' })).toBeInTheDocument();
    expect((await repository.getNovel('n-1')).status).toBe('in-progress');
  });

  it('moves to another universe, and to none', async () => {
    const { user, repository } = renderAt('/novels/n-1');
    expect(await screen.findByRole('link', { name: 'The Reach' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change universe' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'The Deep' }));
    expect(await screen.findByRole('link', { name: 'The Deep' })).toHaveAttribute('href', '/universes/u-2');
    expect((await repository.getNovel('n-1')).universeId).toBe('u-2');

    await user.click(screen.getByRole('button', { name: 'Change universe' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Not connected' }));
    expect(await screen.findByText('Not connected to a universe')).toBeInTheDocument();
    expect((await repository.getNovel('n-1')).universeId).toBeUndefined();
  });

  it('is deleted after a confirmation that says what goes with it', async () => {
    const { user, repository, router } = renderAt('/novels/n-1/chapters');
    await user.click(await screen.findByRole('button', { name: 'Delete Novel' }, SLOW));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "The Crown"?' });
    expect(
      await within(confirm).findByText('It also deletes 1 timeline, 1 event and 3 parts.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete Novel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/novels'), SLOW);
    expect(await repository.listNovels()).toEqual([]);
  });
});

describe('the novel’s characters: appearances of its universe’s characters', () => {
  const mira = {
    id: 'ch-mira',
    name: 'Mira',
    role: 'Protagonist' as const,
    description: 'A smith.',
    universeId: 'u-1',
  };
  const renderCast = (path: string) =>
    renderWithRepository([{ path: '/novels/:novelId/*', element: <NovelDetailPage /> }], path, {
      novels: [testNovel()],
      universes: [testUniverse()],
      characters: [mira, { id: 'ch-deep', name: 'Sefa', role: 'Ally', description: '', universeId: 'u-2' }],
    });

  it('adds one of the universe’s characters or a new one, and each page says where it appears', async () => {
    const { user, repository } = renderCast('/novels/n-1/characters');
    await user.click(await screen.findByRole('button', { name: 'Add Character' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Character' });
    const choice = within(add).getByRole('combobox', { name: 'Character' });
    // Only the universe's characters are offered (not Sefa, of another universe).
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A new character', 'Mira']);
    await user.selectOptions(choice, 'Mira');
    expect(within(add).getByRole('textbox', { name: 'Name' })).toHaveValue('Mira');
    expect(within(add).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await user.type(within(add).getByRole('textbox', { name: 'Role' }), 'Cameo');
    await user.click(within(add).getByRole('button', { name: 'Add Character' }));
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Mira']));
    expect(await repository.listAppearances('ch-mira')).toEqual([
      expect.objectContaining({ parent: 'novels', parentId: 'n-1', role: 'Cameo' }),
    ]);

    // Mira is in the novel now: the next character is a new one.
    await user.click(screen.getByRole('button', { name: 'Add Character' }));
    const next = screen.getByRole('dialog', { name: 'Add Character' });
    expect(within(next).queryByRole('combobox', { name: 'Character' })).not.toBeInTheDocument();
    await user.type(within(next).getByRole('textbox', { name: 'Name' }), 'Tobin');
    await user.click(within(next).getByRole('button', { name: 'Add Character' }));
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Mira', 'Tobin']));
    const universeCast = await repository.records('character').list({ universeId: 'u-1' });
    expect(universeCast.map((character) => character.name)).toEqual(['Mira', 'Tobin']);

    await user.click(screen.getByRole('link', { name: 'Mira' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mira' }, SLOW)).toBeInTheDocument();
    const appears = await screen.findByRole('list', { name: 'Appears in' });
    expect(appears).toHaveTextContent('The Crown (this page) · Novel · Cameo');
    expect(screen.getByRole('link', { name: 'Open the character’s page' })).toHaveAttribute(
      'href',
      '/universes/u-1/characters/ch-mira',
    );
  });
});

describe('exporting the manuscript', () => {
  it('downloads the chapters in order as Markdown from the Chapters tab', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:manuscript');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    try {
      const { user } = renderAt('/novels/n-1/chapters');
      await user.click(await screen.findByRole('button', { name: 'Export manuscript' }, SLOW));
      await user.click(await screen.findByRole('menuitem', { name: 'Markdown (.md)' }));
      await waitFor(() => expect(clicked).toHaveBeenCalled(), SLOW);
      const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
      expect(anchor.download).toBe('the-crown.md');
      const [file] = created.mock.calls[0] ?? [];
      const markdown = await (file as Blob).text();
      expect(markdown).toBe('# The Crown\n\n## Opening\n\n## Middle\n');
    } finally {
      clicked.mockRestore();
      Object.assign(URL, original);
    }
  });
});

describe('a part’s own page', () => {
  it('shows every field and where it sits, and edits it', async () => {
    const { user } = renderAt('/novels/n-1/documents/d-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Etiquette' }, SLOW)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Assets' })).toHaveAttribute(
      'href',
      '/novels/n-1/assets',
    );
    expect(within(breadcrumb).getByText('Etiquette')).toHaveAttribute('aria-current', 'page');
    const tabs = screen.getByRole('navigation', { name: 'Novel sections' });
    expect(within(tabs).getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Who sits where.')).toBeInTheDocument();
    expect(document.title).toBe('Etiquette · The Crown · Fablehold');

    await user.click(screen.getByRole('button', { name: 'Edit Document' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Document' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type' }), 'Glossary');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Glossary')).toBeInTheDocument();
  });

  it('has a Fields card: a field added to all the novel’s chapters is on every chapter', async () => {
    const { user, router, repository } = renderAt('/novels/n-1/chapters/ch-1');
    const fields = await screen.findByRole('region', { name: 'Fields' }, SLOW);
    await user.click(within(fields).getByRole('button', { name: 'Add a field' }));
    const form = within(fields).getByRole('form', { name: 'New field' });
    await user.type(within(form).getByRole('textbox', { name: 'Field name' }), 'Mood');
    const scope = within(form).getByRole('combobox', { name: 'Add it to' });
    expect(
      within(scope)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All chapters of The Crown', 'Only Opening']);
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    await user.click(await within(fields).findByRole('button', { name: 'Edit fields' }));
    const values = within(fields).getByRole('form', { name: 'Edit fields' });
    await user.type(within(values).getByRole('textbox', { name: 'Mood' }), 'Grim');
    await user.click(within(values).getByRole('button', { name: 'Save fields' }));
    expect(await within(fields).findByRole('definition')).toHaveTextContent('Grim');

    await user.click(within(fields).getByRole('button', { name: 'Save as template' }));
    const template = within(fields).getByRole('form', { name: 'Save as template' });
    await user.click(within(template).getByRole('button', { name: 'Save template' }));
    expect(within(template).getByRole('textbox', { name: 'Template name' })).toHaveAccessibleDescription(
      /A template’s name is required/,
    );
    await user.type(within(template).getByRole('textbox', { name: 'Template name' }), 'Dark turn');
    await user.click(within(template).getByRole('button', { name: 'Save template' }));
    expect(await within(fields).findByRole('status')).toHaveTextContent('Saved as the template “Dark turn”.');
    expect(within(fields).queryByRole('form', { name: 'Save as template' })).not.toBeInTheDocument();
    const [kept] = await repository.listFieldTemplates('novels/chapters', 'n-1');
    expect(kept?.name).toBe('Dark turn');
    expect(Object.values(kept?.values ?? {})).toEqual(['Grim']);

    // New from template: the Add dialog offers it, and the new chapter has its values.
    await act(() => router.navigate('/novels/n-1/chapters'));
    await user.click(await screen.findByRole('button', { name: 'Add Chapter' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Chapter' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'New from template' }), 'Dark turn');
    await user.type(within(add).getByRole('textbox', { name: 'Title' }), 'Ending');
    await user.click(within(add).getByRole('button', { name: 'Add Chapter' }));
    await waitFor(() => expect(listTitles('Chapters')).toEqual(['Opening', 'Middle', 'Ending']));
    const ending = (await repository.getNovel('n-1'))?.chapters.find((chapter) => chapter.title === 'Ending');
    await waitFor(async () =>
      expect(
        Object.values((await repository.getThingFields('novels/chapters', ending?.id ?? ''))?.values ?? {}),
      ).toEqual(['Grim']),
    );

    await act(() => router.navigate('/novels/n-1/chapters/ch-2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Middle' })).toBeInTheDocument();
    const other = await screen.findByRole('region', { name: 'Fields' });
    expect(await within(other).findByRole('term')).toHaveTextContent('Mood');
    expect(within(other).queryByText('Grim')).not.toBeInTheDocument();
  });

  it('deletes it after confirming and goes back to its tab', async () => {
    const { user, router } = renderAt('/novels/n-1/chapters/ch-1');
    expect(await screen.findByText('1,200 words', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Chapter' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete "Opening"?' })).getByRole('button', {
        name: 'Delete Chapter',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/novels/n-1/chapters'));
    await waitFor(() => expect(listTitles('Chapters')).toEqual(['Middle']));
  });

  it('says so for a part that is not there', async () => {
    renderAt('/novels/n-1/story-arcs/nope');
    expect(await screen.findByRole('heading', { name: 'Story arc not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Story Arcs' })).toHaveAttribute(
      'href',
      '/novels/n-1/story-arcs',
    );
    expect(document.title).toBe('Story arc Not Found · The Crown · Fablehold');
  });

  it('takes the address of a novel’s own event (before one event store) to its Timeline tab', async () => {
    const { router } = renderAt('/novels/n-1/events/e-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/novels/n-1/timelines'), SLOW);
    expect(await screen.findByRole('link', { name: 'Oath broken' }, SLOW)).toHaveAttribute(
      'href',
      '/timelines/t-1',
    );
  });

  it('an unknown list says the section is not found', async () => {
    renderAt('/novels/n-1/dragons/d-1');
    expect(await screen.findByRole('heading', { name: 'Section not found' }, SLOW)).toBeInTheDocument();
  });
});

describe('a story arc’s page: the chapters it runs through (decision 061)', () => {
  const arcNovel = () =>
    testNovel({
      chapters: [
        { id: 'ch-1', title: 'Opening', wordCount: 10 },
        { id: 'ch-2', title: 'Middle', wordCount: 10 },
        { id: 'ch-3', title: 'Ending', wordCount: 10 },
      ],
      storyArcs: [{ id: 'arc-1', title: 'The Tide', description: 'Mira’s fall.', chapterIds: ['ch-3'] }],
    });
  const arcTitles = () =>
    within(screen.getByRole('list', { name: 'Chapters in this arc' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('adds chapters where the story puts them, moves one by keyboard, removes one, and stores each', async () => {
    const { user, repository } = renderAt('/novels/n-1/story-arcs/arc-1', arcNovel());
    await waitFor(() => expect(arcTitles()).toEqual(['Ending']), SLOW);
    expect(screen.getByRole('link', { name: 'Ending' })).toHaveAttribute('href', '/novels/n-1/chapters/ch-3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a chapter' }), 'Opening');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await waitFor(() => expect(arcTitles()).toEqual(['Opening', 'Ending']));

    const handle = screen.getByRole('button', { name: 'Reorder Ending' });
    handle.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(arcTitles()).toEqual(['Ending', 'Opening']));

    await user.click(screen.getByRole('button', { name: 'Remove Opening from this arc' }));
    await waitFor(() => expect(arcTitles()).toEqual(['Ending']));
    await waitFor(async () =>
      expect((await repository.getNovel('n-1')).storyArcs[0]?.chapterIds).toEqual(['ch-3']),
    );
  });

  it('names an arc’s chapters on its card in the Story Arcs tab', async () => {
    renderAt('/novels/n-1/story-arcs', arcNovel());
    expect(await screen.findByText('Ending', { exact: false }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('1 chapter:')).toBeInTheDocument();
  });
});
