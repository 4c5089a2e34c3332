import { Users } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { CharacterCard } from '../../../ui/character-card';
import { TabGrid, TabSection } from '../../../ui/tab-section';

export function CharactersTab({ novel }: { novel: NovelDetail }) {
  return (
    <TabSection
      title="Characters"
      count={novel.characters.length}
      empty={{
        isEmpty: novel.characters.length === 0,
        icon: <Users />,
        title: 'No characters yet',
        description: 'The people of this story, with their roles, will be listed here.',
      }}
    >
      <TabGrid items={novel.characters}>
        {(character) => (
          <CharacterCard name={character.name} role={character.role} description={character.description} />
        )}
      </TabGrid>
    </TabSection>
  );
}
