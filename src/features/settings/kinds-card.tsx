import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { KIND_HOMES, KIND_ICONS, newKindSchema, type UserKind } from '../../../common/workspace/user-kinds';
import { isValidationError } from '../../data/errors';
import { useKindActions, useUserKinds } from '../../data/user-kinds';
import { Button, IconButton } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { KindIcon, kindHomeLabels } from '../../ui/kind-icon';
import { Select } from '../../ui/select';

const homeOptions = KIND_HOMES.map((home) => ({ value: home, label: kindHomeLabels[home] }));
const iconOptions = KIND_ICONS.map((icon) => ({
  value: icon,
  label: icon.replace(/([a-z])([A-Z])/g, '$1 $2'),
}));

type Draft = { name: string; plural: string; icon: string; livesIn: string };
type Errors = Partial<Record<keyof Draft | 'form', string>>;

/** A refusal as the field it is about ('name': 'You already have a kind called “Religion”'), else the form's. */
function errorsOf(failure: unknown): Errors {
  const message = failure instanceof Error ? failure.message : 'Not saved. Try again.';
  const field = isValidationError(failure) ? failure.field : undefined;
  return field === 'name' || field === 'plural' || field === 'icon' || field === 'livesIn'
    ? { [field]: message }
    : { form: message };
}

/** Name, plural, icon and (when defining) where it lives: the same fields for a new kind and a rename. */
function KindFields({
  draft,
  errors,
  onChange,
  isNew,
}: {
  draft: Draft;
  errors: Errors;
  onChange: (draft: Draft) => void;
  isNew: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Field label="Name" hint="One of them: Religion." error={errors.name} isRequired>
        <Input value={draft.name} onChange={(event) => onChange({ ...draft, name: event.target.value })} />
      </Field>
      <Field label="Plural" hint="Several: Religions." error={errors.plural} isRequired>
        <Input
          value={draft.plural}
          onChange={(event) => onChange({ ...draft, plural: event.target.value })}
        />
      </Field>
      <Field label="Icon" error={errors.icon}>
        <Select
          options={iconOptions}
          value={draft.icon}
          onChange={(event) => onChange({ ...draft, icon: event.target.value })}
        />
      </Field>
      {isNew ? (
        <Field
          label="Lives in"
          hint="Its tab shows on each of these pages."
          error={errors.livesIn}
          isRequired
        >
          <Select
            options={homeOptions}
            value={draft.livesIn}
            onChange={(event) => onChange({ ...draft, livesIn: event.target.value })}
          />
        </Field>
      ) : null}
    </div>
  );
}

const emptyDraft: Draft = { name: '', plural: '', icon: 'Sparkles', livesIn: 'universes' };

