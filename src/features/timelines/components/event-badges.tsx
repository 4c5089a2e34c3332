import { Users } from 'lucide-react';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { visibleTags } from '../../../ui/chips';
import { EventIconGlyph } from '../../../ui/event-icon';
import { importanceLabel } from '../../../ui/event-meta';
import { importanceTone, toneFor } from '../../../ui/semantic-tones';

/** Importance (coloured, with its word) and type (major/minor), as every view shows them. */
export function EventBadges({ event }: { event: TimelineEvent }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={toneFor(importanceTone, event.importance)}>{importanceLabel(event.importance)}</Badge>
      <Badge tone="neutral">{event.type === 'major' ? 'Major event' : 'Minor event'}</Badge>
    </div>
  );
}

/** Tags in a labelled list; the card view passes `max` and shows '+N' for the rest. */
export function EventTags({ tags, max }: { tags: readonly string[]; max?: number }) {
  if (tags.length === 0) return null;
  const { shown, hiddenCount } = max === undefined ? { shown: tags, hiddenCount: 0 } : visibleTags(tags, max);
  return (
    <ul aria-label="Tags" className="flex flex-wrap items-center gap-1.5">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge tone="neutral">{tag}</Badge>
        </li>
      ))}
      {hiddenCount > 0 ? (
        <li>
          <Badge tone="neutral" title={tags.slice(tags.length - hiddenCount).join(', ')}>
            {`+${hiddenCount}`}
          </Badge>
          <span className="sr-only"> more tags: {tags.slice(tags.length - hiddenCount).join(', ')}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** "With Queen Aldra, Corvin". */
export function EventCharacters({ characters }: { characters: readonly string[] }) {
  if (characters.length === 0) return null;
  return (
    <p className="flex items-start gap-1.5 text-xs text-fg-muted">
      <Users aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="sr-only">Characters: </span>
        {characters.join(', ')}
      </span>
    </p>
  );
}

/** The marker on the line: filled for major events, hollow for minor ones (DESIGN.md). */
export function EventMarker({ event }: { event: TimelineEvent }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative z-10 flex size-9 shrink-0 items-center justify-center rounded-full border-2',
        event.type === 'major'
          ? 'border-accent bg-accent text-accent-fg'
          : 'border-accent bg-surface text-accent-text',
      )}
    >
      <EventIconGlyph icon={event.icon} />
    </span>
  );
}
