import { Users } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useListFieldFilter } from '../../../data/custom-fields';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { PartCard } from '../components/part-card';
import { useUniverseParts } from '../components/use-universe-parts';

export function RacesTab({ universe }: { universe: UniverseDetail }) {
  const { races } = universe;
  const editor = useUniverseParts(universe, 'races');
  const byField = useListFieldFilter('universes/races', universe.id);
  return (
    <>
      <TabSection
        title="Races"
        count={races.length}
        empty={{
          isEmpty: races.length === 0,
          icon: <Users />,
          title: 'No races yet',
          description: 'This universe has no peoples or races recorded yet.',
          action: editor.addButton,
        }}
        actions={editor.addButton}
      >
        <FilteredByField {...byField} items={races} noun="race" containerName={universe.name}>
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
              label="Races"
              nameOf={(race) => race.name}
              onMove={editor.move}
              layout="grid"
              className={tabGridClassName}
            >
              {(race, move) => (
                <PartCard
                  title={race.name}
                  href={editor.href(race)}
                  controls={editor.controls(race, race.name, move)}
                >
                  <p className="prose-text text-fg-muted">{race.description}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="font-medium text-fg">Origin</dt>
                    <dd className="text-fg-muted">{race.origin}</dd>
                    <dt className="font-medium text-fg">Lifespan</dt>
                    <dd className="text-fg-muted">{race.lifespan}</dd>
                  </dl>
                  {race.traits.length > 0 ? (
                    <div className="flex flex-col gap-1.5">
                      <h4 className="text-xs font-medium tracking-wide text-fg-muted uppercase">Traits</h4>
                      <ul aria-label={`Traits of ${race.name}`} className="flex flex-wrap gap-1.5">
                        {race.traits.map((trait) => (
                          <li
                            key={trait}
                            className="rounded-full bg-surface-raised px-2.5 py-0.5 text-xs text-fg"
                          >
                            {trait}
                          </li>
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
