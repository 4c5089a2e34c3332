import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { readRichText, SHARED_TEXT_FIELD, writeRichText } from '../../common/text/y-rich-text';
import { partKind } from '../../common/workspace/part-kinds';
import {
  type FieldTogether,
  PartFormDialog,
  type PartFormDialogProps,
  type StoredPartValues,
} from './part-form-dialog';

// A part's long field written together in its form (decision 105): bound to the field's shared text
// when someone else has the part open and nothing was typed in it alone, the field leaves the form —
// its words go to the shared text (the server stores them), the form sends only its other fields, and
// a 409 that the shared text's save caused is saved again on the part as it now is; a field typed in
// alone first stays the form's, saved with it as before.

const quests = partKind('campaigns/quests');
const stored: StoredPartValues = {
  id: 'q-1',
  version: 3,
  title: 'Deliver the embers',
  status: 'in-progress',
  xp: 1200,
  description: 'Reach Briarholt.',
  descriptionDoc: {
    version: 1,
    doc: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Reach Briarholt.' }] }],
    },
  },
};

type Save = PartFormDialogProps['onSave'];

/** The field's shared text as the server seeds it, and a `together` that binds to it when `isHere()`. */
function sharedField(isHere: () => boolean = () => true) {
  const doc = new Y.Doc();
  writeRichText(doc.getXmlFragment(SHARED_TEXT_FIELD), (stored.descriptionDoc as { doc: never }).doc);
  const awareness = new Awareness(doc);
  const calls: { field: string; canBind: boolean }[] = [];
  // One answer for every render, as useFieldTogether's (memoised): a new object would bind afresh.
  const bound = { doc, awareness };
  const together: FieldTogether = {
    part: { kind: 'campaigns/quests', parentId: 'c-1' },
    useField: (_part, _partId, field, canBind) => {
      calls.push({ field, canBind });
      return isHere() && canBind ? bound : undefined;
    },
  };
  const textOf = () => JSON.stringify(readRichText(doc.getXmlFragment(SHARED_TEXT_FIELD)));
  return { doc, together, calls, textOf };
}

async function editorIn(dialog: HTMLElement): Promise<HTMLElement> {
  let editor: HTMLElement | undefined;
  await waitFor(
    () => {
      editor = within(dialog).getByRole('textbox', { name: 'Description' });
      expect(editor).toHaveAttribute('contenteditable', 'true');
    },
    { timeout: 5000 },
  );
  return editor as HTMLElement;
}

/** Tiptap keeps its editor on the editable element: words typed at the end of the text. */
function typeAtEnd(box: HTMLElement, words: string) {
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  act(() => {
    editor.commands.focus();
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, words);
  });
}

function renderForm(onSave: Save, together: FieldTogether | undefined) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  const view = render(
    <PartFormDialog
      isOpen
      onOpenChange={onOpenChange}
      spec={quests}
      part={stored}
      onSave={onSave}
      together={together}
    />,
  );
  return { user, view, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Edit Quest' }) };
}

describe('a part’s long field written together', () => {
  it('is the shared text once bound: typed words go to it, and the form sends only its other fields', async () => {
    const onSave = vi.fn<Save>(async () => undefined);
    const shared = sharedField();
    const { user, dialog } = renderForm(onSave, shared.together);
    const editor = await editorIn(dialog);
    typeAtEnd(editor, ' Ask for Tamsin.');
    await waitFor(() => expect(shared.textOf()).toContain('Reach Briarholt. Ask for Tamsin.'));
    // Another writer's words arrive in the field.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(shared.doc));
    other.on('update', (update: Uint8Array) => Y.applyUpdate(shared.doc, update));
    act(() => {
      const first = other.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement;
      (first.get(0) as Y.XmlText).insert(0, 'Ana: ');
    });
    expect(editor).toHaveTextContent('Ana: Reach Briarholt. Ask for Tamsin.');
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Deliver the last embers');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ title: 'Deliver the last embers' }, 3);
  });

  it('closes without a save when only the shared field changed', async () => {
    const onSave = vi.fn<Save>(async () => undefined);
    const shared = sharedField();
    const { user, dialog, onOpenChange } = renderForm(onSave, shared.together);
    typeAtEnd(await editorIn(dialog), ' More.');
    await waitFor(() => expect(shared.textOf()).toContain('More.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('saves its other fields again on the stored version when the shared text moved it, and nothing else did', async () => {
    // The server stored the shared text meanwhile: version 4, the same title and status as read.
    const moved = { ...stored, version: 4, description: 'Reach Briarholt. Typed together.' };
    const onSave = vi
      .fn<Save>()
      .mockRejectedValueOnce(Object.assign(new Error('Changed elsewhere'), { current: moved }))
      .mockResolvedValueOnce(undefined);
    const shared = sharedField();
    const { user, dialog, onOpenChange } = renderForm(onSave, shared.together);
    await editorIn(dialog);
    await waitFor(() => expect(shared.calls.some((call) => call.canBind)).toBe(true));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'completed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenNthCalledWith(1, { status: 'completed' }, 3);
    expect(onSave).toHaveBeenNthCalledWith(2, { status: 'completed' }, 4);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('still asks when someone else changed a field the form sends', async () => {
    const theirs = { ...stored, version: 4, status: 'planned' };
    const onSave = vi
      .fn<Save>()
      .mockRejectedValueOnce(Object.assign(new Error('Changed elsewhere'), { current: theirs }));
    const shared = sharedField();
    const { user, dialog } = renderForm(onSave, shared.together);
    await editorIn(dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'completed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Save mine anyway' })).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('stays the form’s when typed in alone before anyone came: its words are saved with the form', async () => {
    let isHere = false;
    const onSave = vi.fn<Save>(async () => undefined);
    const shared = sharedField(() => isHere);
    const { user, dialog, view } = renderForm(onSave, shared.together);
    const editor = await editorIn(dialog);
    typeAtEnd(editor, ' Alone.');
    // A pause in typing hands the words to the form.
    act(() => editor.blur());
    await waitFor(() => expect(shared.calls.at(-1)?.canBind).toBe(false));
    // Someone arrives: the field does not bind (it would draw the shared text over what was typed).
    isHere = true;
    view.rerender(
      <PartFormDialog
        isOpen
        onOpenChange={() => {}}
        spec={quests}
        part={stored}
        onSave={onSave}
        together={shared.together}
      />,
    );
    expect(shared.textOf()).not.toContain('Alone.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Reach Briarholt. Alone.', descriptionDoc: expect.anything() }),
      3,
    );
  });

  it('is the form’s own field with no `together` (a browser-only workspace)', async () => {
    const onSave = vi.fn<Save>(async () => undefined);
    const { user, dialog } = renderForm(onSave, undefined);
    typeAtEnd(await editorIn(dialog), ' Plain.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Reach Briarholt. Plain.' }),
      3,
    );
  });
});
