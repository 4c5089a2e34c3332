import { Flag, Gem, Home, Landmark, Leaf, ScrollText, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Creature, World } from '../../../../common/domain/world';
import type { EntityKind } from '../../../../common/workspace/entities';
import { partKind } from '../../../../common/workspace/part-kinds';
import { useListFieldFilter } from '../../../data/custom-fields';
import { Badge } from '../../../ui/badge';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { LoreList } from '../../../ui/lore-list';
import { rarityTone, toneFor } from '../../../ui/semantic-tones';
import { TabSection } from '../../../ui/tab-section';
import { useWorldPartEditor } from '../components/use-world-part-editor';
import { type NamedPart, PartGrid } from '../components/world-part-grid';
import type { WorldSegment } from '../model/world-parts';

type TabProps = { world: World };

function emptyFor(world: World, count: number, noun: string, icon: ReactNode, action: ReactNode) {
  return {
    isEmpty: count === 0,
    icon,
    title: `No ${noun} yet`,
    description: `${world.name} has no ${noun} recorded yet.`,
    action,
  };
}

type NamedPartsTabProps<T extends NamedPart> = TabProps & {
  segment: WorldSegment;
  parts: readonly T[];
  title: string;
  noun: string;
  icon: ReactNode;
  renderExtra?: (part: T) => ReactNode;
};

function NamedPartsTab<T extends NamedPart>({
  world,
  segment,
  parts,
  title,
  noun,
  icon,
  renderExtra,
}: NamedPartsTabProps<T>) {
  const editor = useWorldPartEditor(world, segment);
  const byField = useListFieldFilter(`worlds/${segment}` as EntityKind, world.id);
  return (
    <>
      <TabSection
        title={title}
        count={parts.length}
        empty={emptyFor(world, parts.length, noun, icon, editor.addButton)}
        actions={editor.addButton}
      >
        <FilteredByField
          {...byField}
          items={parts}
          noun={partKind(`worlds/${segment}`).singular.toLowerCase()}
          containerName={world.name}
        >
          {(shown, storedOrder) => (
            <PartGrid
              parts={shown}
              storedOrder={storedOrder}
              label={title}
              editor={editor}
              renderExtra={renderExtra}
            />
          )}
        </FilteredByField>
      </TabSection>
      {editor.form}
    </>
  );
}

export function SettlementsTab({ world }: TabProps) {
  return (
    <NamedPartsTab
      world={world}
      segment="settlements"
      parts={world.settlements}
      title="Settlements"
      noun="settlements"
      icon={<Home />}
      renderExtra={(settlement) => (
        <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          {settlement.kind ? <Badge>{settlement.kind}</Badge> : null}
          {settlement.population === undefined ? null : (
            <span>Population {settlement.population.toLocaleString('en-US')}</span>
          )}
        </div>
      )}
    />
  );
}

export function WorldCulturesTab({ world }: TabProps) {
  return (
    <NamedPartsTab
      world={world}
      segment="cultures"
      parts={world.cultures}
      title="Cultures"
      noun="cultures"
      icon={<Landmark />}
      renderExtra={(culture) => (
        <p className="text-sm text-fg-muted">
          <span className="font-medium text-fg">Region:</span> {culture.region}
        </p>
      )}
    />
  );
}

const habitat = (creature: Creature) => (
  <p className="text-sm text-fg-muted">
    <span className="font-medium text-fg">Habitat:</span> {creature.habitat}
  </p>
);

export function FaunaFloraTab({ world }: TabProps) {
  const editor = useWorldPartEditor(world, 'creatures');
  const byField = useListFieldFilter('worlds/creatures', world.id);
  const storedOrder = world.creatures.map((creature) => creature.id);
  const groupsOf = (shown: readonly Creature[]) => [
    { label: 'Fauna', parts: shown.filter((c) => c.kind === 'fauna'), none: 'No animals' },
    { label: 'Flora', parts: shown.filter((c) => c.kind === 'flora'), none: 'No plants' },
  ];
  return (
    <>
      <TabSection
        title="Fauna & Flora"
        count={world.creatures.length}
        empty={emptyFor(world, world.creatures.length, 'creatures or plants', <Leaf />, editor.addButton)}
        actions={editor.addButton}
      >
        <FilteredByField
          {...byField}
          items={world.creatures}
          noun="creature or plant"
          containerName={world.name}
        >
          {(shown) => (
            <div className="flex flex-col gap-6">
              {groupsOf(shown).map((group) => (
                <div key={group.label} className="flex flex-col gap-3">
                  <h3 className="text-base font-semibold text-fg">
                    {group.label} ({group.parts.length})
                  </h3>
                  {group.parts.length === 0 ? (
                    <p className="text-sm text-fg-muted">{group.none} recorded yet.</p>
                  ) : (
                    <PartGrid
                      parts={group.parts}
                      label={group.label}
                      editor={editor}
                      renderExtra={habitat}
                      storedOrder={storedOrder}
                    />
                  )}
                </div>
              ))}
            </div>
          )}
        </FilteredByField>
      </TabSection>
      {editor.form}
    </>
  );
}

export function WorldMagicTab({ world }: TabProps) {
  return (
    <NamedPartsTab
      world={world}
      segment="magic-systems"
      parts={world.magicSystems}
      title="Magic"
      noun="magic systems"
      icon={<Sparkles />}
    />
  );
}

export function WorldFactionsTab({ world }: TabProps) {
  return (
    <NamedPartsTab
      world={world}
      segment="factions"
      parts={world.factions}
      title="Factions"
      noun="factions"
      icon={<Flag />}
    />
  );
}

export function WorldItemsTab({ world }: TabProps) {
  return (
    <NamedPartsTab
      world={world}
      segment="items"
      parts={world.items}
      title="Items"
      noun="items"
      icon={<Gem />}
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
  );
}

export function WorldLoreTab({ world }: TabProps) {
  const editor = useWorldPartEditor(world, 'lore');
  const byField = useListFieldFilter('worlds/lore', world.id);
  return (
    <>
      <TabSection
        title="Lore"
        count={world.lore.length}
        empty={emptyFor(world, world.lore.length, 'lore', <ScrollText />, editor.addButton)}
        actions={editor.addButton}
      >
        <FilteredByField {...byField} items={world.lore} noun="lore entry" containerName={world.name}>
          {(shown, storedOrder) => (
            <LoreList
              entries={shown}
              storedOrder={storedOrder}
              onMove={editor.move}
              hrefOf={editor.href}
              renderControls={(entry, move) => editor.controls(entry, entry.title, move)}
            />
          )}
        </FilteredByField>
      </TabSection>
      {editor.form}
    </>
  );
}
