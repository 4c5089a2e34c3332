import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useUpdateWorld } from '../../data/worlds';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import {
  firstInvalidField,
  validateWorldForm,
  type WorldFormErrors,
  type WorldFormValues,
  withoutWorldError,
} from './model/world-form';

export type WorldEditFormProps = {
  worldId: string;
  initial: WorldFormValues;
  onDone: () => void;
};

/** Edit World, in place of the header: name, type, description, climate and time period. Escape cancels. */
export function WorldEditForm({ worldId, initial, onDone }: WorldEditFormProps) {
  const update = useUpdateWorld();
  const [values, setValues] = useState<WorldFormValues>(initial);
  const [errors, setErrors] = useState<WorldFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, []);

  function change(field: keyof WorldFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutWorldError(current, field));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitError(null);
    const found = validateWorldForm(values);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    try {
      await update.mutateAsync({ id: worldId, patch: values });
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
      ref={formRef}
      aria-label="Edit world"
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className="flex w-full max-w-2xl flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      {submitError ? <Alert>{submitError}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Name" isRequired error={errors.name}>
          <Input
            name="name"
            value={values.name}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => change('name', event.target.value)}
          />
        </Field>
        <Field
          label="Type"
          isRequired
          error={errors.type}
          hint="For example Forest, Mountain or Sky Islands."
        >
          <Input
            name="type"
            value={values.type}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => change('type', event.target.value)}
          />
        </Field>
        <Field label="Climate" error={errors.climate}>
          <Input
            name="climate"
            value={values.climate}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => change('climate', event.target.value)}
          />
        </Field>
        <Field label="Time period" error={errors.timePeriod}>
          <Input
            name="timePeriod"
            value={values.timePeriod}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => change('timePeriod', event.target.value)}
          />
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <Textarea
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
