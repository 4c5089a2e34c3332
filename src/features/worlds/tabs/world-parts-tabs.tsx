import { Flag, Gem, Home, Landmark, Leaf, ScrollText, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { World } from '../../../../common/domain/world';
import { Badge } from '../../../ui/badge';
import { LoreList } from '../../../ui/lore-list';
import { PartCards } from '../../../ui/part-cards';
import { rarityTone, toneFor } from '../../../ui/semantic-tones';
import { TabSection } from '../../../ui/tab-section';

type TabProps = { world: World };

function emptyFor(world: World, count: number, noun: string, icon: ReactNode) {
  return {
    isEmpty: count === 0,
    icon,
    title: `No ${noun} yet`,
    description: `${world.name} has no ${noun} recorded yet.`,
  };
}

export function SettlementsTab({ world }: TabProps) {
  return (
    <TabSection
      title="Settlements"
      count={world.settlements.length}
      empty={emptyFor(world, world.settlements.length, 'settlements', <Home />)}
    >
      <PartCards
        parts={world.settlements}
        renderExtra={(settlement) => (
          <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <Badge>{settlement.kind}</Badge>
            {settlement.population === undefined ? null : (
              <span>Population {settlement.population.toLocaleString('en-US')}</span>
            )}
          </div>
        )}
      />
    </TabSection>
  );
}

export function WorldCulturesTab({ world }: TabProps) {
  return (
    <TabSection
      title="Cultures"
      count={world.cultures.length}
      empty={emptyFor(world, world.cultures.length, 'cultures', <Landmark />)}
    >
      <PartCards
        parts={world.cultures}
        renderExtra={(culture) => (
          <p className="text-sm text-fg-muted">
            <span className="font-medium text-fg">Region:</span> {culture.region}
          </p>
        )}
      />
    </TabSection>
  );
}

export function FaunaFloraTab({ world }: TabProps) {
  const fauna = world.creatures.filter((creature) => creature.kind === 'fauna');
  const flora = world.creatures.filter((creature) => creature.kind === 'flora');
  const habitat = (creature: { habitat: string }) => (
    <p className="text-sm text-fg-muted">
      <span className="font-medium text-fg">Habitat:</span> {creature.habitat}
    </p>
  );
  return (
    <TabSection
      title="Fauna & Flora"
      count={world.creatures.length}
      empty={emptyFor(world, world.creatures.length, 'creatures or plants', <Leaf />)}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-fg">Fauna ({fauna.length})</h3>
          {fauna.length === 0 ? (
            <p className="text-sm text-fg-muted">No animals recorded yet.</p>
          ) : (
            <PartCards parts={fauna} renderExtra={habitat} />
          )}
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-fg">Flora ({flora.length})</h3>
          {flora.length === 0 ? (
            <p className="text-sm text-fg-muted">No plants recorded yet.</p>
          ) : (
            <PartCards parts={flora} renderExtra={habitat} />
          )}
        </div>
      </div>
    </TabSection>
  );
}

export function WorldMagicTab({ world }: TabProps) {
  return (
    <TabSection
      title="Magic"
      count={world.magicSystems.length}
      empty={emptyFor(world, world.magicSystems.length, 'magic systems', <Sparkles />)}
    >
      <PartCards parts={world.magicSystems} />
    </TabSection>
  );
}

export function WorldFactionsTab({ world }: TabProps) {
  return (
    <TabSection
      title="Factions"
      count={world.factions.length}
      empty={emptyFor(world, world.factions.length, 'factions', <Flag />)}
    >
      <PartCards parts={world.factions} />
    </TabSection>
  );
}

export function WorldItemsTab({ world }: TabProps) {
  return (
    <TabSection
      title="Items"
      count={world.items.length}
      empty={emptyFor(world, world.items.length, 'items', <Gem />)}
    >
      <PartCards
        parts={world.items}
        renderExtra={(item) => (
          <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <Badge tone={toneFor(rarityTone, item.rarity)} className="capitalize">
              {item.rarity}
            </Badge>
            <span>
              <span className="font-medium text-fg">Type:</span> {item.type}
            </span>
          </div>
        )}
      />
    </TabSection>
  );
}

export function WorldLoreTab({ world }: TabProps) {
  return (
    <TabSection
      title="Lore"
      count={world.lore.length}
      empty={emptyFor(world, world.lore.length, 'lore', <ScrollText />)}
    >
      <LoreList entries={world.lore} />
    </TabSection>
  );
}
