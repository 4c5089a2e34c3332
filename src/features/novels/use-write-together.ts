import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { canCoEdit, useCoEdit } from '../../data/co-editing';
import { CARET_COLOURS, type SharedText } from '../../ui/rich-text/shared-text';

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
  const isAvailable = canCoEdit();
  const [isWanted, setIsWanted] = useState(false);
  const isWantedNow = isAvailable && (isOthersHere || params.get(TOGETHER) === '1');
  useEffect(() => {
    if (isWantedNow) setIsWanted(true);
  }, [isWantedNow]);
  const { connection, state } = useCoEdit({ novelId, chapterId }, isWanted || isWantedNow);
  const [isOn, setIsOn] = useState(false);
  const canBind = connection !== null && state.isReady && !state.isRefused;
  useEffect(() => {
    if (!isOn && canBind && canJoin) setIsOn(true);
  }, [isOn, canBind, canJoin]);
  // Refused (this account may no longer write it together): back to writing alone.
  useEffect(() => {
    if (state.isRefused) setIsOn(false);
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
    isOn: isOn && !state.isRefused,
    shared,
    state,
    /** Others are here, but the shared text cannot be reached: writing alone until it can. */
    isAlone: !isOn && (isWanted || isWantedNow) && (state.isUnreachable || state.isRefused),
  };
}
