import { Gem } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { rarityTone, toneFor } from '../../../ui/semantic-tones';
import { TabGrid, TabSection } from '../../../ui/tab-section';

/** Rarer items get a stronger frame as well as their badge, so the scale reads at a glance. */
const rarityFrame: Record<string, string> = {
  legendary: 'border-tone-gold-fg/50',
  unique: 'border-tone-violet-fg/50',
};

export function ItemsTab({ universe }: { universe: UniverseDetail }) {
  const { items } = universe;
  return (
    <TabSection
      title="Items"
      count={items.length}
      empty={{
        isEmpty: items.length === 0,
        icon: <Gem />,
        title: 'No items yet',
        description: 'This universe has no artifacts, weapons or tools recorded yet.',
      }}
    >
      <TabGrid items={items}>
        {(item) => (
          <Card className={cn('flex h-full flex-col gap-3 p-5', rarityFrame[item.rarity])}>
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-base font-semibold text-fg">{item.name}</h3>
              <Badge tone={toneFor(rarityTone, item.rarity)} className="capitalize">
                {item.rarity}
              </Badge>
            </div>
            <p className="text-sm text-fg-muted">
              <span className="font-medium text-fg">Type:</span> {item.type}
            </p>
            <p className="prose-text text-fg-muted">{item.description}</p>
            {item.powers.length > 0 ? (
              <div className="flex flex-col gap-1.5">
                <h4 className="text-xs font-medium tracking-wide text-fg-muted uppercase">Powers</h4>
                <ul aria-label={`Powers of ${item.name}`} className="list-inside list-disc text-sm text-fg">
                  {item.powers.map((power) => (
                    <li key={power}>{power}</li>
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
