import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DeletePlanQuery, RecordDeleteDialog } from './record-delete-dialog';

const ready: DeletePlanQuery = {
  isPending: false,
  error: null,
  data: { isRefused: false, summary: 'It also deletes 3 parts.' },
};

function renderDialog(plan: DeletePlanQuery, onDelete = vi.fn(() => Promise.resolve())) {
  const onDeleted = vi.fn();
  const onDeletingChange = vi.fn();
  render(
    <RecordDeleteDialog
      isOpen
      onOpenChange={() => {}}
      name="The Crown"
      message="The novel and everything written in it are deleted. This cannot be undone."
      confirmLabel="Delete Novel"
      plan={plan}
      onDelete={onDelete}
      onDeletingChange={onDeletingChange}
      onDeleted={onDeleted}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Delete "The Crown"?' });
  return { dialog, onDelete, onDeleted, onDeletingChange };
}

describe('RecordDeleteDialog', () => {
  it('says what goes with the record, deletes, then leads away', async () => {
    const user = userEvent.setup();
    const { dialog, onDelete, onDeleted, onDeletingChange } = renderDialog(ready);
    expect(dialog).toHaveAccessibleDescription(
      'The novel and everything written in it are deleted. This cannot be undone.',
    );
    expect(within(dialog).getByText('It also deletes 3 parts.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Novel' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDeletingChange).toHaveBeenCalledWith(true);
  });

  it('waits for the plan before Delete can be pressed', () => {
    const { dialog } = renderDialog({ isPending: true, error: null });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking what goes with it…');
    expect(within(dialog).getByRole('button', { name: 'Delete Novel' })).toBeDisabled();
  });

  it('shows the reason of a refusal with Delete disabled', () => {
    const { dialog } = renderDialog({
      isPending: false,
      error: null,
      data: { isRefused: true, summary: 'Move or delete this universe’s worlds first' },
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Move or delete this universe’s worlds first',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete Novel' })).toBeDisabled();
  });

  it('keeps the dialog open with the reason when the delete is refused', async () => {
    const user = userEvent.setup();
    const { dialog, onDeleted, onDeletingChange } = renderDialog(
      ready,
      vi.fn(() => Promise.reject(new Error('The novel is locked.'))),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Novel' }));
    expect(await within(dialog).findByText('The novel is locked.')).toBeInTheDocument();
    expect(onDeletingChange).toHaveBeenLastCalledWith(false);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Delete Novel' })).toBeEnabled();
  });
});
