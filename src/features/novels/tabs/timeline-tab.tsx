import { CalendarClock } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { TabSection } from '../../../ui/tab-section';
import { sortNovelEvents } from '../model/novel-overview';

/** The novel's own events in story order; a major event has a filled marker, a minor one a hollow one. */
export function TimelineTab({ novel }: { novel: NovelDetail }) {
  const events = sortNovelEvents(novel.timelineEvents);
  return (
    <TabSection
      title="Timeline"
      count={events.length}
      empty={{
        isEmpty: events.length === 0,
        icon: <CalendarClock />,
        title: 'No timeline events yet',
        description: 'The events of this story, in the order they happen, will be listed here.',
      }}
    >
      <ol
        aria-label="Timeline events"
        className="relative flex flex-col gap-4 border-l border-border-strong pl-6 ml-2"
      >
        {events.map((event) => (
          <li key={event.id} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-accent',
                event.type === 'major' ? 'bg-accent' : 'bg-bg',
              )}
            />
            <div className="flex flex-col gap-1.5 rounded-xl border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="text-xs font-medium text-accent-text">{event.date}</p>
                <Badge tone={event.type === 'major' ? 'amber' : 'neutral'}>
                  {event.type === 'major' ? 'Major event' : 'Minor event'}
                </Badge>
              </div>
              <h3 className="font-semibold text-fg">{event.title}</h3>
              {event.description ? <p className="text-sm text-fg-muted">{event.description}</p> : null}
              {event.characters.length > 0 ? (
                <p className="text-xs text-fg-muted">
                  <span className="font-medium">Characters:</span> {event.characters.join(', ')}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </TabSection>
  );
}
