import type { ReactNode } from 'react';
import { Badge } from './badge';
import { Card } from './card';
import { CardLink } from './card-link';
import { type SortableItemControls, SortableList } from './sortable-list';

export type LoreListEntry = {
  id: string;
  title: string;
  category: string;
  /** When in the setting's history it belongs; not shown when empty or not recorded. */
  era?: string;
  content: string;
};

export type LoreListProps<T extends LoreListEntry> = {
  entries: readonly T[];
  /** The list's accessible name ('Lore'). */
  label?: string;
  /** Reorders (`SortableList`'s `onMove`): Alt+Arrow keys, the move buttons or the drag handle. */
  onMove: (id: string, toIndex: number) => void;
  /** Every entry's id in stored order, when `entries` are some of them (a filtered list). */
  storedOrder?: readonly string[] | undefined;
  /** The address of an entry's own page: its title links there, stretched over the card. */
  hrefOf: (entry: T) => string;
  /** An entry's Edit, Delete and reorder buttons, beside its title. */
  renderControls: (entry: T, move: SortableItemControls) => ReactNode;
};

/**
 * Lore entries (myths, histories, legends) one under another, each with its category, era and text;
 * each card opens the entry's page and carries its controls, and the list can be reordered.
 */
export function LoreList<T extends LoreListEntry>({
  entries,
  label = 'Lore',
  onMove,
  storedOrder,
  hrefOf,
  renderControls,
}: LoreListProps<T>) {
  return (
    <SortableList
      items={entries}
      label={label}
      nameOf={(entry) => entry.title}
      onMove={onMove}
      storedOrder={storedOrder}
      className="flex flex-col gap-4"
    >
      {(entry, move) => (
        <Card className="relative flex flex-col gap-3 p-5 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-base font-semibold text-fg">
                <CardLink to={hrefOf(entry)}>{entry.title}</CardLink>
              </h3>
              {entry.category ? <Badge tone="amber">{entry.category}</Badge> : null}
            </div>
            <div className="ml-auto">{renderControls(entry, move)}</div>
          </div>
          {entry.era ? (
            <p className="text-sm text-fg-muted">
              <span className="font-medium text-fg">Era:</span> {entry.era}
            </p>
          ) : null}
          <p className="prose-text max-w-3xl whitespace-pre-line text-fg">{entry.content}</p>
        </Card>
      )}
    </SortableList>
  );
}
