import { ScrollText } from 'lucide-react';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { SortableList } from '../../../ui/sortable-list';
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
        <SortableList
          items={lore}
          label="Lore"
          nameOf={(entry) => entry.title}
          onMove={editor.move}
          className="flex flex-col gap-4"
        >
          {(entry, move) => (
            <Card className="relative flex flex-col gap-3 p-5 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-base font-semibold text-fg">
                    <CardLink to={editor.href(entry)}>{entry.title}</CardLink>
                  </h3>
                  {entry.category ? <Badge tone="amber">{entry.category}</Badge> : null}
                </div>
                <div className="ml-auto">{editor.controls(entry, entry.title, move)}</div>
              </div>
              {entry.era ? (
                <p className="text-sm text-fg-muted">
                  <span className="font-medium text-fg">Era:</span> {entry.era}
                </p>
              ) : null}
              <p className="prose-text max-w-3xl whitespace-pre-line text-fg">{entry.content}</p>
            </Card>
          )}
        </SortableList>
      </TabSection>
      {editor.form}
    </>
  );
}
