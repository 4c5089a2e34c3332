import { describe, expect, it } from 'vitest';
import { sizeLabel, usageLabel, workspaceFullMessage } from './usage';

describe('usage', () => {
  it('words the figure as the settings page shows it', () => {
    const MB = 1024 * 1024;
    expect(usageLabel({ usedBytes: 12.34 * MB, quotaBytes: 500 * MB })).toBe('12.3 MB of 500 MB used');
    expect(usageLabel({ usedBytes: 0, quotaBytes: 500 * MB })).toBe('0 MB of 500 MB used');
    expect(usageLabel({ usedBytes: 0.04 * MB, quotaBytes: 1 * MB })).toBe('0.0 MB of 1 MB used');
    expect(usageLabel({ usedBytes: 123.4 * MB, quotaBytes: null })).toBe('123 MB used');
    expect(workspaceFullMessage({ usedBytes: MB, quotaBytes: MB })).toMatch(
      /^Your workspace is full: 1 MB of 1 MB used\./,
    );
  });

  it('words a category in KB below a tenth of a MB, so that nothing stored reads as 0', () => {
    expect([1, 1024, 50_000, 0.1 * 1024 * 1024, 5.25 * 1024 * 1024].map(sizeLabel)).toEqual([
      '1 KB',
      '1 KB',
      '49 KB',
      '0.1 MB',
      '5.3 MB',
    ]);
  });
});
