import { describe, expect, it } from 'vitest';
import { coEditStatus } from './co-editing';

describe('the save state of a text written together', () => {
  it('says Saved only once the server has stored every keystroke typed here', () => {
    expect(coEditStatus(true, 12, 12)).toBe('saved');
    expect(coEditStatus(true, 13, 12)).toBe('saving');
  });

  it('says Offline while the socket is down with keystrokes the server has not stored', () => {
    expect(coEditStatus(false, 13, 12)).toBe('offline');
    // Nothing typed waits: nothing is at risk, and the page says so.
    expect(coEditStatus(false, 12, 12)).toBe('saved');
  });
});
