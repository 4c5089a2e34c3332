import { useId, useRef, useState } from 'react';
import type { NovelDetail } from '../../../../common/domain/novel';
import type { Timeline, TimelineEvent, TimelineEventInput } from '../../../../common/domain/timeline';
import type { EventPlaceChoice } from '../../../../common/workspace/event-places';
import { novelTimelineDetails } from '../../../../common/workspace/novel-events';
import { useCreateTimeline, useSaveTimelineEvent } from '../../../data/timelines';
import { EventDialog } from '../../../ui/event-dialog';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';

export type NovelEventDialogProps = {
  novel: NovelDetail;
  /** The timelines linked to the novel, in list order. */
  timelines: readonly Timeline[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The event to edit; `null` adds one. */
  event: TimelineEvent | null;
  onSaved: (event: TimelineEvent, mode: 'added' | 'updated') => void;
  /** The places an event can be set at (decision 074). */
  places?: readonly EventPlaceChoice[] | undefined;
};

/**
 * The timelines' own event form, opened from a novel's Timeline tab. A new event goes into the novel's
 * timeline; with several, the form asks which; with none, saving first makes one for the novel (and
 * says so), so the event is never kept anywhere but in a timeline.
 */
export function NovelEventDialog({ novel, timelines, event, ...props }: NovelEventDialogProps) {
  const [chosenId, setChosenId] = useState('');
  const createTimeline = useCreateTimeline();
  const saveEvent = useSaveTimelineEvent();
  // A timeline made for this form is reused if the event's save is refused and tried again.
  const made = useRef<string | null>(null);
  const selectId = useId();
  const target = timelines.find((timeline) => timeline.id === chosenId) ?? timelines[0];
  const details = novelTimelineDetails(novel.title);

  async function handleSave(input: TimelineEventInput, editing: TimelineEvent | null) {
    if (editing !== null) return saveEvent(editing.timelineId, input, editing);
    let timelineId = target?.id ?? made.current;
    if (timelineId === null || timelineId === undefined) {
      const timeline = await createTimeline.mutateAsync({
        ...details,
        entityType: 'novel',
        entityId: novel.id,
      });
      made.current = timeline.id;
      timelineId = timeline.id;
    }
    return saveEvent(timelineId, input, null);
  }

  const description =
    timelines.length === 0
      ? `${novel.title} has no timeline yet: saving makes one, "${details.name}", and adds the event to it.`
      : timelines.length === 1
        ? `Adds to the timeline "${target?.name}", where the novel’s events are kept.`
        : 'Adds to the timeline you choose; the novel’s Timeline tab shows the events of all of them.';

  return (
    <EventDialog
      {...props}
      event={event}
      onSave={handleSave}
      description={description}
      before={
        event === null && timelines.length > 1 ? (
          <Field label="Timeline" id={selectId}>
            <Select
              value={target?.id ?? ''}
              options={timelines.map((timeline) => ({ value: timeline.id, label: timeline.name }))}
              onChange={(change) => setChosenId(change.target.value)}
            />
          </Field>
        ) : null
      }
    />
  );
}
