import { Users } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { Card } from '../../../ui/card';
import { TabGrid, TabSection } from '../../../ui/tab-section';

export function RacesTab({ universe }: { universe: UniverseDetail }) {
  const { races } = universe;
  return (
    <TabSection
      title="Races"
      count={races.length}
      empty={{
        isEmpty: races.length === 0,
        icon: <Users />,
        title: 'No races yet',
        description: 'This universe has no peoples or races recorded yet.',
      }}
    >
      <TabGrid items={races}>
        {(race) => (
          <Card className="flex h-full flex-col gap-3 p-5">
            <h3 className="text-base font-semibold text-fg">{race.name}</h3>
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
                    <li key={trait} className="rounded-full bg-surface-raised px-2.5 py-0.5 text-xs text-fg">
                      {trait}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Card>
        )}
      </TabGrid>
    </TabSection>
  );
}
