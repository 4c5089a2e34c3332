import { useSyncExternalStore } from 'react';

/** A change the server refused that no form on screen reports itself (a favorite star, say). */
export type SaveNotice = { id: number; message: string };

// A tiny store outside React Query: the toaster is mounted once by src/app, above the signed-in layout
// that owns the query cache, and must neither load nor wait for the data layer.
let notices: readonly SaveNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly SaveNotice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

/** Shows `message` until it is dismissed. The same message twice in a row shows once. */
export function announceRefusedSave(message: string): void {
  if (notices.at(-1)?.message === message) return;
  publish([...notices, { id: nextId++, message }].slice(-3));
}

export function dismissSaveNotice(id: number): void {
  publish(notices.filter((notice) => notice.id !== id));
}

export function clearSaveNotices(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSaveNotices(): readonly SaveNotice[] {
  return useSyncExternalStore(subscribe, () => notices);
}
