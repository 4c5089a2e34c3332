import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useUpdateUniverse } from '../../data/universes';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import {
  hasErrors,
  type UniverseFormErrors,
  type UniverseFormValues,
  validateUniverseForm,
  withoutError,
} from './model/universe-form';

export type UniverseEditFormProps = {
  universeId: string;
  initial: UniverseFormValues;
  /** Called after a successful save or a cancel; the page shows its header again. */
  onDone: () => void;
};

/** Edits the universe's name and description in place of the header. Escape cancels. */
export function UniverseEditForm({ universeId, initial, onDone }: UniverseEditFormProps) {
  const update = useUpdateUniverse();
  const [values, setValues] = useState<UniverseFormValues>(initial);
  const [errors, setErrors] = useState<UniverseFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  function change(field: keyof UniverseFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitError(null);
    const found = validateUniverseForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      (found.name ? nameRef : descriptionRef).current?.focus();
      return;
    }
    try {
      await update.mutateAsync({ id: universeId, patch: values });
      onDone();
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : 'The changes could not be saved.');
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form
      aria-label="Edit universe"
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className="flex w-full max-w-2xl flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      {submitError ? <Alert>{submitError}</Alert> : null}
      <Field label="Name" isRequired error={errors.name}>
        <Input
          ref={nameRef}
          name="name"
          value={values.name}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => change('name', event.target.value)}
        />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea
          ref={descriptionRef}
          name="description"
          value={values.description}
          rows={4}
          onChange={(event) => change('description', event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
