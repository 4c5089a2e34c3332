import { type ReactNode, useEffect } from 'react';
import { importedMessage } from '../../../common/api/import';
import { DEFAULT_RETENTION_DAYS, movedToTrashMessage } from '../../../common/api/trash';
import { useUndoImport } from '../../data/import-workspace';
import { useRestoreTrashEntry, useTrashSettings } from '../../data/trash';
import { clearTrashNotices, dismissTrashNotice, useTrashNotices } from '../../data/trash-notices';
import { TrashRetentionProvider } from '../../ui/trash-retention';
import { UndoToaster } from '../../ui/undo-toast';

/** Every delete's and every import's notice with Undo (decision 038), on every signed-in screen. */
export function TrashNotices() {
  const notices = useTrashNotices();
  const restore = useRestoreTrashEntry();
  const undoImport = useUndoImport();
  // Signing out leaves the layout: another account must not be offered this one's Undo.
  useEffect(() => clearTrashNotices, []);
  return (
    <UndoToaster
      notices={notices.map((notice) =>
        notice.kind === 'import'
          ? { id: notice.id, kind: 'import', message: importedMessage(notice.added) }
          : { id: notice.id, message: movedToTrashMessage(notice.label) },
      )}
      onUndo={async (id) => {
        const notice = notices.find((entry) => entry.id === id);
        if (notice === undefined) throw new Error('That is no longer in the Trash.');
        if (notice.kind === 'import') {
          await undoImport.mutateAsync(notice.batchId);
          return 'Import undone: what it added is in the Trash';
        }
        const restored = await restore.mutateAsync(notice.entryId);
        return `“${restored.label}” restored`;
      }}
      onDismiss={dismissTrashNotice}
    />
  );
}

/** The user's retention for every delete confirmation below ('… from the Trash for 30 days.'). */
export function TrashRetention({ children }: { children: ReactNode }) {
  const days = useTrashSettings().data?.retentionDays ?? DEFAULT_RETENTION_DAYS;
  return <TrashRetentionProvider value={days}>{children}</TrashRetentionProvider>;
}
