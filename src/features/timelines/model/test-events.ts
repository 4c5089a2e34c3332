import type { TimelineEvent } from '../../../../common/domain/timeline';

/** A timeline event with sensible defaults, for tests and the benchmark. */
export function makeEvent(overrides: Partial<TimelineEvent> & { id: string }): TimelineEvent {
  return {
    timelineId: 't-test',
    title: `Event ${overrides.id}`,
    date: 'Year 1',
    description: '',
    type: 'major',
    characters: [],
    tags: [],
    importance: 'moderate',
    icon: 'Calendar',
    ...overrides,
  };
}
