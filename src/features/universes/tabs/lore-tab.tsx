import { ScrollText } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { LoreList } from '../../../ui/lore-list';
import { TabSection } from '../../../ui/tab-section';

export function LoreTab({ universe }: { universe: UniverseDetail }) {
  const { lore } = universe;
  return (
    <TabSection
      title="Lore"
      count={lore.length}
      empty={{
        isEmpty: lore.length === 0,
        icon: <ScrollText />,
        title: 'No lore yet',
        description: 'This universe has no myths, histories or legends recorded yet.',
      }}
    >
      <LoreList entries={lore} />
    </TabSection>
  );
}
