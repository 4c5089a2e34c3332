import { useSyncExternalStore } from 'react';
import type { Trashed } from './workspace-repository';

/** A delete that went to the Trash, offered for Undo (decision 038). */
export type TrashNotice = { id: number; entryId: string; label: string };

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
  publish([...notices, { id: nextId++, ...trashed }].slice(-3));
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
