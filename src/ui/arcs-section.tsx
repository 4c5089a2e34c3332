import { Waypoints } from 'lucide-react';
import { Card } from './card';
import { CardLink } from './card-link';
import { SortableList } from './sortable-list';
import { TabSection } from './tab-section';
import type { PartEditor } from './use-part-editor';

/** One arc as its card shows it, with what it holds ('2 chapters: Ember, The Ash Road'). */
export type ArcCard = { id: string; title: string; description: string };

export type ArcsSectionProps<Arc extends ArcCard> = {
  arcs: readonly Arc[];
  editor: Pick<PartEditor, 'addButton' | 'href' | 'controls'> & {
    move: (id: string, toIndex: number) => void;
  };
  /** Lines naming what the arc holds, each only when it holds some. */
  holds: (arc: Arc) => readonly { label: string; names: readonly string[] }[];
  emptyDescription: string;
  /**
   * With none, a heading, a line and the Add button rather than a full empty state: for a section below
   * a tab's own list (a campaign's arcs under its sessions), whose empty state stays the tab's only one.
   */
  isSecondary?: boolean;
};

/** '1 chapter', '3 quests'. */
const counted = (count: number, label: string) => `${count} ${count === 1 ? label : `${label}s`}`;

/**
 * A record's story arcs (a novel's, a campaign's; decision 061) under their heading: each card with its
 * place, title, description and what it holds, moved by its controls, Alt+Arrow keys or a drag.
 */
export function ArcsSection<Arc extends ArcCard>({
  arcs,
  editor,
  holds,
  emptyDescription,
  isSecondary = false,
}: ArcsSectionProps<Arc>) {
  if (isSecondary && arcs.length === 0) {
    return (
      <section aria-labelledby="arcs-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="arcs-heading" className="text-lg font-semibold text-fg">
            Story Arcs
          </h2>
          {editor.addButton}
        </div>
        <p className="text-sm text-fg-muted">{emptyDescription}</p>
      </section>
    );
  }
  return (
    <TabSection
      title="Story Arcs"
      count={arcs.length}
      empty={{
        isEmpty: arcs.length === 0,
        icon: <Waypoints />,
        title: 'No story arcs yet',
        description: emptyDescription,
        action: editor.addButton,
      }}
      actions={editor.addButton}
    >
      <SortableList
        as="ol"
        items={arcs}
        label="Story arcs"
        nameOf={(arc) => arc.title}
        onMove={editor.move}
        className="flex flex-col gap-3"
      >
        {(arc, move) => (
          <Card className="flex flex-col gap-3 p-5 transition-colors duration-150 focus-within:border-accent hover:border-border-strong sm:flex-row sm:items-start">
            <div className="flex min-w-0 flex-1 gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text"
              >
                {move.position}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-semibold text-fg">
                  <CardLink to={editor.href(arc)}>{arc.title}</CardLink>
                </h3>
                <p className="text-sm text-fg-muted">{arc.description}</p>
                {holds(arc)
                  .filter((line) => line.names.length > 0)
                  .map((line) => (
                    <p key={line.label} className="text-sm text-fg-muted">
                      <span className="font-medium text-fg">{counted(line.names.length, line.label)}:</span>{' '}
                      {line.names.join(', ')}
                    </p>
                  ))}
              </div>
            </div>
            <div className="flex justify-end">{editor.controls(arc, arc.title, move)}</div>
          </Card>
        )}
      </SortableList>
    </TabSection>
  );
}
