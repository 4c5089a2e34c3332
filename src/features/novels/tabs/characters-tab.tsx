import { Users } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { CharacterCard } from '../../../ui/character-card';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { useNovelPartEditor } from '../components/use-novel-part-editor';

export function CharactersTab({ novel }: { novel: NovelDetail }) {
  const characters = useNovelPartEditor(novel, 'characters');
  return (
    <>
      <TabSection
        title="Characters"
        count={novel.characters.length}
        empty={{
          isEmpty: novel.characters.length === 0,
          icon: <Users />,
          title: 'No characters yet',
          description: 'The people of this story, with their roles, will be listed here.',
          action: characters.addButton,
        }}
        actions={characters.addButton}
      >
        <SortableList
          items={novel.characters}
          label="Characters"
          nameOf={(character) => character.name}
          onMove={characters.move}
          layout="grid"
          className={tabGridClassName}
        >
          {(character, move) => (
            <CharacterCard
              name={character.name}
              role={character.role}
              description={character.description}
              href={characters.href(character)}
              controls={characters.controls(character, character.name, move)}
            />
          )}
        </SortableList>
      </TabSection>
      {characters.form}
    </>
  );
}
