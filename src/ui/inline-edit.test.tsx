import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  EditForm,
  InlineEditForm,
  type InlineEditValues,
  useInlineEdit,
  validateInlineEdit,
} from './inline-edit';

describe('validateInlineEdit', () => {
  it('requires a name, counting whitespace as empty, in the words of its label', () => {
    expect(validateInlineEdit({ name: '  ', description: '' }, { nameLabel: 'Title' })).toEqual({
      name: 'Title is required',
    });
  });

  it('caps the lengths', () => {
    expect(
      validateInlineEdit(
        { name: 'abcd', description: 'x'.repeat(11) },
        { nameLabel: 'Name', maxNameLength: 3, maxDescriptionLength: 10 },
      ),
    ).toEqual({
      name: 'Name must be at most 3 characters',
      description: 'Description must be at most 10 characters',
    });
  });

  it('accepts a name with an empty description', () => {
    expect(validateInlineEdit({ name: 'Ashfall', description: '' }, { nameLabel: 'Name' })).toEqual({});
  });
});

function Harness({ onSave }: { onSave: (values: InlineEditValues) => Promise<void> }) {
  const edit = useInlineEdit();
  return (
    <div>
      <button type="button" ref={edit.triggerRef} onClick={edit.start} disabled={edit.isEditing}>
        Edit
      </button>
      {edit.isEditing ? (
        <InlineEditForm
          label="Edit campaign"
          nameLabel="Title"
          initialValues={{ name: 'The Cinder Road', description: 'Embers.' }}
          onSave={onSave}
          onClose={edit.finish}
        />
      ) : null}
    </div>
  );
}

describe('InlineEditForm', () => {
  it('opens with the current values and the name focused', async () => {
    const user = userEvent.setup();
    render(<Harness onSave={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const form = screen.getByRole('form', { name: 'Edit campaign' });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /title/i })).toHaveValue('The Cinder Road');
    expect(screen.getByRole('textbox', { name: /title/i })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Embers.');
  });

  it('saves trimmed values, closes and returns focus to the Edit button', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const title = screen.getByRole('textbox', { name: /title/i });
    await user.clear(title);
    await user.type(title, '  The Ember Road  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({ name: 'The Ember Road', description: 'Embers.' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('shows a message under an empty name, focuses it and does not save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const title = screen.getByRole('textbox', { name: /title/i });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();

    await user.type(title, 'A');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('submits with Enter in the name field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.keyboard('X{Enter}');
    expect(onSave).toHaveBeenCalledWith({ name: 'X', description: 'Embers.' });
  });

  it('Cancel and Escape discard the changes without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<Harness onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /title/i }), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /title/i })).toHaveValue('The Cinder Road');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the message when saving fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new Error('The campaign no longer exists');
    });
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /title/i });
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The campaign no longer exists');
    expect(title).toHaveValue('Renamed');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

type Place = 'name' | 'type' | 'description';

function validatePlace(values: Record<Place, string>) {
  const errors: Partial<Record<Place, string>> = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  if (values.type.trim() === '') errors.type = 'Type is required';
  if (values.description.length > 10) errors.description = 'Text must be at most 10 characters';
  return errors;
}

function renderPlaceForm(onSave: (values: Record<Place, string>) => Promise<void>) {
  render(
    <EditForm<Place>
      label="Edit world"
      isLabelVisible={false}
      columns={2}
      fields={[
        { name: 'name', label: 'Name', isRequired: true },
        { name: 'description', label: 'Description', isMultiline: true },
        { name: 'type', label: 'Type', isRequired: true, hint: 'For example Forest.', maxLength: 60 },
      ]}
      initialValues={{ name: 'The Thornwild', type: 'Forest', description: 'Old.' }}
      validate={validatePlace}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
}

describe('EditForm', () => {
  it('is named by its label without a second heading, and shows every field with its hint', () => {
    renderPlaceForm(vi.fn(async () => {}));
    expect(screen.getByRole('form', { name: 'Edit world' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /type/i })).toHaveAccessibleDescription('For example Forest.');
    expect(screen.getByRole('textbox', { name: /type/i })).toHaveAttribute('maxlength', '60');
  });

  it('moves focus to the first invalid field in the order shown and saves trimmed values', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    renderPlaceForm(onSave);
    const type = screen.getByRole('textbox', { name: /type/i });
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(type);
    await user.type(description, ' and very long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Type stands before Description on screen, whatever the order of the field list.
    expect(type).toHaveFocus();
    expect(type).toHaveAccessibleDescription(/Type is required/);
    expect(description).toHaveAccessibleDescription('Text must be at most 10 characters');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(type, ' Sky Islands ');
    await user.clear(description);
    await user.type(description, ' Misty. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'The Thornwild',
      type: 'Sky Islands',
      description: 'Misty.',
    });
  });

  it('offers a select for a field with options, and shows a refusal that names a field under it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw Object.assign(new Error('That universe does not exist'), { field: 'home' });
    });
    render(
      <EditForm<'name' | 'home'>
        label="Edit world"
        columns={2}
        fields={[
          { name: 'name', label: 'Name', isRequired: true },
          {
            name: 'home',
            label: 'Universe',
            isWide: true,
            options: [
              { value: 'u-1', label: 'The Reach' },
              { value: 'u-2', label: 'The Deep' },
            ],
          },
        ]}
        initialValues={{ name: 'The Green', home: 'u-1' }}
        validate={() => ({})}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    const home = screen.getByRole('combobox', { name: 'Universe' });
    expect(home).toHaveValue('u-1');
    await user.selectOptions(home, 'The Deep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'The Green', home: 'u-2' });
    expect(home).toHaveAccessibleDescription(/That universe does not exist/);
    expect(home).toHaveFocus();
    // Said once, under the field, not again above the form.
    expect(screen.getAllByText('That universe does not exist')).toHaveLength(1);
  });
});
