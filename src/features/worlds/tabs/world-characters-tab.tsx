import { Link } from 'react-router';
import type { World } from '../../../../common/domain/world';
import { useCharacterActions } from '../../../data/characters';
import { useListFieldFilter } from '../../../data/custom-fields';
import { useRecords } from '../../../data/records';
import { CharactersSection } from '../../../ui/characters-section';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { useTrashSentence } from '../../../ui/trash-retention';

/**
 * Characters are linked to universes, not to single worlds (spec section 3), so a world shows the
 * characters of its universe and says so; a character added here is linked to that universe.
 */
export function WorldCharactersTab({ world }: { world: World }) {
  const characters = useRecords('character', { universeId: world.universeId });
  const actions = useCharacterActions({ universeId: world.universeId });
  const trashSentence = useTrashSentence();
  const byField = useListFieldFilter('character', world.universeId);
  if (characters.isPending) return <Spinner label="Loading characters…" />;
  if (characters.isError) return <ListPageError message={characters.error.message} />;
  return (
    <FilteredByField {...byField} items={characters.data} noun="character" containerName={world.universeName}>
      {(shown) => (
        <CharactersSection
          characters={shown}
          onSave={actions.save}
          onDelete={(character) => actions.remove(character.id)}
          hrefOf={(character) => `/universes/${world.universeId}/characters/${character.id}`}
          emptyDescription={`No character is linked to ${world.universeName} yet.`}
          addDescription={`The character is linked to ${world.universeName}, the universe of ${world.name}; the fields marked * are required.`}
          deleteMessage={(character) =>
            `${character.name} is deleted from References, ${world.universeName} and any novel or campaign it belongs to. ${trashSentence}`
          }
          intro={
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
          }
        />
      )}
    </FilteredByField>
  );
}
