import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { AddPartButton } from './add-part-button';
import { type CharacterCardEntry, CharacterCards } from './character-cards';
import { characterFormSpec } from './character-form';
import { PartFormDialog, usePartDialog } from './part-form-dialog';
import { TabSection } from './tab-section';

/** A character as a Characters tab lists it: with the version a change names, when it was read with one. */
export type CharacterSectionEntry = CharacterCardEntry & { version?: number };

export type CharactersSectionProps<T extends CharacterSectionEntry> = {
  characters: readonly T[];
  /** Adds (`id` undefined) or changes a character; the form reports a refusal itself. */
  onSave: (
    id: string | undefined,
    fields: Record<string, unknown>,
    version: number | undefined,
  ) => Promise<unknown>;
  onDelete: (character: T) => void;
  /** The address of a character's own page. */
  hrefOf: (character: T) => string;
  /** The empty state's sentence ('No character is linked to The Emberreach yet.'). */
  emptyDescription: string;
  /** What the Add form says it links the new character to. */
  addDescription: string;
  /** What the delete confirmation says goes. */
  deleteMessage: (character: T) => ReactNode;
  /** A line above the cards (a world says whose characters these are). */
  intro?: ReactNode;
};

/**
 * The Characters tab of a universe or a world: the References characters with Add (header and empty
 * state), and Edit and Delete on each card, opening each character's page.
 */
export function CharactersSection<T extends CharacterSectionEntry>({
  characters,
  onSave,
  onDelete,
  hrefOf,
  emptyDescription,
  addDescription,
  deleteMessage,
  intro,
}: CharactersSectionProps<T>) {
  const dialog = usePartDialog();
  const addButton = <AddPartButton singular="Character" onClick={dialog.openAdd} />;

  async function handleSave(fields: Record<string, unknown>, version: number | undefined) {
    const editing = characters.find((character) => character.id === dialog.editing?.id);
    // A character read without a version is changed without naming one.
    await onSave(editing?.id, fields, editing?.version === undefined ? undefined : version);
  }

  return (
    <>
      <TabSection
        title="Characters"
        count={characters.length}
        empty={{
          isEmpty: characters.length === 0,
          icon: <UserRound />,
          title: 'No characters yet',
          description: emptyDescription,
          action: addButton,
        }}
        actions={addButton}
      >
        {intro}
        <CharacterCards
          characters={characters}
          hrefOf={hrefOf}
          onEdit={(character) => dialog.openEdit({ ...character, version: character.version ?? 0 })}
          onDelete={onDelete}
          deleteMessage={deleteMessage}
        />
      </TabSection>
      <PartFormDialog
        {...dialog.props}
        spec={characterFormSpec}
        description={dialog.editing === undefined ? addDescription : undefined}
        onSave={handleSave}
      />
    </>
  );
}
