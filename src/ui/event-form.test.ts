import { describe, expect, it } from 'vitest';
import { makeEvent } from '../features/timelines/model/test-events';
import { emptyEventForm, eventFormFromEvent, toEventInput, validateEventForm } from './event-form';

describe('the event form', () => {
  it('starts with type major, importance moderate and icon Calendar', () => {
    expect(emptyEventForm).toMatchObject({ type: 'major', importance: 'moderate', icon: 'Calendar' });
  });

  it('checks title, then date, then description, whitespace counting as empty', () => {
    const blank = toEventInput(emptyEventForm);
    expect(validateEventForm(blank)).toEqual({ field: 'title', message: 'Title is required' });
    expect(validateEventForm({ ...blank, title: 'T', date: '  ' })).toEqual({
      field: 'date',
      message: 'Date is required',
    });
    expect(validateEventForm({ ...blank, title: 'T', date: 'Year 3', description: '\t' })).toEqual({
      field: 'description',
      message: 'Description is required',
    });
    expect(validateEventForm({ ...blank, title: 'T', date: 'Year 3', description: 'D' })).toBeNull();
  });

  it('adds a name or tag still in its box when saving', () => {
    const input = toEventInput(
      { ...emptyEventForm, characters: ['Aldra'], tags: ['war'] },
      {
        character: ' Corvin ',
        tag: 'war',
      },
    );
    expect(input.characters).toEqual(['Aldra', 'Corvin']);
    expect(input.tags).toEqual(['war']);
  });

  it('fills the form from an event for editing', () => {
    const event = makeEvent({ id: 'e', title: 'Oath', date: 'Year 9', icon: 'Sword', tags: ['battle'] });
    expect(eventFormFromEvent(event)).toMatchObject({
      title: 'Oath',
      date: 'Year 9',
      icon: 'Sword',
      tags: ['battle'],
    });
  });
});
