import { Users } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { storyCardNote, storyFieldHints } from '../../../../common/workspace/cast';
import { useCastChoices, useCharacterPortraits } from '../../../data/characters';
import { useListFieldFilter } from '../../../data/custom-fields';
import { CharacterCard } from '../../../ui/character-card';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { CharacterMoveOffer } from '../components/character-move-offer';
import { useNovelPartEditor } from '../components/use-novel-part-editor';

/**
 * The novel's cast: each card an appearance of one References character (of the novel's universe, or
 * made in this novel), with the role and notes that belong to this story. Adding offers the universe's
 * characters not yet in it, or a new one.
 */
export function CharactersTab({ novel }: { novel: NovelDetail }) {
  const { choices } = useCastChoices(
    { parent: 'novels', id: novel.id, universeId: novel.universeId },
    novel.characters,
  );
  // Each appearance shows its character's portrait: one character, one picture, in every story.
  const portraits = useCharacterPortraits();
  const characters = useNovelPartEditor(novel, 'characters', {
    link: {
      field: 'characterId',
      label: 'Character',
      newLabel: 'A new character',
      options: choices,
      hint: novel.universeId
        ? 'One of this universe’s characters, or a new one made in it.'
        : 'One of this novel’s characters, or a new one.',
      fieldHints: storyFieldHints('novels/characters'),
    },
  });
  const byField = useListFieldFilter('novels/characters', novel.id);
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
        <CharacterMoveOffer novel={novel} />
        <FilteredByField {...byField} items={novel.characters} noun="character" containerName={novel.title}>
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
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
                  portraitUrl={portraits.get(character.characterId ?? '')}
                  storyNote={storyCardNote('novels/characters')}
                  href={characters.href(character)}
                  controls={characters.controls(
                    character,
                    character.name,
                    move,
                    `${character.name} leaves this novel. The character stays in References and in any other story it appears in.`,
                  )}
                />
              )}
            </SortableList>
          )}
        </FilteredByField>
      </TabSection>
      {characters.form}
    </>
  );
}
