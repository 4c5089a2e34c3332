import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../sample/workspace';
import { eventPlaceChoices, eventPlaceLabel } from './event-places';

describe('the places an event can be set at', () => {
  const worlds = sampleWorkspace.worlds.filter((world) => world.universeId === 'u-emberreach');
  const locations = sampleWorkspace.locations.filter((location) =>
    worlds.some((world) => world.id === location.worldId),
  );

  it('offers the universe’s locations and settlements, each with its world, and a campaign’s own', () => {
    const campaign = sampleWorkspace.campaigns.find((one) => one.id === 'c-cinder-road');
    const choices = eventPlaceChoices({
      worlds,
      locations,
      campaigns: campaign === undefined ? [] : [campaign],
    });
    const ids = choices.map((choice) => choice.id);
    expect(ids).toEqual(expect.arrayContaining(['loc-kharn-deep', 'w-greyspire-s-1', 'c-cinder-road-l-2']));
    expect(ids).not.toContain('loc-highmoor');
    expect(choices.find((choice) => choice.id === 'loc-kharn-deep')?.where).toBe('Greyspire');
    expect(choices.find((choice) => choice.id === 'c-cinder-road-l-2')).toMatchObject({
      name: 'Mossgate',
      where: 'The Cinder Road',
    });
    // Grouped by where they are, then by name.
    const wheres = choices.map((choice) => choice.where);
    expect(wheres).toEqual([...wheres].sort((a, b) => a.localeCompare(b)));
  });

  it('names an event’s place with where it is, and nothing for none or a place gone', () => {
    const choices = eventPlaceChoices({ worlds, locations });
    expect(eventPlaceLabel(choices, 'loc-kharn-deep')).toBe('Kharn Deep (Greyspire)');
    expect(eventPlaceLabel(choices, undefined)).toBeUndefined();
    expect(eventPlaceLabel(choices, 'loc-gone')).toBeUndefined();
  });
});
