import { Users } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { TabSection } from './tab-section';

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
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {novel.characters.map((character) => (
          <li key={character.id}>
            <Card className="flex h-full flex-col gap-2 p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-fg">{character.name}</h3>
                {character.role ? <Badge>{character.role}</Badge> : null}
              </div>
              <p className="text-sm text-fg-muted">{character.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
