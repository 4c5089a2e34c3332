import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { worldTypes } from '../../../../common/domain/enums';
import { useCreateWorld } from '../../../data/worlds';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import {
  firstInvalid,
  type NewWorldErrors,
  type NewWorldField,
  type NewWorldValues,
  validateNewWorld,
} from '../model/new-world-form';

export type NewWorldDialogProps = {
  universeId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Creates a world in this universe and opens its page. Escape or Cancel closes; a failure keeps the typing. */
export function NewWorldDialog({ universeId, isOpen, onOpenChange }: NewWorldDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <NewWorldForm universeId={universeId} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

const EMPTY: NewWorldValues = { name: '', type: '', description: '' };

function NewWorldForm({ universeId, onClose }: { universeId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateWorld();
  const formId = useId();
  const typesId = useId();
  const [values, setValues] = useState<NewWorldValues>(EMPTY);
  const [errors, setErrors] = useState<NewWorldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    type: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
  };

  function change(field: NewWorldField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitError(null);
    const found = validateNewWorld(universeId, values);
    setErrors(found);
    const invalid = firstInvalid(found);
    if (invalid !== undefined) {
      refs[invalid].current?.focus();
      return;
    }
    try {
      const world = await create.mutateAsync({ universeId, ...values });
      onClose();
      navigate(`/universes/${universeId}/worlds/${world.id}`);
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : 'The world could not be created.');
    }
  }

  return (
    <DialogContent
      title="New World"
      description="A world of this universe; its locations, settlements and peoples come after."
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        refs.name.current?.focus();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create World'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        aria-label="New world"
        noValidate
        onSubmit={handleSubmit}
        className="flex flex-col gap-4"
      >
        {submitError ? <Alert>{submitError}</Alert> : null}
        <Field label="Name" isRequired error={errors.name}>
          <Input
            ref={refs.name}
            name="name"
            value={values.name}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => change('name', event.target.value)}
          />
        </Field>
        <Field label="Type" isRequired error={errors.type} hint="Forest, Mountain, Sky Islands, or your own.">
          <Input
            ref={refs.type}
            name="type"
            list={typesId}
            value={values.type}
            autoComplete="off"
            maxLength={60}
            onChange={(event) => change('type', event.target.value)}
          />
        </Field>
        <datalist id={typesId}>
          {worldTypes.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <Field label="Description" error={errors.description}>
          <Textarea
            ref={refs.description}
            name="description"
            value={values.description}
            rows={4}
            onChange={(event) => change('description', event.target.value)}
          />
        </Field>
      </form>
    </DialogContent>
  );
}
