import { useState } from 'react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useCharacterActions, useCharacters } from '../../../data/characters';
import { useFieldFilterIds, useKindFields } from '../../../data/custom-fields';
import { Button } from '../../../ui/button';
import { CharactersSection } from '../../../ui/characters-section';
import { EmptyState } from '../../../ui/empty-state';
import { FieldFilter, type FieldFilterValue } from '../../../ui/field-filter';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { useTrashSentence } from '../../../ui/trash-retention';

/**
 * The References characters linked to this universe, with Add, Edit and Delete; with fields added to
 * its characters, "Filter by field" narrows the list by one's value (decision 077).
 */
export function CharactersTab({ universe }: { universe: UniverseDetail }) {
  const characters = useCharacters({ universeId: universe.id });
  const actions = useCharacterActions({ universeId: universe.id });
  const trashSentence = useTrashSentence();
  const fields = useKindFields('character', universe.id);
  const [filter, setFilter] = useState<FieldFilterValue | null>(null);
  const filtered = useFieldFilterIds(filter);
  if (characters.isPending) return <Spinner label="Loading characters…" />;
  if (characters.isError) return <ListPageError message={characters.error.message} />;
  const keep = filtered.ids === undefined ? undefined : new Set(filtered.ids);
  const shown = keep === undefined ? characters.data : characters.data.filter((each) => keep.has(each.id));
  const field = fields.data?.find((each) => each.id === filter?.fieldId);
  return (
    <div className="flex flex-col gap-4">
      <FieldFilter fields={fields.data ?? []} value={filter} onChange={setFilter} />
      {filtered.error !== null ? <ListPageError message={filtered.error.message} /> : null}
      {filter !== null && filtered.ids === undefined && filtered.error === null ? (
        <Spinner label="Filtering characters…" />
      ) : null}
      {filter !== null && shown.length === 0 && filtered.ids !== undefined ? (
        <EmptyState
          title="No character matches this filter"
          description={`No character of ${universe.name} has ${field?.label ?? 'this field'} “${filter.equals}”.`}
          action={
            <Button variant="secondary" size="sm" onClick={() => setFilter(null)}>
              Clear filter
            </Button>
          }
        />
      ) : (
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
    </div>
  );
}
