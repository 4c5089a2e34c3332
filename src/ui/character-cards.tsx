import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from './badge';
import { EntryCard } from './entry-card';
import { PartItemActions } from './part-item-actions';
import { TabGrid } from './tab-section';

/** Heroes and villains read apart at a glance; the badge's text says the role either way. */
const roleTone: Record<string, BadgeTone> = {
  Protagonist: 'blue',
  Antagonist: 'red',
  Villain: 'red',
  Ally: 'green',
  Mentor: 'violet',
  Player: 'amber',
};

export type CharacterCardEntry = { id: string; name: string; role: string; description: string };

export type CharacterCardsProps<T extends CharacterCardEntry> = {
  characters: readonly T[];
  onEdit: (character: T) => void;
  /** Runs once the deletion is confirmed ('Delete "{name}"?'). */
  onDelete: (character: T) => void;
  /** What the confirmation says under its title: what goes, and that it cannot be undone. */
  deleteMessage: (character: T) => ReactNode;
};

/**
 * Characters in a detail page's tab, each a card with its name, role badge and description, and
 * 'Edit {name}' and 'Delete {name}' (after a confirmation naming the character).
 */
export function CharacterCards<T extends CharacterCardEntry>({
  characters,
  onEdit,
  onDelete,
  deleteMessage,
}: CharacterCardsProps<T>) {
  return (
    <TabGrid items={characters}>
      {(character) => (
        <EntryCard
          title={character.name}
          {...(character.role
            ? { badge: <Badge tone={roleTone[character.role] ?? 'neutral'}>{character.role}</Badge> }
            : {})}
        >
          {character.description ? <p className="text-sm text-fg-muted">{character.description}</p> : null}
          <div className="mt-auto flex justify-end border-t border-border pt-2">
            <PartItemActions
              name={character.name}
              singular="Character"
              deleteMessage={deleteMessage(character)}
              onEdit={() => onEdit(character)}
              onDelete={() => onDelete(character)}
            />
          </div>
        </EntryCard>
      )}
    </TabGrid>
  );
}
