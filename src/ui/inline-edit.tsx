import { Check, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

export type InlineEditValues = { name: string; description: string };
export type InlineEditErrors = Partial<Record<keyof InlineEditValues, string>>;

export type InlineEditRules = {
  /** The name field's label, used in its messages: 'Title' gives 'Title is required'. */
  nameLabel: string;
  maxNameLength?: number;
  maxDescriptionLength?: number;
};

/**
 * Checks a name/description pair the way the data layer's update schemas do (trimmed name required,
 * lengths capped), so the message appears under the field before anything is sent.
 */
export function validateInlineEdit(values: InlineEditValues, rules: InlineEditRules): InlineEditErrors {
  const { nameLabel, maxNameLength = 200, maxDescriptionLength = 5000 } = rules;
  const errors: InlineEditErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = `${nameLabel} is required`;
  else if (name.length > maxNameLength)
    errors.name = `${nameLabel} must be at most ${maxNameLength} characters`;
  if (values.description.trim().length > maxDescriptionLength) {
    errors.description = `Description must be at most ${maxDescriptionLength} characters`;
  }
  return errors;
}

export type InlineEditFormProps = {
  /** The form's accessible name, e.g. "Edit campaign". */
  label: string;
  /** 'Title' or 'Name'. */
  nameLabel: string;
  initialValues: InlineEditValues;
  /**
   * Saves the trimmed values. A rejection's message is shown in the form and what was typed is kept;
   * on success the form calls `onClose`.
   */
  onSave: (values: InlineEditValues) => Promise<void>;
  /** Called after a successful save and on Cancel or Escape; the parent stops editing. */
  onClose: () => void;
  maxNameLength?: number;
  maxDescriptionLength?: number;
  className?: string;
};

/**
 * An in-place editor for a record's name and description with Save and Cancel. The name field takes
 * focus when the form opens; Escape cancels; a message appears under a field that is not valid and focus
 * moves to it. Pair it with `useInlineEdit` so focus returns to the Edit button afterwards.
 */
export function InlineEditForm({
  label,
  nameLabel,
  initialValues,
  onSave,
  onClose,
  maxNameLength = 200,
  maxDescriptionLength = 5000,
  className,
}: InlineEditFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<InlineEditErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();

  useEffect(() => {
    nameRef.current?.focus();
    nameRef.current?.select();
  }, []);

  function update(field: keyof InlineEditValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once the user changes that field; the other field's message stays.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaveError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const nextErrors = validateInlineEdit(values, { nameLabel, maxNameLength, maxDescriptionLength });
    setErrors(nextErrors);
    if (nextErrors.name) {
      nameRef.current?.focus();
      return;
    }
    if (nextErrors.description) {
      descriptionRef.current?.focus();
      return;
    }
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSave({ name: values.name.trim(), description: values.description.trim() });
      onClose();
    } catch (error) {
      setSaveError(
        error instanceof Error && error.message ? error.message : 'The changes could not be saved',
      );
      setIsSaving(false);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // Escape belongs to this form only; a dialog around it must not close as well.
    event.stopPropagation();
    if (!isSaving) onClose();
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-accent/60 bg-surface p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {label}
        </h2>
        <p className="text-xs text-fg-muted">Press Escape to cancel.</p>
      </div>
      {saveError ? <Alert>{saveError}</Alert> : null}
      <Field label={nameLabel} error={errors.name} isRequired>
        <Input
          ref={nameRef}
          name="name"
          autoComplete="off"
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
        />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea
          ref={descriptionRef}
          name="description"
          rows={5}
          className="font-serif text-base"
          value={values.description}
          onChange={(event) => update('description', event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isSaving}>
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

/**
 * Editing state for an `InlineEditForm` opened by a separate Edit button: `start` opens it, `finish`
 * closes it and puts focus back on the button (`triggerRef`) so keyboard users keep their place.
 */
export function useInlineEdit() {
  const [isEditing, setIsEditing] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const shouldRestoreFocus = useRef(false);

  useEffect(() => {
    if (!isEditing && shouldRestoreFocus.current) {
      shouldRestoreFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [isEditing]);

  return {
    isEditing,
    triggerRef,
    start: () => setIsEditing(true),
    finish: () => {
      shouldRestoreFocus.current = true;
      setIsEditing(false);
    },
  };
}
