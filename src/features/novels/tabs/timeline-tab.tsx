import { CalendarClock } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { CardLink } from '../../../ui/card-link';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection } from '../../../ui/tab-section';
import { useNovelPartEditor } from '../components/use-novel-part-editor';
import { sortNovelEvents } from '../model/novel-overview';
import { eventTypeLabel } from '../model/novel-parts';

/**
 * The novel's own events in story order; a major event has a filled marker, a minor one a hollow one.
 * The date decides the order, so only events on the same date can be put in another order among
 * themselves; those get the reorder controls.
 */
export function TimelineTab({ novel }: { novel: NovelDetail }) {
  const events = sortNovelEvents(novel.timelineEvents);
  const editor = useNovelPartEditor(novel, 'events');
  const sameDateCount = (date: string) => events.filter((event) => event.date === date).length;
  return (
    <>
      <TabSection
        title="Timeline"
        count={events.length}
        empty={{
          isEmpty: events.length === 0,
          icon: <CalendarClock />,
          title: 'No timeline events yet',
          description: 'The events of this story, in the order they happen, will be listed here.',
          action: editor.addButton,
        }}
        actions={editor.addButton}
      >
        <SortableList
          as="ol"
          items={events}
          storedOrder={novel.timelineEvents.map((event) => event.id)}
          groupOf={(event) => event.date}
          label="Timeline events"
          nameOf={(event) => event.title}
          onMove={editor.move}
          className="relative ml-2 flex flex-col gap-4 border-l border-border-strong pl-6"
        >
          {(event, move) => (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-accent',
                  event.type === 'major' ? 'bg-accent' : 'bg-bg',
                )}
              />
              <div className="flex flex-col gap-1.5 rounded-xl border border-border bg-surface p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <p className="text-xs font-medium text-accent-text">{event.date}</p>
                    <Badge tone={event.type === 'major' ? 'amber' : 'neutral'}>
                      {eventTypeLabel[event.type]}
                    </Badge>
                  </div>
                  <div className="-my-1.5 ml-auto">
                    {editor.controls(event, event.title, sameDateCount(event.date) > 1 ? move : undefined)}
                  </div>
                </div>
                <h3 className="font-semibold text-fg">
                  <CardLink to={editor.href(event)}>{event.title}</CardLink>
                </h3>
                {event.description ? <p className="text-sm text-fg-muted">{event.description}</p> : null}
                {event.characters.length > 0 ? (
                  <p className="text-xs text-fg-muted">
                    <span className="font-medium">Characters:</span> {event.characters.join(', ')}
                  </p>
                ) : null}
              </div>
            </>
          )}
        </SortableList>
      </TabSection>
      {editor.form}
    </>
  );
}
