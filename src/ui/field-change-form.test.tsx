import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDefinition, FieldPatch } from '../../common/workspace/custom-fields';
import { previewTypeChange } from '../../common/workspace/custom-fields';
import { FieldChangeForm } from './field-change-form';

const height: FieldDefinition = {
  id: 'f-height',
  kind: 'character',
  scopeId: 'u-1',
  label: 'Height',
  type: 'short-text',
  section: '',
  position: 0,
  isRequired: false,
  version: 4,
  createdAt: '',
  updatedAt: '',
};

describe('changing an added field', () => {
  it('shows what happens to its values first, and writes only on Apply change', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn(async (_id: string, patch: FieldPatch) =>
      previewTypeChange(height, { ...height, ...patch } as FieldDefinition, [
        { thingId: 'c-1', value: '180' },
        { thingId: 'c-2', value: 'very tall' },
      ]),
    );
    const onChange = vi.fn(async () => undefined);
    render(<FieldChangeForm fields={[height]} onPreview={onPreview} onChange={onChange} onDone={() => {}} />);
    await user.clear(screen.getByRole('textbox', { name: 'New name' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), 'Height (cm)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New type' }), 'Number');
    await user.click(screen.getByRole('button', { name: 'Preview change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 value is kept as number; 1 cannot be and stays visible as text: “very tall”.',
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply change' }));
    expect(onChange).toHaveBeenCalledWith('f-height', { label: 'Height (cm)', type: 'number', version: 4 });
  });

  it('asks first, deletes the field chosen into the Trash, and says why when refused', async () => {
    const user = userEvent.setup();
    const mood = { ...height, id: 'f-mood', label: 'Mood' };
    const onDelete = vi.fn(async (field: FieldDefinition) => {
      if (field.id === 'f-height') throw new Error('Field not found');
    });
    const onDone = vi.fn();
    const noChange = vi.fn(async () => undefined);
    render(
      <FieldChangeForm
        fields={[height, mood]}
        onPreview={vi.fn()}
        onChange={noChange}
        onDelete={onDelete}
        onDone={onDone}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Height' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Delete the field Height?' });
    expect(asked).toHaveTextContent('“Height” goes to the Trash with every value it holds.');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Height' }));
    await user.click(await screen.findByRole('button', { name: 'Delete field' }));
    expect(await screen.findByText('Not deleted. Field not found')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'Mood');
    await user.click(screen.getByRole('button', { name: 'Delete Mood' }));
    await user.click(await screen.findByRole('button', { name: 'Delete field' }));
    expect(onDelete).toHaveBeenLastCalledWith(mood);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(noChange).not.toHaveBeenCalled();
  });

  it('offers no Delete where no delete is given', () => {
    render(<FieldChangeForm fields={[height]} onPreview={vi.fn()} onChange={vi.fn()} onDone={() => {}} />);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
