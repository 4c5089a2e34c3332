import { Gem, MapPin, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CampaignDetail, CampaignItem } from '../../../../common/domain/campaign';
import type { CampaignItemStatus } from '../../../../common/domain/enums';
import { useListFieldFilter } from '../../../data/custom-fields';
import { useItemChoices } from '../../../data/items';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { rarityTone, toneFor } from '../../../ui/semantic-tones';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { usePartEditing } from '../components/use-part-editing';
import { itemLeavesMessage, itemStatusLabel, rarityLabel } from '../model/campaign-format';

// Where an item stands with the party; rarity keeps the colours, so status uses quieter tones.
const itemStatusTone: Record<CampaignItemStatus, BadgeTone> = {
  'quest-item': 'amber',
  obtained: 'neutral',
  equipped: 'green',
};

type ItemCardProps = { item: CampaignItem; href: string; controls: ReactNode };

function ItemCard({ item, href, controls }: ItemCardProps) {
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold text-fg">
          <CardLink to={href}>{item.name}</CardLink>
        </h3>
        {item.type ? <p className="text-sm text-fg-muted">{item.type}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={toneFor(rarityTone, item.rarity)}>{rarityLabel[item.rarity]}</Badge>
        <Badge tone={itemStatusTone[item.status]}>{itemStatusLabel[item.status]}</Badge>
      </div>
      {item.description ? <p className="text-sm text-fg">{item.description}</p> : null}
      {item.location ? (
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Location: </span>
          {item.location}
        </p>
      ) : null}
      <div className="mt-auto flex flex-col gap-1.5 pt-1">
        <h4 className="text-xs font-medium tracking-wide text-fg-muted uppercase">Powers</h4>
        {item.powers.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {item.powers.map((power) => (
              <li
                key={power}
                className="inline-flex items-center gap-1 rounded-md bg-surface-raised px-2 py-0.5 text-xs text-fg"
              >
                <Sparkles aria-hidden="true" className="size-3 text-accent-text" />
                {power}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-fg-muted italic">No special powers</p>
        )}
      </div>
      <div className="flex justify-end border-t border-border pt-2">{controls}</div>
    </Card>
  );
}

export default function ItemsTab({ campaign }: { campaign: CampaignDetail }) {
  // Each card is an appearance of one References item of the campaign's universe (or of none).
  const { choices } = useItemChoices(campaign, campaign.items);
  const editing = usePartEditing(campaign, 'items', {
    link: {
      field: 'itemId',
      label: 'Item',
      newLabel: 'A new item',
      options: choices,
      hint: 'One of this universe’s items, or a new one made in it.',
    },
  });
  const byField = useListFieldFilter('campaigns/items', campaign.id);
  return (
    <>
      <TabSection
        title="Items"
        count={campaign.items.length}
        empty={{
          isEmpty: campaign.items.length === 0,
          icon: <Gem />,
          title: 'No items yet',
          description: 'Treasure, quest items and equipment of this campaign appear here.',
          action: editing.addButton,
        }}
        actions={editing.addButton}
      >
        <FilteredByField {...byField} items={campaign.items} noun="item" containerName={campaign.title}>
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
              label="Items"
              nameOf={(item) => item.name}
              onMove={editing.move}
              layout="grid"
              className={tabGridClassName}
            >
              {(item, move) => (
                <ItemCard
                  item={item}
                  href={editing.href(item)}
                  controls={editing.controls(item, item.name, move, itemLeavesMessage(item.name))}
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
