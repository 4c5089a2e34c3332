import { Clock, Flag, Landmark, Sparkles, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TechnologyAdvancement } from '../../../../common/domain/enums';
import type { NamedPart } from '../../../../common/domain/shared';
import type { UniverseDetail } from '../../../../common/domain/universe';
import type { BadgeTone } from '../../../ui/badge';
import { Badge } from '../../../ui/badge';
import { PartCards } from '../../../ui/part-cards';
import { TabSection } from '../../../ui/tab-section';

type TabProps = { universe: UniverseDetail };

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
      <PartCards parts={parts} {...(renderExtra ? { renderExtra } : {})} />
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
