import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RichText } from '../../common/text/rich-text';
import type { ChapterTextView } from '../../common/workspace/chapter-text';
import { localDay } from '../../common/workspace/writing-goal';
import { NETWORK_ERROR_MESSAGE } from './api-client';
import {
  AUTOSAVE_DELAY_MS,
  type AutosaveEvent,
  type AutosaveState,
  type AutosaveStatus,
  autosaveReducer,
  conflictedAutosaveState,
  initialAutosaveState,
  retryDelayMs,
  shouldSave,
} from './autosave-state';
import { isChapterTextConflict, isNotFoundError, isValidationError } from './errors';
import { nullIfNotFound, workspaceKey } from './query-helpers';
import { textVersionKeys } from './text-versions';
import { unsavedTextKey, unsavedTextOwner, unsavedTexts } from './unsaved-text';
import { workspaceRepository } from './workspace';
import { writingGoalKeys } from './writing-goal';

export const chapterTextKeys = {
  detail: (novelId: string, chapterId: string) =>
    [...workspaceKey, 'chapter-text', novelId, chapterId] as const,
};

/** `null` when no such novel or chapter. */
export const fetchChapterText = (novelId: string, chapterId: string) =>
  nullIfNotFound(workspaceRepository().getChapterText(novelId, chapterId));

/**
 * How long a chapter's text just read serves the writing view without another read: long enough for the
 * view to take the text its route's loader asked for while the view's code loaded, however slowly that
 * code arrives; the loader drops a text read on an earlier visit, so no view opens on one.
 */
const CHAPTER_TEXT_FRESH_MS = 30_000;

/** The chapter text's query, the same for the writing view and the route's loader that starts it early. */
export const chapterTextQuery = (novelId: string, chapterId: string) =>
  queryOptions({
    queryKey: chapterTextKeys.detail(novelId, chapterId),
    queryFn: () => fetchChapterText(novelId, chapterId),
    staleTime: CHAPTER_TEXT_FRESH_MS,
    gcTime: CHAPTER_TEXT_FRESH_MS,
  });

/**
 * A chapter's text as stored: read afresh on each visit (a writing view must start from the stored
 * version, not a cached one), by the route's loader (`prefetchChapterText`) or else on mount. `data` is
 * `null` for an unknown chapter.
 */
export function useChapterText(novelId: string, chapterId: string) {
  return useQuery(chapterTextQuery(novelId, chapterId));
}

/**
 * Starts reading a chapter's text as the navigation to its writing view starts, in parallel with the
 * view's code, instead of once the view has rendered. A text kept from an earlier visit is dropped first,
 * so the view waits for this read rather than open on an older version; a read already on its way is
 * joined, and a view showing the text is left alone. Not awaited: the navigation never waits for it.
 */
export function prefetchChapterText(queryClient: QueryClient, novelId: string, chapterId: string): void {
  const options = chapterTextQuery(novelId, chapterId);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query !== undefined) {
    if (query.state.fetchStatus !== 'idle' || query.getObserversCount() > 0) return;
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
  void queryClient.prefetchQuery(options);
}

/** A save is on its way, and more was typed after the text it carries. */
function isTypedSinceInFlight(
  state: AutosaveState,
): state is AutosaveState & { pending: RichText; inFlight: number } {
  return (
    state.inFlight !== null &&
    state.pending !== null &&
    state.inFlight !== state.revision &&
    state.status !== 'conflict'
  );
}