/** Defining a kind: what was typed stays when it is refused. */
function NewKindForm() {
  const { define } = useKindActions();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved('');
    const parsed = newKindSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [String(issue?.path[0] ?? 'form')]: issue?.message ?? 'Check the kind' });
      return;
    }
    try {
      const kind = await define.mutateAsync(parsed.data);
      setErrors({});
      setDraft(emptyDraft);
      setSaved(
        `${kind.name} defined: its tab is on every ${kindHomeLabels[kind.livesIn].toLowerCase()}’s page.`,
      );
    } catch (failure) {
      setErrors(errorsOf(failure));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="new-kind-title" className="flex flex-col gap-3">
      <h3 id="new-kind-title" className="font-medium text-fg text-sm">
        Define a kind
      </h3>
      <KindFields
        draft={draft}
        errors={errors}
        isNew
        onChange={(next) => {
          setDraft(next);
          setErrors({});
          setSaved('');
        }}
      />
      {errors.form ? (
        <p role="alert" className="text-danger-text text-sm">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" className="self-start" disabled={define.isPending}>
        <Plus aria-hidden="true" />
        {define.isPending ? 'Defining…' : 'Define kind'}
      </Button>
      <p role="status" className="text-accent-text text-sm empty:hidden">
        {saved}
      </p>
    </form>
  );
}

/** Renaming a kind or changing its icon; where it lives stays (its things are there). */
function RenameKindDialog({ kind, onClose }: { kind: UserKind; onClose: () => void }) {
  const { change } = useKindActions();
  const [draft, setDraft] = useState<Draft>({ ...kind });
  const [errors, setErrors] = useState<Errors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newKindSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [String(issue?.path[0] ?? 'form')]: issue?.message ?? 'Check the kind' });
      return;
    }
    try {
      const { name, plural, icon } = parsed.data;
      await change.mutateAsync({ id: kind.id, patch: { name, plural, icon }, version: kind.version });
      onClose();
    } catch (failure) {
      setErrors(errorsOf(failure));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`Rename ${kind.name}`}
        description="Its things and their fields stay as they are."
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="rename-kind-form" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      >
        <form id="rename-kind-form" noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
          <KindFields
            draft={draft}
            errors={errors}
            isNew={false}
            onChange={(next) => {
              setDraft(next);
              setErrors({});
            }}
          />
          {errors.form ? (
            <p role="alert" className="text-danger-text text-sm">
              {errors.form}
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Where focus goes after a move: the same kind's button, or its other one when it reached an end. */
type MoveFocus = { id: string; direction: 'up' | 'down' };

const moveButtonId = (id: string, direction: 'up' | 'down') => `kind-move-${direction}-${id}`;

/**
 * Settings ▸ Your kinds (decision 085): the kinds an account defines, as Kanka's entity types or World
 * Anvil's article templates are set up once and then used on every page they live on. Their order here
 * is their tabs' order on each page (Move up / Move down, by keyboard as by pointer).
 */
export function KindsCard() {
  const kinds = useUserKinds();
  const { remove, move } = useKindActions();
  const [renaming, setRenaming] = useState<UserKind | null>(null);
  const [deleting, setDeleting] = useState<UserKind | null>(null);
  const [moveFocus, setMoveFocus] = useState<MoveFocus | null>(null);
  const [moved, setMoved] = useState('');
  const list = kinds.data ?? [];

  // The moved kind keeps focus on its button (on its other one once it is first or last).
  useEffect(() => {
    if (moveFocus === null) return;
    const same = document.getElementById(moveButtonId(moveFocus.id, moveFocus.direction));
    const other = document.getElementById(
      moveButtonId(moveFocus.id, moveFocus.direction === 'up' ? 'down' : 'up'),
    );
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  }, [moveFocus]);

  async function handleMove(kind: UserKind, index: number, direction: 'up' | 'down') {
    // Pressed again while a move is on its way: the place it would go from is not known yet.
    if (move.isPending) return;
    const toIndex = direction === 'up' ? index - 1 : index + 1;
    setMoved('');
    try {
      await move.mutateAsync({ id: kind.id, toIndex });
      setMoveFocus({ id: kind.id, direction });
      setMoved(`${kind.name} moved to place ${toIndex + 1} of ${list.length}.`);
    } catch (failure) {
      setMoved(`${kind.name} was not moved. ${failure instanceof Error ? failure.message : ''}`.trim());
    }
  }

  return (
    <Card role="region" aria-labelledby="settings-kinds">
      <CardHeader>
        <CardTitle id="settings-kinds">Your kinds</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-fg-muted text-sm">
          A kind of your own (a religion, a guild) gets a tab on the page of the universe, world, campaign or
          novel it lives in, with an Add dialog, fields of its own and a page for each. Their tabs follow the
          order here.
        </p>
        {kinds.data === undefined ? (
          <p className="text-fg-muted text-sm">
            {kinds.isError ? 'Your kinds are unavailable.' : 'Loading...'}
          </p>
        ) : list.length === 0 ? (
          <p className="text-fg-muted text-sm">No kinds of your own yet.</p>
        ) : (
          <ul
            aria-label="Your kinds"
            className="flex flex-col divide-y divide-border rounded-lg border border-border"
          >
            {list.map((kind, index) => (
              <li key={kind.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <KindIcon icon={kind.icon} className="size-4 text-accent-text" />
                {/* At least 10rem for the names: on a phone the buttons go under them rather than squeezing them. */}
                <span className="flex min-w-40 flex-1 flex-col">
                  <span className="font-medium text-fg text-sm">{kind.name}</span>
                  <span className="text-fg-muted text-xs">
                    {kind.plural} · lives in each {kindHomeLabels[kind.livesIn].toLowerCase()}
                  </span>
                </span>
                <div className="ml-auto flex items-center gap-2">
                  {list.length > 1 ? (
                    <>
                      <IconButton
                        id={moveButtonId(kind.id, 'up')}
                        aria-label={`Move ${kind.name} up`}
                        icon={<ArrowUp />}
                        disabled={index === 0}
                        onClick={() => void handleMove(kind, index, 'up')}
                      />
                      <IconButton
                        id={moveButtonId(kind.id, 'down')}
                        aria-label={`Move ${kind.name} down`}
                        icon={<ArrowDown />}
                        disabled={index === list.length - 1}
                        onClick={() => void handleMove(kind, index, 'down')}
                      />
                    </>
                  ) : null}
                  <IconButton
                    aria-label={`Rename ${kind.name}`}
                    icon={<Pencil />}
                    onClick={() => setRenaming(kind)}
                  />
                  <IconButton
                    aria-label={`Delete ${kind.name}`}
                    icon={<Trash2 />}
                    onClick={() => setDeleting(kind)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <p role="status" className="text-fg-muted text-sm empty:hidden">
          {moved}
        </p>
        <NewKindForm />
      </CardContent>
      {renaming === null ? null : <RenameKindDialog kind={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'kind'}?`}
        message={`${deleting?.name ?? 'The kind'} goes to the Trash with all its ${deleting?.plural.toLowerCase() ?? 'things'} and their fields; restoring it brings them all back.`}
        confirmLabel="Delete kind"
        pendingLabel="Deleting…"
        failureMessage="Not deleted."
        onConfirm={async () => {
          if (deleting !== null) await remove.mutateAsync(deleting.id);
          setDeleting(null);
        }}
      />
    </Card>
  );
}
