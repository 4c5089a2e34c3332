import type { RichText } from '../../common/text/rich-text';
import type { ChapterTextView } from '../../common/workspace/chapter-text';

// The autosave of one chapter as one small state with explicit transitions, pure so that every case is
// tested without timers or React (use-chapter-autosave in chapter-text.ts runs it). The text typed is
// never dropped by a transition: only a save the server confirmed, or the writer choosing the other
// version after a conflict, lets it go.

export type AutosaveStatus = 'saved' | 'saving' | 'offline' | 'error' | 'conflict';

export type AutosaveState = {
  status: AutosaveStatus;
  /** The stored version the edits are based on: the next save names it. */
  baseVersion: number;
  /** The text typed and not yet confirmed by the server; null when the server has everything. */
  pending: RichText | null;
  /** Counts edits, so a save's answer knows whether more was typed while it was on its way. */
  revision: number;
  /** The revision a save on its way carries; null when none is (never two at once). */
  inFlight: number | null;
  /** Failed saves in a row, for the retry delay. */
  failures: number;
  /** The refusal's words, for 'error'. */
  message: string | null;
  /** The text as stored elsewhere, for 'conflict'. */
  conflict: ChapterTextView | null;
};

export type AutosaveEvent =
  | { type: 'edited'; text: RichText }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; view: ChapterTextView }
  | { type: 'saveFailed'; isOffline: boolean; message: string }
  | { type: 'conflicted'; current: ChapterTextView }
  /** Save mine over the version stored now. */
  | { type: 'keptMine' }
  /** Drop mine and take the stored version. */
  | { type: 'tookTheirs' }
  /** The stored text was replaced by a save made here outside the editor (a version restored). */
  | { type: 'replaced'; view: ChapterTextView };

/** A chapter just read from the server, or with a text kept on this device to send again. */
export function initialAutosaveState(baseVersion: number, restored: RichText | null = null): AutosaveState {
  return {
    status: restored === null ? 'saved' : 'saving',
    baseVersion,
    pending: restored,
    revision: restored === null ? 0 : 1,
    inFlight: null,
    failures: 0,
    message: null,
    conflict: null,
  };
}

/** A chapter whose kept text is based on a version the server has since replaced: the writer chooses. */
export function conflictedAutosaveState(mine: RichText, current: ChapterTextView): AutosaveState {
  return { ...initialAutosaveState(current.version, mine), status: 'conflict', conflict: current };
}

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edited':
      return {
        ...state,
        pending: event.text,
        revision: state.revision + 1,
        // A conflict stays until the writer chooses; a failure keeps its status until a save succeeds.
        status: state.status === 'saved' ? 'saving' : state.status,
      };
    case 'saveStarted':
      return {
        ...state,
        inFlight: state.revision,
        status: state.status === 'saved' ? 'saving' : state.status,
      };
    case 'saveSucceeded': {
      const isCurrent = state.inFlight === state.revision;
      return {
        ...state,
        baseVersion: event.view.version,
        pending: isCurrent ? null : state.pending,
        inFlight: null,
        failures: 0,
        message: null,
        status: isCurrent ? 'saved' : 'saving',
      };
    }
    case 'saveFailed':
      return {
        ...state,
        inFlight: null,
        failures: state.failures + 1,
        message: event.message,
        status: event.isOffline ? 'offline' : 'error',
      };
    case 'conflicted':
      return { ...state, inFlight: null, status: 'conflict', conflict: event.current };
    case 'keptMine':
      if (state.conflict === null) return state;
      return {
        ...state,
        status: 'saving',
        baseVersion: state.conflict.version,
        conflict: null,
        failures: 0,
        message: null,
      };
    case 'replaced':
      return { ...initialAutosaveState(event.view.version), revision: state.revision + 1 };
    case 'tookTheirs':
      if (state.conflict === null) return state;
      return {
        ...initialAutosaveState(state.conflict.version),
        revision: state.revision + 1,
      };
  }
}

/** Whether a save should start now: something to send, nothing on its way, no conflict to settle. */
export function shouldSave(state: AutosaveState): boolean {
  return state.pending !== null && state.inFlight === null && state.status !== 'conflict';
}

/** How long to wait before a save is tried again: 1 s, 2 s, 4 s, ... at most 30 s. */
export function retryDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(1000 * 2 ** (failures - 1), 30_000);
}

/** How long after the last edit a save starts (the editor reports edits after its own short pause). */
export const AUTOSAVE_DELAY_MS = 600;
