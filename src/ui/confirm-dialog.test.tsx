import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type HarnessProps = Pick<ConfirmDialogProps, 'onConfirm' | 'pendingLabel' | 'failureMessage'>;

function Harness(props: HarnessProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Delete timeline</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title="Delete timeline"
        message='Are you sure you want to delete the timeline "Age of Embers"?'
        {...props}
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

  it('waits for an asynchronous confirm: the button says so, nothing closes it meanwhile, then it closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} pendingLabel="Deleting…" />);
    await user.click(screen.getByRole('button', { name: 'Delete timeline' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete timeline' });
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows why an asynchronous confirm was refused and stays open; the next opening starts afresh', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('Could not reach the server.')));
    render(<Harness onConfirm={onConfirm} pendingLabel="Deleting…" failureMessage="Not deleted." />);
    await user.click(screen.getByRole('button', { name: 'Delete timeline' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not deleted. Could not reach the server.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete timeline' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps confirm disabled when asked, and shows extra content under the message', () => {
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={() => {}}
        title="Delete universe"
        message="It cannot go yet."
        onConfirm={() => {}}
        isConfirmDisabled
      >
        <p>Move its worlds first.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete universe' });
    expect(within(dialog).getByText('Move its worlds first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
