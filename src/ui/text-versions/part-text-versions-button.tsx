import { History } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '../button';
import type { TextVersionSource } from './text-versions-dialog';

// Its own chunk, with the word comparison: loaded when someone first opens Versions.
const TextVersionsDialog = lazy(() =>
  import('./text-versions-dialog').then((module) => ({ default: module.TextVersionsDialog })),
);

/** The versions of a list's parts' long texts, as `usePartActions(...).textVersions` offers them. */
export type PartTextVersions = {
  source: (partId: string, field: string) => TextVersionSource;
  /** Writes a version back over the part's version read; rejects with a `ConflictError` when it changed. */
  restore: (part: { id: string }, field: string, versionId: string) => Promise<unknown>;
};

export type PartTextVersionsButtonProps = {
  versions: PartTextVersions;
  part: { id: string };
  /** The long field and its label ('content', 'Content'). */
  field: { name: string; label: string };
  /** 'Lore entry' */
  singular: string;
  /** The field's text as shown now: what a version is compared with. */
  currentPlainText: string;
};

/** What a restore refused because the part changed elsewhere says: nothing was written over it. */
export const RESTORE_CONFLICT_MESSAGE =
  'This was changed elsewhere since you opened it, so nothing was restored. The page now shows the text as it is; pick the version again to restore it over that.';

/**
 * 'Versions' beside a part's long text (decision 037): the shared dialog listing its kept versions, a
 * named one saved on demand, the word comparison with the text as shown, and restore.
 */
export function PartTextVersionsButton({
  versions,
  part,
  field,
  singular,
  currentPlainText,
}: PartTextVersionsButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const source = useMemo(() => versions.source(part.id, field.name), [versions, part.id, field.name]);

  async function restore(versionId: string) {
    try {
      await versions.restore(part, field.name, versionId);
    } catch (error) {
      if (error instanceof Error && error.name === 'ConflictError') throw new Error(RESTORE_CONFLICT_MESSAGE);
      throw error;
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Versions of ${field.label.toLowerCase()}`}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <History aria-hidden="true" />
        Versions
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <TextVersionsDialog
            source={source}
            textLabel={`The ${singular.toLowerCase()}'s ${field.label.toLowerCase()}`}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            currentPlainText={currentPlainText}
            onRestore={restore}
          />
        </Suspense>
      ) : null}
    </>
  );
}
