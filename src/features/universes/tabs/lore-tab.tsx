import { ScrollText } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { LoreList } from '../../../ui/lore-list';
import { TabSection } from '../../../ui/tab-section';
import { useUniverseParts } from '../components/use-universe-parts';

export function LoreTab({ universe }: { universe: UniverseDetail }) {
  const { lore } = universe;
  const editor = useUniverseParts(universe, 'lore');
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
        <LoreList
          entries={lore}
          onMove={editor.move}
          hrefOf={editor.href}
          renderControls={(entry, move) => editor.controls(entry, entry.title, move)}
        />
      </TabSection>
      {editor.form}
    </>
  );
}
