import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import type { ChapterTextView } from '../../common/workspace/chapter-text';
import {
  autosaveReducer,
  conflictedAutosaveState,
  initialAutosaveState,
  retryDelayMs,
  shouldSave,
} from './autosave-state';

const one = richTextFromPlain('One.');
const two = richTextFromPlain('One. Two.');
const view = (version: number, text = one): ChapterTextView => ({
  chapterId: 'c-1',
  novelId: 'n-1',
  version,
  text,
  wordCount: 1,
  updatedAt: '2026-11-24T10:00:00.000Z',
});

describe('the autosave state', () => {
  it('an edit waits to be saved; the confirmed save lets it go and moves the version on', () => {
    let state = autosaveReducer(initialAutosaveState(3), { type: 'edited', text: one });
    expect(state).toMatchObject({ status: 'saving', pending: one, revision: 1 });
    expect(shouldSave(state)).toBe(true);
    state = autosaveReducer(state, { type: 'saveStarted' });
    expect(shouldSave(state)).toBe(false);
    state = autosaveReducer(state, { type: 'saveSucceeded', view: view(4) });
    expect(state).toMatchObject({ status: 'saved', pending: null, baseVersion: 4, inFlight: null });
  });

  it('text typed while a save is on its way is kept and saved next, over the new version', () => {
    let state = autosaveReducer(initialAutosaveState(0), { type: 'edited', text: one });
    state = autosaveReducer(state, { type: 'saveStarted' });
    state = autosaveReducer(state, { type: 'edited', text: two });
    expect(shouldSave(state)).toBe(false);
    state = autosaveReducer(state, { type: 'saveSucceeded', view: view(1) });
    expect(state).toMatchObject({ status: 'saving', pending: two, baseVersion: 1 });
    expect(shouldSave(state)).toBe(true);
  });

  it('a failed save keeps the text and says offline or error until a save succeeds', () => {
    let state = autosaveReducer(initialAutosaveState(0), { type: 'edited', text: one });
    state = autosaveReducer(state, { type: 'saveStarted' });
    state = autosaveReducer(state, { type: 'saveFailed', isOffline: true, message: 'Could not reach' });
    expect(state).toMatchObject({ status: 'offline', pending: one, failures: 1 });
    state = autosaveReducer(state, { type: 'edited', text: two });
    expect(state.status).toBe('offline');
    state = autosaveReducer(state, { type: 'saveStarted' });
    state = autosaveReducer(state, { type: 'saveFailed', isOffline: false, message: 'HTTP 500' });
    expect(state).toMatchObject({ status: 'error', failures: 2, message: 'HTTP 500', pending: two });
    state = autosaveReducer(state, { type: 'saveStarted' });
    state = autosaveReducer(state, { type: 'saveSucceeded', view: view(1, two) });
    expect(state).toMatchObject({ status: 'saved', failures: 0, message: null, pending: null });
  });

  it('a conflict stops saving until the writer chooses: mine over theirs, or theirs', () => {
    let state = autosaveReducer(initialAutosaveState(1), { type: 'edited', text: two });
    state = autosaveReducer(state, { type: 'saveStarted' });
    state = autosaveReducer(state, { type: 'conflicted', current: view(2) });
    expect(state).toMatchObject({ status: 'conflict', pending: two });
    expect(shouldSave(state)).toBe(false);
    state = autosaveReducer(state, { type: 'edited', text: one });
    expect(state.status).toBe('conflict');

    const mine = autosaveReducer(state, { type: 'keptMine' });
    expect(mine).toMatchObject({ status: 'saving', baseVersion: 2, pending: one, conflict: null });
    expect(shouldSave(mine)).toBe(true);

    const theirs = autosaveReducer(state, { type: 'tookTheirs' });
    expect(theirs).toMatchObject({ status: 'saved', baseVersion: 2, pending: null, conflict: null });
  });

  it('a version restored here replaces the text: the restored version is the base, nothing waits', () => {
    let state = autosaveReducer(initialAutosaveState(3), { type: 'edited', text: two });
    state = autosaveReducer(state, { type: 'saveStarted' });
    state = autosaveReducer(state, { type: 'saveSucceeded', view: view(4, two) });
    const replaced = autosaveReducer(state, { type: 'replaced', view: view(5, one) });
    expect(replaced).toMatchObject({ status: 'saved', baseVersion: 5, pending: null, inFlight: null });
    expect(replaced.revision).toBeGreaterThan(state.revision);
    expect(shouldSave(replaced)).toBe(false);
  });

  it('starts from a text kept on this device: sent again, or a conflict when the chapter moved on', () => {
    expect(initialAutosaveState(2, one)).toMatchObject({ status: 'saving', pending: one, baseVersion: 2 });
    expect(conflictedAutosaveState(one, view(5, two))).toMatchObject({
      status: 'conflict',
      pending: one,
      conflict: { version: 5 },
    });
  });

  it('waits longer after each failure, at most 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
