import type { ReactNode } from 'react';
import { CharacterCard } from './character-card';
import { PartItemActions } from './part-item-actions';
import { TabGrid } from './tab-section';

export type CharacterCardEntry = {
  id: string;
  name: string;
  role: string;
  description: string;
  portraitUrl?: string | undefined;
};

export type CharacterCardsProps<T extends CharacterCardEntry> = {
  characters: readonly T[];
  onEdit: (character: T) => void;
  /** Runs once the deletion is confirmed ('Delete "{name}"?'). */
  onDelete: (character: T) => void;
  /** What the confirmation says under its title: what goes, and how long the Trash keeps it. */
  deleteMessage: (character: T) => ReactNode;
  /** The address of a character's own page: the whole card opens it. */
  hrefOf?: (character: T) => string;
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
  hrefOf,
}: CharacterCardsProps<T>) {
  return (
    <TabGrid items={characters}>
      {(character) => (
        <CharacterCard
          name={character.name}
          role={character.role}
          description={character.description}
          portraitUrl={character.portraitUrl}
          {...(hrefOf === undefined ? {} : { href: hrefOf(character) })}
          controls={
            <PartItemActions
              name={character.name}
              singular="Character"
              deleteMessage={deleteMessage(character)}
              onEdit={() => onEdit(character)}
              onDelete={() => onDelete(character)}
            />
          }
        />
      )}
    </TabGrid>
  );
}
