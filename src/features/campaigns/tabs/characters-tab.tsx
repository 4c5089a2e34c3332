import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CampaignCharacter, CampaignDetail } from '../../../../common/domain/campaign';
import { storyCardNote, storyFieldHints } from '../../../../common/workspace/cast';
import { useCastChoices } from '../../../data/characters';
import { useListFieldFilter } from '../../../data/custom-fields';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { StoryNote } from '../../../ui/character-card';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { usePartEditing } from '../components/use-part-editing';
import { characterTypeLabel, countText } from '../model/campaign-format';

type CharacterCardProps = { character: CampaignCharacter; href: string; controls: ReactNode };

/** A campaign's character: its race and class are the character's own, its role and notes this campaign's. */
export function CampaignCharacterCard({ character, href, controls }: CharacterCardProps) {
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-fg">
          <CardLink to={href}>{character.name}</CardLink>
        </h3>
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
      <div>
        <StoryNote text={storyCardNote('campaigns/characters')} />
        {character.description ? <p className="text-sm text-fg-muted">{character.description}</p> : null}
      </div>
      <div className="mt-auto flex justify-end border-t border-border pt-2">{controls}</div>
    </Card>
  );
}

export default function CharactersTab({ campaign }: { campaign: CampaignDetail }) {
  // Players first, as a game master reads a party; the sample's order is kept within each group.
  const characters = campaign.characters.toSorted(
    (a, b) => Number(a.type === 'npc') - Number(b.type === 'npc'),
  );
  const players = characters.filter((character) => character.type === 'player').length;
  // Each card is an appearance of one References character of the campaign's universe (or made here).
  const { choices } = useCastChoices(
    { parent: 'campaigns', id: campaign.id, universeId: campaign.universeId },
    campaign.characters,
  );
  const editing = usePartEditing(campaign, 'characters', {
    link: {
      field: 'characterId',
      label: 'Character',
      newLabel: 'A new character',
      options: choices,
      hint: 'One of this universe’s characters, or a new one made in it.',
      fieldHints: storyFieldHints('campaigns/characters'),
    },
  });
  const byField = useListFieldFilter('campaigns/characters', campaign.id);
  return (
    <>
      <TabSection
        title="Characters"
        count={characters.length}
        empty={{
          isEmpty: characters.length === 0,
          icon: <Users />,
          title: 'No characters yet',
          description: 'Player characters and NPCs of this campaign appear here.',
          action: editing.addButton,
        }}
        aside={`${countText(players, 'player')} · ${countText(characters.length - players, 'NPC')}`}
        actions={editing.addButton}
      >
        {/* Shown players first, so a character moves among its own group, in the stored order. */}
        <FilteredByField {...byField} items={characters} noun="character" containerName={campaign.title}>
          {(shown) => (
            <SortableList
              items={shown}
              storedOrder={campaign.characters.map((character) => character.id)}
              groupOf={(character) => character.type}
              label="Characters"
              nameOf={(character) => character.name}
              onMove={editing.move}
              layout="grid"
              className={tabGridClassName}
            >
              {(character, move) => (
                <CampaignCharacterCard
                  character={character}
                  href={editing.href(character)}
                  controls={editing.controls(
                    character,
                    character.name,
                    move,
                    `${character.name} leaves this campaign. The character stays in References and in any other story it appears in.`,
                  )}
                />
              )}
            </SortableList>
          )}
        </FilteredByField>
      </TabSection>
      {editing.form}
    </>
  );
}
