import { Eye, UserCheck } from 'lucide-react';
import { useState } from 'react';
import type { RichTextNode } from '../../common/text/rich-text';
import type { SecretChange } from '../../common/workspace/secret-blocks';
import { Alert } from './alert';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Dialog, DialogContent } from './dialog';

/** A member who can be named as a reader of a secret block (players and readers: editors read them all). */
export type SecretReader = { id: string; label: string };

export type SecretBlockActionsProps = {
  node: RichTextNode;
  /** The container's members who can be named; none: no "Who reads this". */
  readers: readonly SecretReader[];
  onChange: (change: SecretChange) => Promise<unknown>;
};

/** The member ids a block names now (none for an editors-only block). */
function namedOf(node: RichTextNode): string[] {
  const named = node.attrs?.named;
  return node.attrs?.level === 'named' && Array.isArray(named) ? named.map(String) : [];
}

/**
 * On a secret block of a text the viewer may change (decision 072): "Reveal" makes it ordinary text for
 * everyone who reads the thing (a change in History, undone by restoring it there), and "Who reads this"
 * names the members who read it beside the editors.
 */
export function SecretBlockActions({ node, readers, onChange }: SecretBlockActionsProps) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState('');
  const [isPicking, setIsPicking] = useState(false);

  async function run(change: SecretChange): Promise<boolean> {
    setIsPending(true);
    setError('');
    try {
      await onChange(change);
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Not saved.');
      return false;
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      {readers.length === 0 ? null : (
        <Button variant="ghost" size="sm" disabled={isPending} onClick={() => setIsPicking(true)}>
          <UserCheck aria-hidden="true" />
          Who reads this
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        onClick={() => void run({ action: 'reveal' })}
      >
        <Eye aria-hidden="true" />
        Reveal
      </Button>
      {error === '' || isPicking ? null : <Alert className="w-full">{error}</Alert>}
      {isPicking ? (
        <ReadersDialog
          error={error}
          readers={readers}
          initial={namedOf(node)}
          isPending={isPending}
          onClose={() => {
            setIsPicking(false);
            setError('');
          }}
          onSave={async (named) => {
            if (await run({ action: 'readers', named })) setIsPicking(false);
          }}
        />
      ) : null}
    </>
  );
}

function ReadersDialog({
  error,
  readers,
  initial,
  isPending,
  onClose,
  onSave,
}: {
  error: string;
  readers: readonly SecretReader[];
  initial: readonly string[];
  isPending: boolean;
  onClose: () => void;
  onSave: (named: string[]) => Promise<void>;
}) {
  const [named, setNamed] = useState<string[]>([...initial]);
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        size="sm"
        title="Who reads this secret"
        description="You and your editors always read it. Tick the members who read it too; with nobody ticked, it is for editors only."
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={isPending} onClick={() => void onSave(named)}>
              Save readers
            </Button>
          </>
        }
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Members who read it</legend>
          {readers.map((reader) => (
            <Checkbox
              key={reader.id}
              label={reader.label}
              checked={named.includes(reader.id)}
              onCheckedChange={(isChecked) =>
                setNamed((current) =>
                  isChecked ? [...current, reader.id] : current.filter((id) => id !== reader.id),
                )
              }
            />
          ))}
        </fieldset>
        {error === '' ? null : <Alert className="mt-3">{error}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
