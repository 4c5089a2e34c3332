import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_NOTICE_MS, UndoToaster } from './undo-toast';

// The Undo notices keep their word (decision 050): a delete's stays at least thirty seconds, an import's
// until dismissed, and F8 reaches either's Undo from anywhere.

afterEach(() => vi.useRealTimers());

describe('UndoToaster', () => {
  it('keeps a delete’s notice thirty seconds and an import’s until it is dismissed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <UndoToaster
        notices={[
          { id: 1, message: '“Mira” moved to Trash' },
          { id: 2, message: 'Imported 12 records', kind: 'import' },
        ]}
        onUndo={async () => 'Restored'}
        onDismiss={onDismiss}
      />,
    );
    expect(UNDO_NOTICE_MS).toBeGreaterThanOrEqual(30_000);
    act(() => vi.advanceTimersByTime(UNDO_NOTICE_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith(1);
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss message' })[1] as HTMLElement);
    expect(onDismiss).toHaveBeenLastCalledWith(2);
  });

  it('moves focus to the newest notice’s Undo with F8', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <UndoToaster
          notices={[{ id: 1, message: 'Imported 3 records', kind: 'import' }]}
          onUndo={async () => 'Undone'}
          onDismiss={() => {}}
        />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
