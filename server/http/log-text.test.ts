import { describe, expect, it } from 'vitest';
import { logError, logText } from './log-text';

describe('log text', () => {
  it('escapes what a client could use to forge a line or drive a terminal', () => {
    expect(logText('/api/v1/novels/a\nGET /forged 200')).toBe('/api/v1/novels/a\\u000aGET /forged 200');
    expect(logText('a\u0000b\u001b[31mred\\')).toBe('a\\u0000b\\u001b[31mred\\\\');
    expect(logText('x'.repeat(400))).toBe(`${'x'.repeat(300)}… (400 characters)`);
  });

  it('keeps an error’s stack frames and escapes its message', () => {
    const line = logError(new Error('bad id "a\nb"'));
    expect(line.split('\n')[0]).toBe('Error: bad id "a\\u000ab"');
    expect(line.split('\n')[1]).toMatch(/^\s+at /);
  });
});
