import { UserRound } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useCharacters } from '../../../data/characters';
import type { BadgeTone } from '../../../ui/badge';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { TabSection, tabGridClassName } from './tab-section';

/** Heroes and villains read apart at a glance; the text says the role either way. */
const roleTone: Record<string, BadgeTone> = {
  Protagonist: 'blue',
  Antagonist: 'red',
  Villain: 'red',
  Ally: 'green',
  Mentor: 'violet',
  Player: 'amber',
};

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
      <ul className={tabGridClassName}>
        {list.map((character) => (
          <li key={character.id}>
            <Card className="flex h-full flex-col gap-2 p-5">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-base font-semibold text-fg">{character.name}</h3>
                <Badge tone={roleTone[character.role] ?? 'neutral'}>{character.role}</Badge>
              </div>
              <p className="text-sm text-fg-muted">{character.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