function sameText(a: RichText | null, b: RichText | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type ChapterAutosave = {
  /** False until the text kept on this device (if any) has been looked up. */
  isReady: boolean;
  /** What the editor shows; `key` changes when the text is replaced from outside ('Use theirs'). */
  document: { key: number; text: RichText | null };
  status: AutosaveStatus;
  /** Why the last save failed, worded for the writer. */
  message: string | null;
  /** Both versions when the text was saved elsewhere meanwhile. */
  conflict: { current: ChapterTextView; mine: RichText | null } | null;
  /** The editor's text changed: kept on this device at once, saved after a short pause. */
  edit(text: RichText): void;
  /** Saves now what is waiting (leaving the page). */
  flush(): void;
  /** Sends what is waiting as the page goes (closed, hidden): with keepalive, so it outlives the page. */
  leave(): void;
  /** After a conflict: save mine over the version stored now. */
  keepMine(): void;
  /** After a conflict: drop mine, show theirs. */
  takeTheirs(): void;
  /**
   * Restores a version of the text (decision 037): saves what waits first, then the version's text as
   * the new text over the version now stored, and shows it. Refused (an Error with the writer's words)
   * while words are unsaved or in conflict.
   */
  restore(versionId: string): Promise<ChapterTextView>;
  /**
   * Saves what waits now and resolves once the server has everything (before a version is kept with a
   * name); rejects with RESTORE_WAITS_MESSAGE's words when it cannot (offline, in conflict).
   */
  settle(): Promise<void>;
};

/** The words shown when a restore must wait for the text on screen to be saved. */
export const RESTORE_WAITS_MESSAGE =
  'Your latest words are not saved yet. Wait for “Saved”, then restore again.';

/**
 * The autosave of one chapter's text (autosave-state.ts is its state). Every edit is kept in the
 * browser (unsaved-text.ts) before it is sent; a save starts after a pause of AUTOSAVE_DELAY_MS, when
 * the page is hidden or left, and when the view unmounts, never while another is on its way. A failed
 * save is tried again (1 s, 2 s, 4 s, ... and at once when the browser is back online); a text kept from
 * an earlier visit is sent again on load, or shown as a conflict if the chapter was saved elsewhere since.
 */
export function useChapterAutosave(
  novelId: string,
  chapterId: string,
  server: ChapterTextView | null | undefined,
): ChapterAutosave {
  const queryClient = useQueryClient();
  const stateRef = useRef<AutosaveState | null>(null);
  const [state, setState] = useState<AutosaveState | null>(null);
  const [document, setDocument] = useState<{ key: number; text: RichText | null }>({ key: 0, text: null });
  const keyRef = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dispatch = useCallback((event: AutosaveEvent): AutosaveState | null => {
    if (stateRef.current === null) return null;
    stateRef.current = autosaveReducer(stateRef.current, event);
    setState(stateRef.current);
    return stateRef.current;
  }, []);

  const keep = useCallback(
    (current: AutosaveState) => {
      const key = keyRef.current;
      if (key === null || current.pending === null) return;
      unsavedTexts()
        .put({
          key,
          novelId,
          chapterId,
          text: current.pending,
          baseVersion: current.baseVersion,
          revision: current.revision,
          updatedAt: new Date().toISOString(),
        })
        .catch(() => undefined);
    },
    [novelId, chapterId],
  );

  const saveRef = useRef<(isLeaving?: boolean) => Promise<void>>(async () => undefined);
  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), delay);
  }, []);

  const save = useCallback(
    async (isLeaving = false) => {
      clearTimeout(timer.current);
      const before = stateRef.current;
      const key = keyRef.current;
      if (before === null || key === null) return;
      if (isLeaving && isTypedSinceInFlight(before)) {
        // The page is going while a save is on its way and more was typed since: the rest cannot wait
        // for its answer. It is sent now over the version that save makes; should it arrive first and be
        // refused, the text is still kept on this device for the next visit.
        void workspaceRepository()
          .saveChapterText(novelId, chapterId, before.pending, before.baseVersion + 1, localDay(new Date()), {
            isLeaving,
          })
          .catch(() => undefined);
        return;
      }
      if (!shouldSave(before) || before.pending === null) return;
      const { pending: text, baseVersion } = before;
      const revision = dispatch({ type: 'saveStarted' })?.inFlight ?? before.revision;
      const stored = (view: ChapterTextView) => {
        const after = dispatch({ type: 'saveSucceeded', view });
        queryClient.setQueryData(chapterTextKeys.detail(novelId, chapterId), view);
        return after;
      };
      try {
        const day = localDay(new Date());
        const view = await workspaceRepository().saveChapterText(
          novelId,
          chapterId,
          text,
          baseVersion,
          day,
          isLeaving ? { isLeaving } : undefined,
        );
        const after = stored(view);
        await unsavedTexts()
          .clear(key, revision)
          .catch(() => undefined);
        // Word counts on other screens follow when they are next shown, not on every save.
        void queryClient.invalidateQueries({ queryKey: workspaceKey, refetchType: 'none' });
        // Today's progress on screen follows each save.
        void queryClient.invalidateQueries({ queryKey: writingGoalKeys.all(novelId) });
        if (after?.pending != null) schedule(AUTOSAVE_DELAY_MS);
      } catch (error) {
        if (isChapterTextConflict(error) && sameText(error.current.text, text)) {
          // Stored meanwhile with this very text (a save sent as the page was hidden): nothing differs.
          const after = stored(error.current);
          if (after?.pending != null) schedule(AUTOSAVE_DELAY_MS);
          return;
        }
        if (isChapterTextConflict(error)) {
          dispatch({ type: 'conflicted', current: error.current });
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const isOffline = message === NETWORK_ERROR_MESSAGE || !navigator.onLine;
        const after = dispatch({ type: 'saveFailed', isOffline, message });
        // A refused document or a deleted chapter will not change on retry: the next edit tries again.
        if (!isValidationError(error) && !isNotFoundError(error))
          schedule(retryDelayMs(after?.failures ?? 1));
      }
    },
    [chapterId, dispatch, novelId, queryClient, schedule],
  );

  saveRef.current = save;

  // Once the stored text is known: is there text kept on this device from an earlier visit?
  const hasServer = server !== undefined && server !== null;
  const serverRef = useRef(server);
  serverRef.current = server;
  useEffect(() => {
    const stored = serverRef.current;
    if (!hasServer || stored == null || stateRef.current !== null) return;
    let isCancelled = false;
    void (async () => {
      const key = unsavedTextKey(await unsavedTextOwner().catch(() => 'signed-out'), novelId, chapterId);
      const kept = await unsavedTexts()
        .get(key)
        .catch(() => undefined);
      if (isCancelled) return;
      keyRef.current = key;
      let initial = initialAutosaveState(stored.version);
      let text = stored.text;
      if (kept !== undefined && kept.baseVersion === stored.version && !sameText(kept.text, stored.text)) {
        initial = { ...initialAutosaveState(stored.version, kept.text), revision: kept.revision };
        text = kept.text;
      } else if (kept !== undefined && !sameText(kept.text, stored.text)) {
        initial = { ...conflictedAutosaveState(kept.text, stored), revision: kept.revision };
        text = kept.text;
      } else if (kept !== undefined) {
        await unsavedTexts()
          .clear(key, kept.revision)
          .catch(() => undefined);
      }
      stateRef.current = initial;
      setState(initial);
      setDocument({ key: 1, text });
      if (shouldSave(initial)) schedule(0);
    })();
    return () => {
      isCancelled = true;
    };
  }, [hasServer, novelId, chapterId, schedule]);

  // The text saved elsewhere (another tab or device, decision 062): shown at once when nothing typed
  // here waits to be saved; otherwise the next save meets the conflict rule and the writer chooses.
  const storedVersion = server?.version;
  useEffect(() => {
    const stored = serverRef.current;
    const current = stateRef.current;
    if (stored == null || current === null || storedVersion === undefined) return;
    if (stored.version <= current.baseVersion || current.pending !== null || current.inFlight !== null)
      return;
    if (current.status === 'conflict') return;
    dispatch({ type: 'replaced', view: stored });
    setDocument((shown) => ({ key: shown.key + 1, text: stored.text }));
  }, [storedVersion, dispatch]);

  // Leaving: the page hidden or closed, back online, or the view gone.
  useEffect(() => {
    // A page going away sends its save with keepalive, so closing the tab does not cut it off.
    const handleHidden = () => {
      if (window.document.visibilityState === 'hidden') void saveRef.current(true);
    };
    const handleLeave = () => void saveRef.current(true);
    const handleOnline = () => void saveRef.current();
    window.document.addEventListener('visibilitychange', handleHidden);
    window.addEventListener('pagehide', handleLeave);
    window.addEventListener('online', handleOnline);
    return () => {
      window.document.removeEventListener('visibilitychange', handleHidden);
      window.removeEventListener('pagehide', handleLeave);
      window.removeEventListener('online', handleOnline);
      void saveRef.current(true);
    };
  }, []);

  async function settle(): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const current = stateRef.current;
      if (current === null || current.status === 'conflict') break;
      if (current.pending === null && current.inFlight === null) break;
      await saveRef.current();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = stateRef.current;
    if (after === null || after.pending !== null || after.inFlight !== null || after.conflict !== null) {
      throw new Error(RESTORE_WAITS_MESSAGE);
    }
  }

  return {
    isReady: state !== null,
    document,
    status: state?.status ?? 'saved',
    message: state?.message ?? null,
    conflict: state?.conflict == null ? null : { current: state.conflict, mine: state.pending },
    edit(text) {
      const next = dispatch({ type: 'edited', text });
      if (next === null) return;
      keep(next);
      if (next.status !== 'conflict') schedule(AUTOSAVE_DELAY_MS);
    },
    flush() {
      void saveRef.current();
    },
    leave() {
      void saveRef.current(true);
    },
    keepMine() {
      const next = dispatch({ type: 'keptMine' });
      if (next === null) return;
      keep(next);
      void saveRef.current();
    },
    takeTheirs() {
      const before = stateRef.current;
      if (before?.conflict == null) return;
      const theirs = before.conflict.text;
      dispatch({ type: 'tookTheirs' });
      if (keyRef.current !== null) {
        unsavedTexts()
          .clear(keyRef.current, before.revision)
          .catch(() => undefined);
      }
      setDocument((current) => ({ key: current.key + 1, text: theirs }));
    },
    settle,
    async restore(versionId) {
      // What is typed is saved first, so the text a restore replaces (and keeps) is the one on screen.
      await settle();
      const before = stateRef.current;
      if (before === null) throw new Error(RESTORE_WAITS_MESSAGE);
      clearTimeout(timer.current);
      const day = localDay(new Date());
      const view = await workspaceRepository().restoreTextVersion(
        novelId,
        chapterId,
        versionId,
        before.baseVersion,
        day,
      );
      dispatch({ type: 'replaced', view });
      if (keyRef.current !== null) {
        unsavedTexts()
          .clear(keyRef.current, before.revision)
          .catch(() => undefined);
      }
      queryClient.setQueryData(chapterTextKeys.detail(novelId, chapterId), view);
      void queryClient.invalidateQueries({ queryKey: workspaceKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: writingGoalKeys.all(novelId) });
      void queryClient.invalidateQueries({ queryKey: textVersionKeys.all(novelId, chapterId) });
      setDocument((current) => ({ key: current.key + 1, text: view.text }));
      return view;
    },
  };
}
