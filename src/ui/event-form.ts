import type { EventIcon, Importance, TimelineEventType } from '../../common/domain/enums';
import {
  type TimelineEvent,
  type TimelineEventInput,
  timelineEventInputSchema,
} from '../../common/domain/timeline';
import { addChip } from './chips';
import { firstFieldError } from './form-errors';

export type EventFormValues = {
  title: string;
  date: string;
  description: string;
  type: TimelineEventType;
  importance: Importance;
  icon: EventIcon;
  characters: readonly string[];
  tags: readonly string[];
  /** The place's id, '' for none (decision 074). */
  placeId: string;
};

export type EventFormField =
  | 'title'
  | 'date'
  | 'description'
  | 'type'
  | 'importance'
  | 'icon'
  | 'characters'
  | 'tags'
  | 'placeId';

/** The spec's defaults for a new event: type major, importance moderate, icon Calendar. */
export const emptyEventForm: EventFormValues = {
  title: '',
  date: '',
  description: '',
  type: 'major',
  importance: 'moderate',
  icon: 'Calendar',
  characters: [],
  tags: [],
  placeId: '',
};

export function eventFormFromEvent(event: TimelineEvent): EventFormValues {
  return {
    title: event.title,
    date: event.date,
    description: event.description,
    type: event.type,
    importance: event.importance,
    icon: event.icon,
    characters: event.characters,
    tags: event.tags,
    placeId: event.placeId ?? '',
  };
}

/**
 * The input to save. A name or tag still sitting in its box (typed, never added with Enter or +) is
 * added too, so pressing Save never drops what the user typed.
 */
export function toEventInput(
  values: EventFormValues,
  pending: { character?: string; tag?: string } = {},
): TimelineEventInput {
  return {
    title: values.title,
    date: values.date,
    description: values.description,
    type: values.type,
    importance: values.importance,
    icon: values.icon,
    characters: [...addChip(values.characters, pending.character ?? '')],
    tags: [...addChip(values.tags, pending.tag ?? '')],
    // Sent even when '' so that choosing "No place" takes a place away.
    placeId: values.placeId,
  };
}

/** 'Title is required', 'Date is required', 'Description is required', checked in that order. */
export function validateEventForm(input: TimelineEventInput) {
  return firstFieldError<EventFormField>(timelineEventInputSchema, input, [
    'title',
    'date',
    'description',
    'type',
    'importance',
    'icon',
    'characters',
    'tags',
    'placeId',
  ]);
}
