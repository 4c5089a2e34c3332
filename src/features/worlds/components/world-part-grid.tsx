import type { ReactNode } from 'react';
import { EntryCard } from '../../../ui/entry-card';
import { SortableList } from '../../../ui/sortable-list';
import { tabGridClassName } from '../../../ui/tab-section';
import type { useWorldPartEditor } from './use-world-part-editor';

export type NamedPart = { id: string; name: string; description: string };
type Editor = ReturnType<typeof useWorldPartEditor>;

export type PartGridProps<T extends NamedPart> = {
  parts: readonly T[];
  label: string;
  editor: Editor;
  /** A line between the name and the description: region, rarity, habitat. */
  renderExtra?: ((part: T) => ReactNode) | undefined;
  /** The ids in stored order, when `parts` is a group of the list (fauna of all creatures). */
  storedOrder?: readonly string[] | undefined;
};

/** Named parts as cards in the tab grid; each card opens the part's page and carries its controls. */
export function PartGrid<T extends NamedPart>({
  parts,
  label,
  editor,
  renderExtra,
  storedOrder,
}: PartGridProps<T>) {
  return (
    <SortableList
      items={parts}
      label={label}
      nameOf={(part) => part.name}
      onMove={editor.move}
      layout="grid"
      className={tabGridClassName}
      storedOrder={storedOrder}
    >
      {(part, move) => (
        <EntryCard
          title={part.name}
          href={editor.href(part)}
          controls={editor.controls(part, part.name, move)}
        >
          {renderExtra?.(part)}
          {part.description ? <p className="prose-text text-fg-muted">{part.description}</p> : null}
        </EntryCard>
      )}
    </SortableList>
  );
}
