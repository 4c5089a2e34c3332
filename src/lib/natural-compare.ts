// Numbers inside text compare as numbers, so "Year 9 of the Ember Age" sorts before "Year 10 of the Ember Age".
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b);
}
