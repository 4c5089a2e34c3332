import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { canCoEdit, useCoEdit } from '../../data/co-editing';
import { CARET_COLOURS, type SharedText } from '../../ui/rich-text/shared-text';

/** The address's switch (`?together=1`): a reload, or a link sent to a co-author, keeps it on. */
const TOGETHER = 'together';

/**
 * Writing a chapter together (decision 073): on, the editor is bound to the chapter's shared text and the
 * save state is the server's word on it; off, the chapter is saved as typed (the autosave), as before.
 */
export function useWriteTogether(novelId: string, chapterId: string) {
  const [params, setParams] = useSearchParams();
  const isAvailable = canCoEdit();
  const isOn = isAvailable && params.get(TOGETHER) === '1';
  const { connection, state } = useCoEdit({ novelId, chapterId }, isOn);
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
  function setOn(next: boolean) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(TOGETHER, '1');
        else updated.delete(TOGETHER);
        return updated;
      },
      { replace: true },
    );
  }
  return { isAvailable, isOn, shared, state, setOn };
}
