import { createContext, useContext } from 'react';
import { DEFAULT_RETENTION_DAYS } from '../../common/api/trash';

// How long the Trash keeps what a delete moves there (decision 038), for the confirmations that say
// so. The signed-in layout provides the user's setting; until it is read, the default.

const TrashRetentionContext = createContext(DEFAULT_RETENTION_DAYS);

export const TrashRetentionProvider = TrashRetentionContext.Provider;

/** 'You can restore it from the Trash for 30 days.' */
export function inTrashSentence(retentionDays: number): string {
  return `You can restore it from the Trash for ${retentionDays} ${retentionDays === 1 ? 'day' : 'days'}.`;
}

/** The sentence a delete confirmation ends with, for the user's retention. */
export function useTrashSentence(): string {
  return inTrashSentence(useContext(TrashRetentionContext));
}
