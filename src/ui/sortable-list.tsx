import {
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../lib/cn';
import { dropTarget, stepTarget, storedIndex } from './sortable-order';

/** What each item of a `SortableList` is given to move itself: `PartItemActions` takes it as `move`. */
export type SortableItemControls = {
  /** 1-based place in the shown list, and how many there are. */
  position: number;
  count: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  moveUp: () => void;
  moveDown: () => void;
  /** Spread on the drag handle button: it starts a drag, and Arrow Up/Down on it move too. */
  handleProps: {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    'aria-describedby': string;
    'data-sortable-handle': '';
  };
  isDragging: boolean;
};

export type SortableListProps<T extends { id: string }> = {
  /** The items in the order shown. */
  items: readonly T[];
  /** The name said when an item moves ('Moved Deliver the embers to position 2 of 4'). */
  nameOf: (item: T) => string;
  /**
   * Called with the index the item takes, counted without it (the data API's `toIndex`). When the list
   * shows its own order (`storedOrder` given), the index is in the stored order.
   */
  onMove: (id: string, toIndex: number) => void;
  /** The ids in stored order, when the list is shown in an order of its own (players first). */
  storedOrder?: readonly string[] | undefined;
  /** Items move only among items of the same group (players among players). */
  groupOf?: (item: T) => string;
  /** The list's accessible name. */
  label?: string;
  as?: 'ul' | 'ol';
  /** 'grid' places the drop marker left or right of a card instead of above or below. */
  layout?: 'list' | 'grid';
  className?: string;
  itemClassName?: string;
  children: (item: T, controls: SortableItemControls) => ReactNode;
};

type DragState =
  | { kind: 'idle' }
  | { kind: 'dragging'; id: string; over?: { id: string; side: 'before' | 'after' } };

const isTextEntry = (target: EventTarget) =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * A list whose items can be reordered three ways: their Move up / Move down buttons, Alt+Arrow Up/Down
 * while focus is anywhere in an item, and dragging an item's handle. Focus stays on the moved item and
 * the move is announced.
 */
export function SortableList<T extends { id: string }>({
  items,
  nameOf,
  onMove,
  storedOrder,
  groupOf,
  label,
  as: List = 'ul',
  layout = 'list',
  className,
  itemClassName,
  children,
}: SortableListProps<T>) {
  const [drag, setDrag] = useState<DragState>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement & HTMLOListElement>(null);
  // The element that had focus when a move started, to put focus back once the list has reordered.
  const pendingFocus = useRef<{ id: string; from: number; element: HTMLElement | null } | null>(null);
  const hintId = useId();
  const ids = items.map((item) => item.id);
  const groups = items.map((item) => groupOf?.(item));

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    const index = items.findIndex((item) => item.id === pending.id);
    if (index === pending.from) return;
    pendingFocus.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-sortable-id="${CSS.escape(pending.id)}"]`);
    if (!row) return;
    const { element } = pending;
    const target =
      element?.isConnected && row.contains(element) && !(element as HTMLButtonElement).disabled
        ? element
        : (row.querySelector<HTMLElement>('[data-sortable-handle]') ?? row);
    if (document.activeElement !== target) target.focus();
  }, [items]);

  function canReach(index: number, target: number | undefined): target is number {
    return target !== undefined && groups[target] === groups[index];
  }

  function move(id: string, toIndex: number) {
    const from = ids.indexOf(id);
    const item = items[from];
    if (item === undefined || toIndex === from) return;
    const active = document.activeElement;
    pendingFocus.current = { id, from, element: active instanceof HTMLElement ? active : null };
    setAnnouncement(`Moved ${nameOf(item)} to position ${toIndex + 1} of ${items.length}.`);
    onMove(id, storedOrder === undefined ? toIndex : storedIndex(storedOrder, ids, id, toIndex));
  }

  function step(id: string, direction: -1 | 1) {
    const index = ids.indexOf(id);
    const target = stepTarget(ids, id, direction);
    if (canReach(index, target)) move(id, target);
  }

  function handleItemKeyDown(event: KeyboardEvent<HTMLElement>, id: string) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // Alt+Arrow opens a native select's list, and moves the caret in a text field: leave those be.
    if (isTextEntry(event.target)) return;
    event.preventDefault();
    step(id, event.key === 'ArrowUp' ? -1 : 1);
  }

  function handleDragOver(event: DragEvent<HTMLElement>, id: string) {
    if (drag.kind !== 'dragging' || drag.id === id) return;
    if (groups[ids.indexOf(drag.id)] !== groups[ids.indexOf(id)]) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const isAfter =
      layout === 'grid' ? event.clientX > box.left + box.width / 2 : event.clientY > box.top + box.height / 2;
    const side = isAfter ? 'after' : 'before';
    if (drag.over?.id !== id || drag.over.side !== side) setDrag({ ...drag, over: { id, side } });
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    if (drag.kind !== 'dragging' || drag.over === undefined) return;
    const target = dropTarget(ids, drag.id, drag.over.id, drag.over.side);
    setDrag({ kind: 'idle' });
    if (target !== undefined) move(drag.id, target);
  }

  function controlsFor(id: string, index: number): SortableItemControls {
    return {
      position: index + 1,
      count: items.length,
      canMoveUp: canReach(index, stepTarget(ids, id, -1)),
      canMoveDown: canReach(index, stepTarget(ids, id, 1)),
      moveUp: () => step(id, -1),
      moveDown: () => step(id, 1),
      isDragging: drag.kind === 'dragging' && drag.id === id,
      handleProps: {
        draggable: true,
        onDragStart: (event) => {
          const row = event.currentTarget.closest('[data-sortable-id]');
          if (event.dataTransfer) {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', id);
            if (row instanceof HTMLElement) event.dataTransfer.setDragImage?.(row, 24, 24);
          }
          setDrag({ kind: 'dragging', id });
        },
        onDragEnd: () => setDrag({ kind: 'idle' }),
        onKeyDown: (event) => {
          if (event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
          event.preventDefault();
          step(id, event.key === 'ArrowUp' ? -1 : 1);
        },
        'aria-describedby': hintId,
        'data-sortable-handle': '',
      },
    };
  }

  return (
    <>
      <List ref={listRef} aria-label={label} className={className}>
        {items.map((item, index) => {
          const over = drag.kind === 'dragging' && drag.over?.id === item.id ? drag.over.side : undefined;
          return (
            <li
              key={item.id}
              data-sortable-id={item.id}
              tabIndex={-1}
              className={cn(
                'relative rounded-xl',
                drag.kind === 'dragging' && drag.id === item.id && 'opacity-50',
                itemClassName,
              )}
              onKeyDown={(event) => handleItemKeyDown(event, item.id)}
              onDragOver={(event) => handleDragOver(event, item.id)}
              onDrop={handleDrop}
            >
              {children(item, controlsFor(item.id, index))}
              {over ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'pointer-events-none absolute rounded-full bg-accent',
                    layout === 'grid' ? 'inset-y-0 w-1' : 'inset-x-0 h-1',
                    layout === 'grid'
                      ? over === 'before'
                        ? '-left-2.5'
                        : '-right-2.5'
                      : over === 'before'
                        ? '-top-2'
                        : '-bottom-2',
                  )}
                />
              ) : null}
            </li>
          );
        })}
      </List>
      <p id={hintId} className="sr-only">
        Press Alt+Arrow Up or Alt+Arrow Down to move an item, or drag its handle.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
