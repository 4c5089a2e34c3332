import { UserRound } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useCharacterActions, useCharacters } from '../../../data/characters';
import { partView } from '../../../data/parts';
import { AddPartButton } from '../../../ui/add-part-button';
import { CharacterCards } from '../../../ui/character-cards';
import { characterFormSpec } from '../../../ui/character-form';
import { ListPageError } from '../../../ui/list-page-states';
import { PartFormDialog, usePartDialog } from '../../../ui/part-form-dialog';
import { Spinner } from '../../../ui/spinner';
import { TabSection } from '../../../ui/tab-section';

/** The References characters linked to this universe, with Add, Edit and Delete. */
export function CharactersTab({ universe }: { universe: UniverseDetail }) {
  const characters = useCharacters({ universeId: universe.id });
  const actions = useCharacterActions({ universeId: universe.id });
  const dialog = usePartDialog();
  if (characters.isPending) return <Spinner label="Loading characters…" />;
  if (characters.isError) return <ListPageError message={characters.error.message} />;
  const list = characters.data;
  const addButton = <AddPartButton singular="Character" onClick={dialog.openAdd} />;

  async function handleSave(fields: Record<string, unknown>, version: number | undefined) {
    const editing = list.find((character) => character.id === dialog.editing?.id);
    // A character read without a version is changed without naming one.
    await actions.save(editing?.id, fields, editing?.version === undefined ? undefined : version);
  }

  return (
    <>
      <TabSection
        title="Characters"
        count={list.length}
        empty={{
          isEmpty: list.length === 0,
          icon: <UserRound />,
          title: 'No characters yet',
          description: 'No character is linked to this universe yet.',
          action: addButton,
        }}
        actions={addButton}
      >
        <CharacterCards
          characters={list}
          hrefOf={(character) => `/universes/${universe.id}/characters/${character.id}`}
          onEdit={(character) => dialog.openEdit(partView(character))}
          onDelete={(character) => actions.remove(character.id)}
          deleteMessage={(character) =>
            `${character.name} is deleted from References, ${universe.name} and any novel or campaign it belongs to. This cannot be undone.`
          }
        />
      </TabSection>
      <PartFormDialog
        {...dialog.props}
        spec={characterFormSpec}
        description={
          dialog.editing === undefined
            ? `The character is linked to ${universe.name}; the fields marked * are required.`
            : undefined
        }
        onSave={handleSave}
      />
    </>
  );
}
