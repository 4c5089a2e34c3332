import type { UniverseDetail } from '../../../../common/domain/universe';
import { useCharacterActions } from '../../../data/characters';
import { useListFieldFilter } from '../../../data/custom-fields';
import { useRecords } from '../../../data/records';
import { CharactersSection } from '../../../ui/characters-section';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { useTrashSentence } from '../../../ui/trash-retention';

/**
 * The References characters linked to this universe, with Add, Edit and Delete; with fields added to
 * its characters, "Filter by field" narrows the list by one's value (decision 077).
 */
export function CharactersTab({ universe }: { universe: UniverseDetail }) {
  const characters = useRecords('character', { universeId: universe.id });
  const actions = useCharacterActions({ universeId: universe.id });
  const trashSentence = useTrashSentence();
  const byField = useListFieldFilter('character', universe.id);
  if (characters.isPending) return <Spinner label="Loading characters…" />;
  if (characters.isError) return <ListPageError message={characters.error.message} />;
  return (
    <FilteredByField {...byField} items={characters.data} noun="character" containerName={universe.name}>
      {(shown) => (
        <CharactersSection
          characters={shown}
          onSave={actions.save}
          onDelete={(character) => actions.remove(character.id)}
          hrefOf={(character) => `/universes/${universe.id}/characters/${character.id}`}
          emptyDescription="No character is linked to this universe yet."
          addDescription={`The character is linked to ${universe.name}; the fields marked * are required.`}
          deleteMessage={(character) =>
            `${character.name} is deleted from References, ${universe.name} and any novel or campaign it belongs to. ${trashSentence}`
          }
        />
      )}
    </FilteredByField>
  );
}
