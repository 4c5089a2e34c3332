import { ScrollText } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { TabSection } from './tab-section';

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
      <ul className="flex flex-col gap-4">
        {lore.map((entry) => (
          <li key={entry.id}>
            <Card className="flex flex-col gap-3 p-5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-base font-semibold text-fg">{entry.title}</h3>
                <Badge tone="amber">{entry.category}</Badge>
              </div>
              <p className="text-sm text-fg-muted">
                <span className="font-medium text-fg">Era:</span> {entry.era}
              </p>
              <p className="prose-text max-w-3xl text-fg">{entry.content}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
