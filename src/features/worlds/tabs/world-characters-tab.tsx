import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { World } from '../../../../common/domain/world';
import { useCharacters } from '../../../data/characters';
import { CharacterCard } from '../../../ui/character-card';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { TabGrid, TabSection } from '../../../ui/tab-section';

/**
 * Characters are linked to universes, not to single worlds (spec section 3), so a world shows the
 * characters of its universe and says so.
 */
export function WorldCharactersTab({ world }: { world: World }) {
  const characters = useCharacters({ universeId: world.universeId });
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
        description: `No character is linked to ${world.universeName} yet.`,
      }}
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
      <TabGrid items={list}>
        {(character) => (
          <CharacterCard name={character.name} role={character.role} description={character.description} />
        )}
      </TabGrid>
    </TabSection>
  );
}
