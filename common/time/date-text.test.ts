import { describe, expect, it } from 'vitest';
import { sampleEvents } from '../sample/timelines';
import { addDaysToText, readDateText } from './date-text';
import { emberreach, lamplight } from './presets';

// The first day of an Emberreach year, counted by hand: 365 days a year, and a 366th (Kindling Night) in
// every fourth year from year 0 (astronomical years; the Ember Age's Year N is astronomical year N).
const yearStart = (year: number) => 365 * year + Math.ceil(year / 4);

const dateOf = (title: string) => sampleEvents.find((event) => event.title === title)?.date ?? '';

describe("reading the sample's dates", () => {
  it("maps the Ember Age's free-text dates to their days", () => {
    const read = (text: string) => {
      const result = readDateText(text, emberreach);
      return result.kind === 'dated' ? result.world.day : undefined;
    };
    expect(read(dateOf('The Fall of Embers'))).toBe(yearStart(1));
    expect(read('Year 10 of the Ember Age')).toBe(yearStart(10));
    expect(read('Year 311 of the Ember Age, later that night')).toBe(yearStart(311));
    expect(read('Year 320 of the Ember Age, autumn')).toBe(yearStart(320));
    // Deepfrost and Frostmonth (30 days each) come before Thawmonth.
    expect(read('Year 322 of the Ember Age, Thawmonth 1')).toBe(yearStart(322) + 60);
    expect(read('Year 322 of the Ember Age, Thawmonth 5, dusk')).toBe(yearStart(322) + 64);
    expect(read('Year 290 of the Ember Age')).toBe(yearStart(290));
  });

  it("writes a readable date in the calendar's own format, keeping the text", () => {
    const result = readDateText('  Year 322 of the Ember Age, Thawmonth 5, dusk ', emberreach);
    expect(result).toMatchObject({
      kind: 'dated',
      text: 'Year 322 of the Ember Age, Thawmonth 5, dusk',
      formatted: '5 Thawmonth, Year 322 of the Ember Age',
      world: { qualifier: 'dusk' },
    });
  });

  it('leaves the text it cannot read as text', () => {
    for (const text of ['Tide 40', 'Late September', 'Mid October', 'Lamp Year 95, Rainmonth 3']) {
      expect(readDateText(text, emberreach)).toEqual({ kind: 'undated', text });
    }
    // The Lamplight dates are dates in their own calendar.
    expect(readDateText('Lamp Year 95, Rainmonth 3', lamplight).kind).toBe('dated');
    expect(readDateText('   ', emberreach)).toEqual({ kind: 'empty' });
  });

  it('makes a month with a day it lacks text, not the first of the year', () => {
    expect(readDateText('Year 322 of the Ember Age, Thawmonth 31', emberreach).kind).toBe('undated');
  });
});

describe('moving a date on', () => {
  it("adds days across months and festival days, in the calendar's format", () => {
    expect(addDaysToText('Year 322 of the Ember Age, Thawmonth 29', 3, emberreach)).toBe(
      // Thawmonth has 30 days; Kindling Night (every fourth year) is not in 322.
      '2 Seedmonth, Year 322 of the Ember Age',
    );
    expect(addDaysToText('Tide 40', 3, emberreach)).toBe('');
  });
});
