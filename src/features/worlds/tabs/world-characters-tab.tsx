import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { World } from '../../../../common/domain/world';
import { useCharacterActions, useCharacters } from '../../../data/characters';
import { partView } from '../../../data/parts';
import { AddPartButton } from '../../../ui/add-part-button';
import { CharacterCards } from '../../../ui/character-cards';
import { characterFormSpec } from '../../../ui/character-form';
import { ListPageError } from '../../../ui/list-page-states';
import { PartFormDialog, usePartDialog } from '../../../ui/part-form-dialog';
import { Spinner } from '../../../ui/spinner';
import { TabSection } from '../../../ui/tab-section';

/**
 * Characters are linked to universes, not to single worlds (spec section 3), so a world shows the
 * characters of its universe and says so; a character added here is linked to that universe.
 */
export function WorldCharactersTab({ world }: { world: World }) {
  const characters = useCharacters({ universeId: world.universeId });
  const actions = useCharacterActions({ universeId: world.universeId });
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
          description: `No character is linked to ${world.universeName} yet.`,
          action: addButton,
        }}
        actions={addButton}
      >
        <p className="text-sm text-fg-muted">
          Characters belong to a universe; these are the characters of{' '}
          <Link
            to={`/universes/${world.universeId}/characters`}
            className="font-medium text-accent-text underline"
          >
            {world.universeName}
          </Link>
          .
        </p>
        <CharacterCards
          characters={list}
          hrefOf={(character) => `/universes/${world.universeId}/characters/${character.id}`}
          onEdit={(character) => dialog.openEdit(partView(character))}
          onDelete={(character) => actions.remove(character.id)}
          deleteMessage={(character) =>
            `${character.name} is deleted from References, ${world.universeName} and any novel or campaign it belongs to. This cannot be undone.`
          }
        />
      </TabSection>
      <PartFormDialog
        {...dialog.props}
        spec={characterFormSpec}
        description={
          dialog.editing === undefined
            ? `The character is linked to ${world.universeName}, the universe of ${world.name}; the fields marked * are required.`
            : undefined
        }
        onSave={handleSave}
      />
    </>
  );
}
