import { describe, expect, it } from 'vitest';
import { referenceTabs, tabFromParam } from './reference-tabs';

describe('reference tabs', () => {
  it('lists the five tabs of the spec in order', () => {
    expect(referenceTabs.map((tab) => tab.label)).toEqual([
      'Query Editor',
      'Relationships',
      'Browse Data',
      'Saved Queries',
      'Export & Import',
    ]);
  });

  it('reads ?tab= and falls back to the Query Editor', () => {
    expect(tabFromParam('saved-queries')).toBe('saved-queries');
    expect(tabFromParam(null)).toBe('query-editor');
    expect(tabFromParam('dragons')).toBe('query-editor');
  });
});
