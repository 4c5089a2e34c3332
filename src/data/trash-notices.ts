import { useSyncExternalStore } from 'react';
import type { ImportUndoHandle } from '../../common/api/import';
import type { Trashed } from './workspace-repository';

/** A delete that went to the Trash, or an applied import, offered for Undo (decision 038). */
export type TrashNotice =
  | { id: number; kind: 'trash'; entryId: string; label: string }
  | { id: number; kind: 'import'; batchId: string; added: number };

// A tiny store as save-notices.ts: the query client's mutation cache publishes every delete's Trash
// entry here, the signed-in layout's toaster shows it. At most three stay: older ones are in /trash.
let notices: readonly TrashNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly TrashNotice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

/** True for what a delete resolves to when it went to the Trash. */
export function isTrashed(value: unknown): value is NonNullable<Trashed> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { entryId?: unknown }).entryId === 'string' &&
    typeof (value as { label?: unknown }).label === 'string'
  );
}

export function announceTrashed(trashed: NonNullable<Trashed>): void {
  publish([...notices, { id: nextId++, kind: 'trash' as const, ...trashed }].slice(-3));
}

export function announceImported(undo: ImportUndoHandle): void {
  publish(
    [...notices, { id: nextId++, kind: 'import' as const, batchId: undo.batchId, added: undo.added }].slice(
      -3,
    ),
  );
}

// The imports undone since the page loaded, so that the import form stops saying its import is there.
let undoneImports: ReadonlySet<string> = new Set();
const undoneListeners = new Set<() => void>();

export function markImportUndone(batchId: string): void {
  undoneImports = new Set([...undoneImports, batchId]);
  for (const listener of undoneListeners) listener();
}

/** True once this import's Undo went through. */
export function useIsImportUndone(batchId: string | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      undoneListeners.add(listener);
      return () => undoneListeners.delete(listener);
    },
    () => batchId !== undefined && undoneImports.has(batchId),
  );
}

export function dismissTrashNotice(id: number): void {
  publish(notices.filter((notice) => notice.id !== id));
}

export function clearTrashNotices(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTrashNotices(): readonly TrashNotice[] {
  return useSyncExternalStore(subscribe, () => notices);
}
