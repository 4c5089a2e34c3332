import { Gem } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useListFieldFilter } from '../../../data/custom-fields';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { PartBadge } from '../components/part-badge';
import { PartCard } from '../components/part-card';
import { useUniverseParts } from '../components/use-universe-parts';
import { rarityFrame } from '../model/part-tones';

export function ItemsTab({ universe }: { universe: UniverseDetail }) {
  const { items } = universe;
  const editor = useUniverseParts(universe, 'items');
  const byField = useListFieldFilter('universes/items', universe.id);
  return (
    <>
      <TabSection
        title="Items"
        count={items.length}
        empty={{
          isEmpty: items.length === 0,
          icon: <Gem />,
          title: 'No items yet',
          description: 'This universe has no artifacts, weapons or tools recorded yet.',
          action: editor.addButton,
        }}
        actions={editor.addButton}
      >
        <FilteredByField {...byField} items={items} noun="item" containerName={universe.name}>
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
              label="Items"
              nameOf={(item) => item.name}
              onMove={editor.move}
              layout="grid"
              className={tabGridClassName}
            >
              {(item, move) => (
                <PartCard
                  title={item.name}
                  href={editor.href(item)}
                  controls={editor.controls(item, item.name, move)}
                  className={rarityFrame[item.rarity]}
                  badge={<PartBadge segment="items" part={item} />}
                >
                  <p className="text-sm text-fg-muted">
                    <span className="font-medium text-fg">Type:</span> {item.type}
                  </p>
                  <p className="prose-text text-fg-muted">{item.description}</p>
                  {item.powers.length > 0 ? (
                    <div className="flex flex-col gap-1.5">
                      <h4 className="text-xs font-medium tracking-wide text-fg-muted uppercase">Powers</h4>
                      <ul
                        aria-label={`Powers of ${item.name}`}
                        className="list-inside list-disc text-sm text-fg"
                      >
                        {item.powers.map((power) => (
                          <li key={power}>{power}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </PartCard>
              )}
            </SortableList>
          )}
        </FilteredByField>
      </TabSection>
      {editor.form}
    </>
  );
}
