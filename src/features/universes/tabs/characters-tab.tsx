import { UserRound } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useCharacters } from '../../../data/characters';
import { CharacterCard } from '../../../ui/character-card';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { TabGrid, TabSection } from '../../../ui/tab-section';

/** The References characters linked to this universe. */
export function CharactersTab({ universe }: { universe: UniverseDetail }) {
  const characters = useCharacters({ universeId: universe.id });
  if (characters.isPending) return <Spinner label="Loading characters…" />;
  if (characters.isError) return <ListPageError message={characters.error.message} />;
  const list = characters.data;
  return (
    <TabSection
      title="Characters"
      count={list.length}
      empty={{
        isEmpty: list.length === 0,
        icon: <UserRound />,
        title: 'No characters yet',
        description: 'No character is linked to this universe yet.',
      }}
    >
      <TabGrid items={list}>
        {(character) => (
          <CharacterCard name={character.name} role={character.role} description={character.description} />
        )}
      </TabGrid>
    </TabSection>
  );
}
