import { ScrollText } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useListFieldFilter } from '../../../data/custom-fields';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { LoreList } from '../../../ui/lore-list';
import { TabSection } from '../../../ui/tab-section';
import { useUniverseParts } from '../components/use-universe-parts';

export function LoreTab({ universe }: { universe: UniverseDetail }) {
  const { lore } = universe;
  const editor = useUniverseParts(universe, 'lore');
  const byField = useListFieldFilter('universes/lore', universe.id);
  return (
    <>
      <TabSection
        title="Lore"
        count={lore.length}
        empty={{
          isEmpty: lore.length === 0,
          icon: <ScrollText />,
          title: 'No lore yet',
          description: 'This universe has no myths, histories or legends recorded yet.',
          action: editor.addButton,
        }}
        actions={editor.addButton}
      >
        <FilteredByField {...byField} items={lore} noun="lore entry" containerName={universe.name}>
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
