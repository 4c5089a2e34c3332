import { useMutation } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { storedImageId } from '../../common/api/images';
import { workspaceRepository } from './workspace';
import type { UploadedImage } from './workspace-repository';

export type { UploadedImage };

/** Stores an image file; resolves to its `{ id, url, ... }` (put `url` in a cover, image or asset). */
export const uploadImage = (file: Blob, name?: string): Promise<UploadedImage> =>
  workspaceRepository().uploadImage(file, name);

/** `mutateAsync(file)` → the stored image; refusals are `Error`s worded for the user. */
export function useImageUpload() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) });
}

/** What `useImageSource` answers for an image that could not be read: the display says 'Image unavailable'. */
export const IMAGE_SOURCE_FAILED = '';

/** True for an image stored by the data API, which only a request with the token can read. */
export const isStoredImageUrl = (src: string): boolean => storedImageId(src) !== undefined;

// Stored images are read once per address for the session and shown through object URLs. An address
// nobody shows any more is let go (its object URL revoked) after a while, so a page visited again soon
// does not read it again.
const RELEASE_AFTER_MS = 60_000;

type Entry = {
  /** The object URL, IMAGE_SOURCE_FAILED, or undefined while it is read. */
  source: string | undefined;
  users: number;
  listeners: Set<() => void>;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
};

const entries = new Map<string, Entry>();

function load(src: string, entry: Entry): void {
  workspaceRepository()
    .fetchImage(src)
    .then(
      (blob) => URL.createObjectURL(blob),
      () => IMAGE_SOURCE_FAILED,
    )
    .then((source) => {
      if (entries.get(src) !== entry) {
        if (source !== IMAGE_SOURCE_FAILED) URL.revokeObjectURL(source);
        return;
      }
      entry.source = source;
      for (const listener of entry.listeners) listener();
    });
}

function release(src: string, entry: Entry): void {
  if (entries.get(src) !== entry || entry.users > 0) return;
  entries.delete(src);
  if (entry.source !== undefined && entry.source !== IMAGE_SOURCE_FAILED) URL.revokeObjectURL(entry.source);
}

function retain(src: string, onChange: () => void): () => void {
  let entry = entries.get(src);
  if (entry === undefined) {
    entry = { source: undefined, users: 0, listeners: new Set(), releaseTimer: undefined };
    entries.set(src, entry);
    load(src, entry);
  }
  const held = entry;
  clearTimeout(held.releaseTimer);
  held.users += 1;
  held.listeners.add(onChange);
  return () => {
    held.users -= 1;
    held.listeners.delete(onChange);
    if (held.users > 0) return;
    // A failed read is forgotten at once, so the next time the image is shown it is tried again.
    if (held.source === IMAGE_SOURCE_FAILED) release(src, held);
    else held.releaseTimer = setTimeout(() => release(src, held), RELEASE_AFTER_MS);
  };
}

const noSubscription = () => () => {};

/**
 * The address an `<img>` can show for `src`: a stored image (`/api/v1/images/...`) is read with the
 * token and answered as an object URL (`undefined` while it is read, IMAGE_SOURCE_FAILED when it could
 * not be); any other address is answered as it is.
 */
export function useImageSource(src: string): string | undefined {
  const isStored = isStoredImageUrl(src);
  const subscribe = useCallback(
    (onChange: () => void) => (isStored ? retain(src, onChange) : noSubscription()),
    [src, isStored],
  );
  const snapshot = () => (isStored ? entries.get(src)?.source : src);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Forgets every image read (tests; a signed-out visit keeps nothing of the previous one's). */
export function forgetImageSources(): void {
  for (const [src, entry] of entries) {
    clearTimeout(entry.releaseTimer);
    entry.users = 0;
    release(src, entry);
  }
}
