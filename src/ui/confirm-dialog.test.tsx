import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Delete timeline</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title="Delete timeline"
        message='Are you sure you want to delete the timeline "Age of Embers"?'
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows the message with Delete and Cancel; Delete confirms once and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete timeline' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete timeline' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete the timeline "Age of Embers"?',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Cancel and Escape close without confirming, and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete timeline' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes other button labels', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={() => {}}
        title="Leave"
        message="Discard changes?"
        onConfirm={() => {}}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
      />,
    );
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  });
});
