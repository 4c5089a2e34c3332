import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PartItemActions } from './part-item-actions';
import { SortableList } from './sortable-list';
import { reordered } from './sortable-order';

type Quest = { id: string; title: string; group?: string };

/** A list that keeps the order it is told, as the cached detail does after a move. */
function Quests({
  initial,
  onMove = () => {},
  grouped = false,
}: {
  initial: Quest[];
  onMove?: (id: string, toIndex: number) => void;
  grouped?: boolean;
}) {
  const [quests, setQuests] = useState(initial);
  return (
    <SortableList
      items={quests}
      label="Quests"
      nameOf={(quest) => quest.title}
      {...(grouped ? { groupOf: (quest: Quest) => quest.group ?? '' } : {})}
      onMove={(id, toIndex) => {
        onMove(id, toIndex);
        const order = reordered(
          quests.map((quest) => quest.id),
          id,
          toIndex,
        );
        setQuests(order.map((entry) => quests.find((quest) => quest.id === entry) as Quest));
      }}
    >
      {(quest, move) => (
        <div>
          <h3>{quest.title}</h3>
          <PartItemActions
            name={quest.title}
            singular="Quest"
            move={move}
            onEdit={() => {}}
            onDelete={() => {}}
          />
        </div>
      )}
    </SortableList>
  );
}

const three = [
  { id: 'a', title: 'Alpha' },
  { id: 'b', title: 'Bravo' },
  { id: 'c', title: 'Charlie' },
];
const titles = () =>
  within(screen.getByRole('list', { name: 'Quests' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('PartItemActions', () => {
  it('names every control with the part, and deletes only after confirming', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <PartItemActions name="Deliver the embers" singular="Quest" onEdit={onEdit} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Deliver the embers' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Deliver the embers' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "Deliver the embers"?' });
    expect(confirm).toHaveAccessibleDescription(
      'The quest and everything written in it are deleted. You can restore it from the Trash for 30 days.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Deliver the embers' }));
    await user.click(screen.getByRole('button', { name: 'Delete Quest' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

describe('SortableList', () => {
  it('moves with the buttons, disabled at either end, and focus stays on the pressed button', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Quests initial={three} onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Charlie down' })).toBeDisabled();

    const down = screen.getByRole('button', { name: 'Move Alpha down' });
    await user.click(down);
    expect(onMove).toHaveBeenCalledWith('a', 1);
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(down).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Moved Alpha to position 2 of 3.');
  });

  it('moves the item holding focus with Alt+Arrow Up and Down, and the handle with the arrows', async () => {
    const user = userEvent.setup();
    render(<Quests initial={three} />);
    const edit = screen.getByRole('button', { name: 'Edit Charlie' });
    edit.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(edit).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(edit).toHaveFocus();
    // At the top, up does nothing.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Charlie', 'Alpha', 'Bravo']);

    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    expect(handle).toHaveAccessibleDescription(/Alt\+Arrow Up or Alt\+Arrow Down/);
    handle.focus();
    await user.keyboard('{ArrowDown}');
    expect(titles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(handle).toHaveFocus();
  });

  it('moving to an end whose button disables puts focus on the handle', async () => {
    const user = userEvent.setup();
    render(<Quests initial={three} />);
    await user.click(screen.getByRole('button', { name: 'Move Bravo up' }));
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(screen.getByRole('button', { name: 'Reorder Bravo' })).toHaveFocus();
  });

  it('keeps items within their group', () => {
    render(
      <Quests
        grouped
        initial={[
          { id: 'a', title: 'Alpha', group: 'player' },
          { id: 'b', title: 'Bravo', group: 'npc' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Move Alpha down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bravo up' })).toBeDisabled();
  });

  it('drops a dragged item where it is let go', () => {
    const onMove = vi.fn();
    render(<Quests initial={three} onMove={onMove} />);
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(screen.getByRole('button', { name: 'Reorder Charlie' }), { dataTransfer });
    const alpha = screen.getByRole('heading', { name: 'Alpha' }).closest('li') as HTMLElement;
    // happy-dom lays nothing out, so the pointer is over the top half of the row: before it.
    fireEvent.dragOver(alpha, { dataTransfer });
    fireEvent.drop(alpha, { dataTransfer });
    expect(onMove).toHaveBeenCalledWith('c', 0);
    expect(titles()).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });
});
