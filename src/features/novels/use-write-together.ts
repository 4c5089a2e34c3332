import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { canCoEdit, useCoEdit } from '../../data/co-editing';
import { CARET_COLOURS, type SharedText } from '../../ui/rich-text/shared-text';
import { isTogetherWanted, writeTogetherView } from './model/write-together';

/** A link that opens the chapter written together at once (`?together=1`), before anyone else is there. */
const TOGETHER = 'together';

/**
 * Writing a chapter together, without a button (decisions 073 and 086). Alone on the page, the chapter
 * is saved as typed (the autosave), exactly as before. Once someone else opens it (another writer, or
 * another tab: `isOthersHere`), the page connects to the chapter's shared text, and its editor is bound
 * to it as soon as the shared text has arrived and what was typed alone is saved (`canJoin`); from then
 * on it stays bound for as long as the page is open (a writer leaving does not move the others' text
 * under their caret). While the shared text cannot be reached, the page goes on writing alone and says so
 * (`isAlone`), and joins when it can.
 */
export function useWriteTogether(
  novelId: string,
  chapterId: string,
  { isOthersHere, canJoin }: { isOthersHere: boolean; canJoin: boolean },
) {
  const [params] = useSearchParams();
  const [wasWanted, setWasWanted] = useState(false);
  const [isBound, setIsBound] = useState(false);
  const wish = { isAvailable: canCoEdit(), isOthersHere, isAsked: params.get(TOGETHER) === '1', wasWanted };
  const isWanted = isTogetherWanted(wish);
  const { connection, state } = useCoEdit({ novelId, chapterId }, isWanted);
  const view = writeTogetherView({
    ...wish,
    isBound,
    // Bound only to the server's copy: a copy kept on this device may be older than the text saved alone.
    isReady: connection !== null && state.hasSynced,
    isRefused: state.isRefused,
    isUnreachable: state.isUnreachable,
    isAloneSaved: canJoin,
  });
  useEffect(() => {
    if (isWanted) setWasWanted(true);
  }, [isWanted]);
  useEffect(() => {
    if (view.shouldBind) setIsBound(true);
  }, [view.shouldBind]);
  // Refused (this account may no longer write it together): back to writing alone.
  useEffect(() => {
    if (state.isRefused) setIsBound(false);
  }, [state.isRefused]);
  const shared = useMemo<SharedText | undefined>(
    () =>
      connection === null
        ? undefined
        : {
            doc: connection.doc,
            awareness: connection.awareness,
            user: {
              name: 'Me',
              color: CARET_COLOURS[connection.doc.clientID % CARET_COLOURS.length] ?? '#b45309',
            },
          },
    [connection],
  );
  return {
    isOn: view.isOn,
    shared,
    state,
    /** Others are here, but the shared text cannot be reached: writing alone until it can. */
    isAlone: view.line === 'unreachable',
  };
}
