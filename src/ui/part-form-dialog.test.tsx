import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { plainTextOf } from '../../common/text/plain-text';
import type { RichText } from '../../common/text/rich-text';
import { partKind } from '../../common/workspace/part-kinds';
import { Button } from './button';
import {
  PartFormDialog,
  type PartFormDialogProps,
  type StoredPartValues,
  usePartDialog,
} from './part-form-dialog';

const quests = partKind('campaigns/quests');
const stored: StoredPartValues = {
  id: 'q-1',
  version: 3,
  title: 'Deliver the embers',
  status: 'in-progress',
  xp: 1200,
  description: 'Reach Briarholt.',
};
const statusLabels = { status: { 'in-progress': 'In Progress', planned: 'Planned', completed: 'Completed' } };

type Save = PartFormDialogProps['onSave'];

/** A long field's editor (rich text): it loads on demand (a read-only box stands in), so it is waited for. */
async function editorIn(dialog: HTMLElement, name: string): Promise<HTMLElement> {
  let editor: HTMLElement | undefined;
  await waitFor(
    () => {
      editor = within(dialog).getByRole('textbox', { name });
      expect(editor).toHaveAttribute('contenteditable', 'true');
    },
    { timeout: 5000 },
  );
  return editor as HTMLElement;
}
/** The document of plain paragraphs the editor writes for `lines`. */
const paragraphs = (...lines: string[]) => ({
  version: 1,
  doc: {
    type: 'doc',
    content: lines.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  },
});

/** The tab as a person meets it: an Add button, an Edit button, and the one dialog they open. */
function Harness({ onSave, part = stored }: { onSave: Save; part?: StoredPartValues }) {
  const dialog = usePartDialog();
  return (
    <>
      <Button onClick={dialog.openAdd}>Add Quest</Button>
      <Button onClick={() => dialog.openEdit(part)}>Edit {String(part.title)}</Button>
      <PartFormDialog
        {...dialog.props}
        spec={quests}
        defaults={{ status: 'planned', xp: 0 }}
        optionLabels={statusLabels}
        onSave={onSave}
      />
    </>
  );
}

function setup(onSave: Save = vi.fn(async () => {})) {
  const user = userEvent.setup();
  render(<Harness onSave={onSave} />);
  return { user, onSave };
}

/** A dialog whose link choices (records to stand for) arrive when `options` is given, after it opened. */
function Linked({ options }: { options: { id: string; name: string }[] }) {
  const dialog = usePartDialog();
  return (
    <>
      <Button onClick={dialog.openAdd}>Add Quest</Button>
      <PartFormDialog
        {...dialog.props}
        spec={quests}
        link={{ field: 'giverId', label: 'Quest giver', newLabel: 'A new giver', options }}
        onSave={vi.fn(async () => {})}
      />
    </>
  );
}

