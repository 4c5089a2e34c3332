import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../button';
import { useHistoryServices } from './history-services';

// The dialog (its list, diffs and jsdiff) is a chunk of its own, read when History is first opened.
const HistoryDialog = lazy(() =>
  import('./history-dialog').then((module) => ({ default: module.HistoryDialog })),
);

export type HistoryButtonProps = {
  /** The record whose changes (and its parts') are listed. */
  recordId: string;
  /** Only the changes of this one part of the record (a thing's own page). */
  entityId?: string | undefined;
  /** Its name, for the dialog's title. */
  name: string;
};

/**
 * "History" on a record's page: opens the list of its changes, each with what it changed and a way to
 * restore it (decision 039). Renders nothing where the app gives no history services.
 */
export function HistoryButton({ recordId, entityId, name }: HistoryButtonProps) {
  const services = useHistoryServices();
  const [isOpen, setIsOpen] = useState(false);
  if (services === undefined) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <History aria-hidden="true" />
        History
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <HistoryDialog
            services={services}
            recordId={recordId}
            entityId={entityId}
            name={name}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
