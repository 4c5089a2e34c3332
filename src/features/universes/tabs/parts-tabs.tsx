import { Clock, Flag, Landmark, Sparkles, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NamedPart } from '../../../../common/domain/shared';
import type { UniverseDetail } from '../../../../common/domain/universe';
import type { EntityKind } from '../../../../common/workspace/entities';
import { partKind } from '../../../../common/workspace/part-kinds';
import { useListFieldFilter } from '../../../data/custom-fields';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { PartBadge } from '../components/part-badge';
import { PartCard } from '../components/part-card';
import { useUniverseParts } from '../components/use-universe-parts';
import type { UniverseSegment } from '../model/universe-parts';

type TabProps = { universe: UniverseDetail };

function PartsList<T extends NamedPart>({
  universe,
  segment,
  title,
  noun,
  parts,
  icon,
  renderExtra,
}: TabProps & {
  segment: UniverseSegment;
  title: string;
  noun: string;
  parts: readonly T[];
  icon: ReactNode;
  renderExtra?: (part: T) => ReactNode;
}) {
  const editor = useUniverseParts(universe, segment);
  const byField = useListFieldFilter(`universes/${segment}` as EntityKind, universe.id);
  return (
    <>
      <TabSection
        title={title}
        count={parts.length}
        empty={{
          isEmpty: parts.length === 0,
          icon,
          title: `No ${noun} yet`,
          description: `This universe has no ${noun} recorded yet.`,
          action: editor.addButton,
        }}
        actions={editor.addButton}
      >
        <FilteredByField
          {...byField}
          items={parts}
          noun={partKind(`universes/${segment}`).singular.toLowerCase()}
          containerName={universe.name}
        >
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
              label={title}
              nameOf={(part) => part.name}
              onMove={editor.move}
              layout="grid"
              className={tabGridClassName}
            >
              {(part, move) => (
                <PartCard
                  title={part.name}
                  href={editor.href(part)}
                  controls={editor.controls(part, part.name, move)}
                  isCompact
                >
                  {renderExtra?.(part)}
                  <p className="prose-text text-fg-muted">{part.description}</p>
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

export function TimePeriodsTab({ universe }: TabProps) {
  return (
    <PartsList
      universe={universe}
      segment="time-periods"
      title="Time Periods"
      noun="time periods"
      parts={universe.timePeriods}
      icon={<Clock />}
    />
  );
}

export function MagicSystemsTab({ universe }: TabProps) {
  return (
    <PartsList
      universe={universe}
      segment="magic-systems"
      title="Magic Systems"
      noun="magic systems"
      parts={universe.magicSystems}
      icon={<Sparkles />}
    />
  );
}

export function FactionsTab({ universe }: TabProps) {
  return (
    <PartsList
      universe={universe}
      segment="factions"
      title="Factions"
      noun="factions"
      parts={universe.factions}
      icon={<Flag />}
    />
  );
}

export function CulturesTab({ universe }: TabProps) {
  return (
    <PartsList
      universe={universe}
      segment="cultures"
      title="Cultures"
      noun="cultures"
      parts={universe.cultures}
      icon={<Landmark />}
      renderExtra={(culture) => (
        <p className="text-sm text-fg-muted">
          <span className="font-medium text-fg">Region:</span> {culture.region}
        </p>
      )}
    />
  );
}

export function TechnologyTab({ universe }: TabProps) {
  return (
    <PartsList
      universe={universe}
      segment="technologies"
      title="Technology"
      noun="technologies"
      parts={universe.technologies}
      icon={<Wrench />}
      renderExtra={(technology) => (
        <div>
          <PartBadge segment="technologies" part={technology} />
        </div>
      )}
    />
  );
}
