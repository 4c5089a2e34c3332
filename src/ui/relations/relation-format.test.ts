import { describe, expect, it } from 'vitest';
import { emberreach, gregorian } from '../../../common/time/presets';
import type { RelationAnswer } from '../../../common/workspace/relations';
import {
  attitudeText,
  attitudeWord,
  groupRelations,
  relationChoiceOptions,
  relationPeriod,
} from './relation-format';

describe('relation formatting', () => {
  it('says an attitude in a word and a number', () => {
    expect(attitudeText(45)).toBe('Friendly (45)');
    expect(attitudeText(-100)).toBe('Hostile (-100)');
    expect([100, 60, 20, 0, -19, -20, -59, -60].map(attitudeWord)).toEqual([
      'Devoted',
      'Devoted',
      'Friendly',
      'Neutral',
      'Neutral',
      'Unfriendly',
      'Unfriendly',
      'Hostile',
    ]);
  });

  it('says a period with either end missing', () => {
    expect(relationPeriod('1012', '1030')).toBe('1012 – 1030');
    expect(relationPeriod('1012', '')).toBe('From 1012');
    expect(relationPeriod('', 'the Fall')).toBe('Until the Fall');
    expect(relationPeriod('', '')).toBe('');
  });

  it('reads the dates in the world’s calendar, keeping what was typed', () => {
    expect(relationPeriod('300 EA', 'the Fall', emberreach)).toBe(
      '300 EA (1 Deepfrost, Year 300 of the Ember Age) – the Fall',
    );
    expect(relationPeriod('12 Thawmonth, Year 9 of the Ember Age', '', emberreach)).toBe(
      'From 12 Thawmonth, Year 9 of the Ember Age',
    );
    expect(relationPeriod('', '1012-03-12', gregorian)).toBe('Until 1012-03-12 (12 March 1012 AD)');
    expect(relationPeriod('300 EA', '', null)).toBe('From 300 EA');
  });

  it('groups relations by category in a fixed order', () => {
    const of = (id: string, type: RelationAnswer['type']) => ({ id, type }) as RelationAnswer;
    const groups = groupRelations([
      of('1', 'ally'),
      of('2', 'custom'),
      of('3', 'parent'),
      of('4', 'sibling'),
    ]);
    expect(groups.map((group) => [group.label, group.relations.map((entry) => entry.id)])).toEqual([
      ['Family', ['3', '4']],
      ['Social', ['1']],
      ['Custom', ['2']],
    ]);
  });

  it('offers both readings of a directed type, grouped', () => {
    const family = relationChoiceOptions.filter((option) => option.group === 'Family');
    expect(family.map((option) => option.label)).toEqual([
      'Parent of',
      'Child of',
      'Sibling of',
      'Spouse of',
    ]);
  });
});
