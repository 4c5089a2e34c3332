import type { ReactNode } from 'react';
import { EntryCard } from './entry-card';
import { TabGrid } from './tab-section';

export type PartCardsProps<T extends { id: string; name: string; description: string }> = {
  parts: readonly T[];
  /** A line between the name and the description: region, rarity, habitat. */
  renderExtra?: (part: T) => ReactNode;
};

/** Named parts of a setting (factions, cultures, magic systems…) as cards in the tab grid. */
export function PartCards<T extends { id: string; name: string; description: string }>({
  parts,
  renderExtra,
}: PartCardsProps<T>) {
  return (
    <TabGrid items={parts}>
      {(part) => (
        <EntryCard title={part.name}>
          {renderExtra?.(part)}
          <p className="prose-text text-fg-muted">{part.description}</p>
        </EntryCard>
      )}
    </TabGrid>
  );
}
