import { Check, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { World } from '../../../common/domain/world';
import { useUniverses } from '../../data/universes';
import { useUpdateWorld } from '../../data/worlds';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { firstInvalidField, withoutFieldError } from '../../ui/inline-edit';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import {
  isWorldFormField,
  validateWorldForm,
  type WorldFormErrors,
  type WorldFormValues,
  worldFormFieldOrder,
  worldFormPatch,
} from './model/world-form';

export type WorldEditFormProps = {
  world: World;
  /** After Save (with the universe the world now belongs to), Cancel or Escape. */
  onDone: (universeId: string) => void;
};

type TextField = { name: Exclude<keyof WorldFormValues, 'universeId' | 'description'>; label: string };

const textFields: readonly (TextField & { isRequired?: boolean; hint?: string; maxLength: number })[] = [
  { name: 'name', label: 'Name', isRequired: true, maxLength: 200 },
  {
    name: 'type',
    label: 'Type',
    isRequired: true,
    maxLength: 60,
    hint: 'For example Forest, Mountain or Sky Islands.',
  },
  { name: 'climate', label: 'Climate', maxLength: 200 },
  { name: 'timePeriod', label: 'Time period', maxLength: 200 },
];

/**
 * Edit World, in place of the header: name, type, climate, time period, the universe it belongs to
 * (another one moves it there, with its locations and parts) and description. Escape cancels. The
 * same look and behaviour as the design system's `EditForm`, which has no select.
 */
export function WorldEditForm({ world, onDone }: WorldEditFormProps) {
  const update = useUpdateWorld();
  const universes = useUniverses();
  const [values, setValues] = useState<WorldFormValues>({
    name: world.name,
    type: world.type,
    description: world.description,
    climate: world.climate,
    timePeriod: world.timePeriod,
    universeId: world.universeId,
  });
  const [errors, setErrors] = useState<WorldFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const universeOptions = (universes.data ?? [{ id: world.universeId, name: world.universeName }]).map(
    (universe) => ({ value: universe.id, label: universe.name }),
  );

  function focus(field: keyof WorldFormValues | undefined) {
    const control = field === undefined ? null : formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
    if (control instanceof HTMLInputElement) control.select();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the first field once, when the form opens.
  useEffect(() => focus('name'), []);

  function change(field: keyof WorldFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutFieldError(current, field));
    setSaveError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const nextErrors = validateWorldForm(values);
    setErrors(nextErrors);
    const invalid = firstInvalidField(worldFormFieldOrder, nextErrors);
    if (invalid !== undefined) return focus(invalid);
    setIsSaving(true);
    setSaveError(null);
    try {
      await update.mutateAsync({ id: world.id, patch: worldFormPatch(values, world.universeId) });
      onDone(values.universeId);
    } catch (error) {
      setIsSaving(false);
      const message =
        error instanceof Error && error.message ? error.message : 'The changes could not be saved';
      const field = (error as { field?: unknown }).field;
      if (isWorldFormField(field)) {
        setErrors((current) => ({ ...current, [field]: message }));
        focus(field);
      } else {
        setSaveError(message);
      }
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    if (!isSaving) onDone(world.universeId);
  }

  return (
    <form
      ref={formRef}
      // The page's h1 already reads "Edit World".
      aria-label="Edit world"
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className="flex w-full max-w-2xl flex-col gap-4 rounded-xl border border-accent/60 bg-surface p-4 shadow-sm sm:p-5"
    >
      <p className="text-xs text-fg-muted">Press Escape to cancel.</p>
      {saveError ? <Alert>{saveError}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            error={errors[field.name]}
            isRequired={field.isRequired ?? false}
            {...(field.hint === undefined ? {} : { hint: field.hint })}
          >
            <Input
              name={field.name}
              value={values[field.name]}
              maxLength={field.maxLength}
              autoComplete="off"
              onChange={(event) => change(field.name, event.target.value)}
            />
          </Field>
        ))}
        <Field
          label="Universe"
          error={errors.universeId}
          isRequired
          hint="Another universe moves the world there, with its locations and parts."
          className="sm:col-span-2"
        >
          <Select
            name="universeId"
            value={values.universeId}
            options={universeOptions}
            onChange={(event) => change('universeId', event.target.value)}
          />
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <Textarea
          name="description"
          value={values.description}
          rows={5}
          className="font-serif text-base"
          onChange={(event) => change('description', event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone(world.universeId)} disabled={isSaving}>
          <X aria-hidden="true" />
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          <Check aria-hidden="true" />
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
