import { Users } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { EntryCard } from '../../../ui/entry-card';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { useNovelPartEditor } from '../components/use-novel-part-editor';

/** Heroes and villains read apart at a glance, as on every Characters tab; the badge's text says the role. */
const roleTone: Record<string, BadgeTone> = {
  Protagonist: 'blue',
  Antagonist: 'red',
  Villain: 'red',
  Ally: 'green',
  Mentor: 'violet',
  Player: 'amber',
};

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
            <EntryCard
              title={character.name}
              href={characters.href(character)}
              {...(character.role
                ? { badge: <Badge tone={roleTone[character.role] ?? 'neutral'}>{character.role}</Badge> }
                : {})}
            >
              <p className="text-sm text-fg-muted">{character.description}</p>
              <div className="mt-auto flex justify-end border-t border-border pt-2">
                {characters.controls(character, character.name, move)}
              </div>
            </EntryCard>
          )}
        </SortableList>
      </TabSection>
      {characters.form}
    </>
  );
}
