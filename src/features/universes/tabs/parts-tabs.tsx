import { Clock, Flag, Landmark, Sparkles, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TechnologyAdvancement } from '../../../../common/domain/enums';
import type { NamedPart } from '../../../../common/domain/shared';
import type { UniverseDetail } from '../../../../common/domain/universe';
import type { BadgeTone } from '../../../ui/badge';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { TabSection, tabGridClassName } from './tab-section';

type TabProps = { universe: UniverseDetail };

function PartCard({ part, children }: { part: NamedPart; children?: ReactNode }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-2 p-5">
        <h3 className="text-base font-semibold text-fg">{part.name}</h3>
        {children}
        <p className="prose-text text-fg-muted">{part.description}</p>
      </Card>
    </li>
  );
}

function PartsList<T extends NamedPart>({
  title,
  noun,
  parts,
  icon,
  renderExtra,
}: {
  title: string;
  noun: string;
  parts: readonly T[];
  icon: ReactNode;
  renderExtra?: (part: T) => ReactNode;
}) {
  return (
    <TabSection
      title={title}
      count={parts.length}
      empty={{
        isEmpty: parts.length === 0,
        icon,
        title: `No ${noun} yet`,
        description: `This universe has no ${noun} recorded yet.`,
      }}
    >
      <ul className={tabGridClassName}>
        {parts.map((part) => (
          <PartCard key={part.id} part={part}>
            {renderExtra?.(part)}
          </PartCard>
        ))}
      </ul>
    </TabSection>
  );
}

export function TimePeriodsTab({ universe }: TabProps) {
  return <PartsList title="Time Periods" noun="time periods" parts={universe.timePeriods} icon={<Clock />} />;
}

export function MagicSystemsTab({ universe }: TabProps) {
  return (
    <PartsList title="Magic Systems" noun="magic systems" parts={universe.magicSystems} icon={<Sparkles />} />
  );
}

export function FactionsTab({ universe }: TabProps) {
  return <PartsList title="Factions" noun="factions" parts={universe.factions} icon={<Flag />} />;
}

export function CulturesTab({ universe }: TabProps) {
  return (
    <PartsList
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

/** Advancement reads as rarity does: everyday, notable, scarce. */
const advancementTone: Record<TechnologyAdvancement, BadgeTone> = {
  Common: 'neutral',
  Advanced: 'blue',
  Rare: 'violet',
};

export function TechnologyTab({ universe }: TabProps) {
  return (
    <PartsList
      title="Technology"
      noun="technologies"
      parts={universe.technologies}
      icon={<Wrench />}
      renderExtra={(technology) => (
        <div>
          <Badge tone={advancementTone[technology.advancement]}>{technology.advancement}</Badge>
        </div>
      )}
    />
  );
}
