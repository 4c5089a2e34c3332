import { expect, it } from 'vitest';
import { deleteEventMessage, deleteTimelineMessage } from './confirm-messages';

it('asks in the spec’s exact words', () => {
  expect(deleteTimelineMessage('The Ember Age')).toBe(
    'Are you sure you want to delete the timeline "The Ember Age"? This action cannot be undone and all events in this timeline will be permanently lost.',
  );
  expect(deleteEventMessage('The Fall of Embers')).toBe(
    'Are you sure you want to delete "The Fall of Embers"? This action cannot be undone.',
  );
});
