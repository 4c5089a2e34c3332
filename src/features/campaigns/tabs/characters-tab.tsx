import { Users } from 'lucide-react';
import type { CampaignCharacter, CampaignDetail } from '../../../../common/domain/campaign';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { TabGrid, TabSection } from '../../../ui/tab-section';
import { characterTypeLabel, countText } from '../model/campaign-format';

function CharacterCard({ character }: { character: CampaignCharacter }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-fg">{character.name}</h3>
        <Badge tone={character.type === 'player' ? 'blue' : 'neutral'}>
          {characterTypeLabel[character.type]}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">Race</dt>
        <dd className="text-fg">{character.race || '—'}</dd>
        <dt className="text-fg-muted">Class</dt>
        <dd className="text-fg">{character.class || '—'}</dd>
        <dt className="text-fg-muted">Role</dt>
        <dd className="text-fg">{character.role || '—'}</dd>
        {character.player ? (
          <>
            <dt className="text-fg-muted">Played by</dt>
            <dd className="text-fg">{character.player}</dd>
          </>
        ) : null}
      </dl>
      {character.description ? <p className="text-sm text-fg-muted">{character.description}</p> : null}
    </Card>
  );
}

export default function CharactersTab({ campaign }: { campaign: CampaignDetail }) {
  // Players first, as a game master reads a party; the sample's order is kept within each group.
  const characters = campaign.characters.toSorted(
    (a, b) => Number(a.type === 'npc') - Number(b.type === 'npc'),
  );
  const players = characters.filter((character) => character.type === 'player').length;
  return (
    <TabSection
      title="Characters"
      count={characters.length}
      empty={{
        isEmpty: characters.length === 0,
        icon: <Users />,
        title: 'No characters yet',
        description: 'Player characters and NPCs of this campaign appear here.',
      }}
      aside={`${countText(players, 'player')} · ${countText(characters.length - players, 'NPC')}`}
    >
      <TabGrid items={characters}>{(character) => <CharacterCard character={character} />}</TabGrid>
    </TabSection>
  );
}
