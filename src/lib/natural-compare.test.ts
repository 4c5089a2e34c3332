import { expect, it } from 'vitest';
import { naturalCompare } from './natural-compare';

it('orders numbers inside text by value, ignoring case', () => {
  const dates = [
    'Year 10 of the Ember Age',
    'year 9 of the Ember Age',
    'Year 100 of the Ember Age',
    'Tide 2',
  ];
  expect([...dates].sort(naturalCompare)).toEqual([
    'Tide 2',
    'year 9 of the Ember Age',
    'Year 10 of the Ember Age',
    'Year 100 of the Ember Age',
  ]);
});