describe('PartFormDialog', () => {
  it('moves focus to a link choice whose records arrive after it opened, unless typing has begun', async () => {
    const user = userEvent.setup();
    const view = render(<Linked options={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add Quest' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    view.rerender(<Linked options={[{ id: 'g-1', name: 'Ada' }]} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Quest giver' })).toHaveFocus());
    view.unmount();

    const typed = render(<Linked options={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add Quest' }));
    await user.keyboard('Find');
    typed.rerender(<Linked options={[{ id: 'g-1', name: 'Ada' }]} />);
    await screen.findByRole('combobox', { name: 'Quest giver' });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
  });

  it('adds: one labelled control per field, the defaults filled, the title focused', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Quest' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Planned');
    expect(within(dialog).getByRole('spinbutton', { name: 'XP' })).toHaveValue(0);
    expect(within(dialog).getByRole('option', { name: 'In Progress' })).toBeInTheDocument();

    await user.type(title, '  Find the lantern ');
    await user.click(await editorIn(dialog, 'Description'));
    await user.keyboard('Under the bridge.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Quest' }));
    // The description is rich text: its document goes with its plain text.
    expect(onSave).toHaveBeenCalledWith(
      {
        title: 'Find the lantern',
        status: 'planned',
        xp: 0,
        description: 'Under the bridge.',
        descriptionDoc: expect.objectContaining({ version: 1 }),
      },
      undefined,
    );
    const [sent] = vi.mocked(onSave).mock.calls[0] ?? [];
    expect(
      plainTextOf((sent?.descriptionDoc as RichText | undefined)?.doc ?? { type: 'doc', content: [] }),
    ).toBe('Under the bridge.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what is wrong under each field, focuses the first, and sends nothing', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Quest' });
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'XP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Quest' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('spinbutton', { name: 'XP' })).toHaveAccessibleDescription(
      'XP is required',
    );
    expect(onSave).not.toHaveBeenCalled();
    // Typing in a field clears its message only.
    await user.type(title, 'A');
    expect(title).not.toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByRole('spinbutton', { name: 'XP' })).toHaveAccessibleDescription(
      'XP is required',
    );
  });

  it('keeps everything typed when the save is refused, under the field it names or above', async () => {
    const refusals = [
      Object.assign(new Error('Title is too grand'), { field: 'title' }),
      new Error('Could not reach the server.'),
    ];
    const onSave = vi.fn(async () => {
      throw refusals.shift();
    });
    const { user } = setup(onSave);
    await user.click(screen.getByRole('button', { name: 'Add Quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Quest' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'The grandest quest');
    await user.click(within(dialog).getByRole('button', { name: 'Add Quest' }));
    expect(title).toHaveAccessibleDescription('Title is too grand');
    expect(title).toHaveValue('The grandest quest');

    await user.click(within(dialog).getByRole('button', { name: 'Add Quest' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(title).toHaveValue('The grandest quest');
  });

  it('edits: shows the part, sends only what changed with the version read', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Deliver the embers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Quest' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Deliver the embers');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ status: 'completed' }, 3);
  });

  it('closes on Escape without saving and gives focus back to the button that opened it', async () => {
    const { user, onSave } = setup();
    const opener = screen.getByRole('button', { name: 'Edit Deliver the embers' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a conflict shows the stored values beside what was typed; Use theirs loads them', async () => {
    const theirs = { ...stored, version: 4, title: 'Deliver the embers by dawn' };
    const onSave = vi.fn(async () => {
      throw Object.assign(new Error('This quest was changed elsewhere'), { current: theirs });
    });
    const { user } = setup(onSave);
    await user.click(screen.getByRole('button', { name: 'Edit Deliver the embers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Quest' });
    const description = await editorIn(dialog, 'Description');
    expect(description).toHaveTextContent('Reach Briarholt.');
    await user.click(description);
    await user.keyboard('{Control>}a{/Control}Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const notice = within(dialog).getByRole('alert');
    expect(notice).toHaveTextContent('This quest was changed elsewhere since you opened it.');
    expect(within(notice).getByText('Deliver the embers by dawn')).toBeInTheDocument();
    expect(description).toHaveTextContent('Mine');

    await user.click(within(notice).getByRole('button', { name: 'Use theirs' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Deliver the embers by dawn');
    expect(await editorIn(dialog, 'Description')).toHaveTextContent('Reach Briarholt.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Save mine anyway sends the same changes again, based on the stored version', async () => {
    const theirs = { ...stored, version: 4, title: 'Deliver the embers by dawn' };
    const onSave = vi
      .fn<Save>()
      .mockRejectedValueOnce(Object.assign(new Error('Changed elsewhere'), { current: theirs }))
      .mockResolvedValueOnce(undefined);
    const { user } = setup(onSave);
    await user.click(screen.getByRole('button', { name: 'Edit Deliver the embers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Quest' });
    await user.click(await editorIn(dialog, 'Description'));
    await user.keyboard('{Control>}a{/Control}Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));
    const mine = { description: 'Mine', descriptionDoc: paragraphs('Mine') };
    expect(onSave).toHaveBeenNthCalledWith(1, mine, 3);
    expect(onSave).toHaveBeenNthCalledWith(2, mine, 4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows lists one entry per line and sends them as a list', async () => {
    const items = partKind('campaigns/items');
    const onSave = vi.fn(async () => {});
    const user = userEvent.setup();
    render(
      <PartFormDialog
        isOpen
        onOpenChange={() => {}}
        spec={items}
        part={{
          id: 'i-1',
          version: 1,
          name: 'Cart',
          type: '',
          rarity: 'rare',
          description: '',
          status: 'obtained',
          location: '',
          powers: ['Warms'],
        }}
        onSave={onSave}
      />,
    );
    const powers = screen.getByRole('textbox', { name: 'Powers' });
    expect(powers).toHaveValue('Warms');
    expect(powers).toHaveAccessibleDescription('One per line.');
    await user.type(powers, '\nGlows\nWarms');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ powers: ['Warms', 'Glows'] }, 1);
  });
});

describe('a chapter’s word count', () => {
  it('is shown read-only, counted from the text, and never sent', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>(async () => undefined);
    render(
      <PartFormDialog
        isOpen
        onOpenChange={() => undefined}
        spec={partKind('novels/chapters')}
        part={{ id: 'ch-1', version: 2, title: 'Opening', wordCount: 7, worldDate: '' }}
        onSave={onSave}
      />,
    );
    const words = screen.getByRole('spinbutton', { name: 'Word count' });
    expect(words).toHaveValue(7);
    expect(words).toHaveAttribute('readonly');
    expect(words).toHaveAccessibleDescription(/Counted from the chapter’s text/);
    await user.type(words, '5000');
    expect(words).toHaveValue(7);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'The opening');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'The opening' }, 2));
  });
});
