import { Check, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { Select, type SelectOption } from './select';
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

/** One field of an `EditForm`; `name` is the key in the form's values. */
export type EditFormField<K extends string> = {
  name: K;
  label: string;
  /** A textarea (full width, under the single-line fields) instead of an input. */
  isMultiline?: boolean;
  /** A select of these choices instead of an input (the universe a world belongs to). */
  options?: readonly SelectOption[];
  /** Spans both columns of a two-column form. */
  isWide?: boolean;
  isRequired?: boolean;
  hint?: string;
  /** The input's own limit on typing; the validator still says why a longer value is refused. */
  maxLength?: number;
};

export type EditFormErrors<K extends string> = Partial<Record<K, string>>;

/** The first field with a message, in the form's order, to move focus to. */
export function firstInvalidField<K extends string>(
  order: readonly K[],
  errors: EditFormErrors<K>,
): K | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** The errors after the user changes a field: that field's message goes, the others stay. */
export function withoutFieldError<K extends string>(
  errors: EditFormErrors<K>,
  field: NoInfer<K>,
): EditFormErrors<K> {
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

export type EditFormProps<K extends string> = {
  /** The form's accessible name, e.g. "Edit campaign". */
  label: string;
  /** Shows the label as the form's h2; hide it when the page's h1 already says it ("Edit World"). */
  isLabelVisible?: boolean;
  fields: readonly EditFormField<K>[];
  /** Two puts the single-line fields side by side from the sm breakpoint. */
  columns?: 1 | 2;
  initialValues: Record<K, string>;
  /** Messages by field; an empty object means the values may be saved. */
  validate: (values: Record<K, string>) => EditFormErrors<K>;
  /**
   * Saves the trimmed values. A rejection's message is shown in the form (under the field it names as
   * `field`, if any) and what was typed is kept; on success the form calls `onClose`.
   */
  onSave: (values: Record<K, string>) => Promise<void>;
  /** Called after a successful save and on Cancel or Escape; the parent stops editing. */
  onClose: () => void;
  className?: string;
};

function trimmed<K extends string>(values: Record<K, string>): Record<K, string> {
  const result = { ...values };
  for (const key of Object.keys(result) as K[]) result[key] = result[key].trim();
  return result;
}

/**
 * An in-place editor for a record's text fields with Save and Cancel. The first field takes focus when
 * the form opens; Escape cancels; a message appears under a field that is not valid and focus moves to
 * the first such field. Pair it with `useInlineEdit` so focus returns to the Edit button afterwards.
 */
export function EditForm<K extends string>({
  label,
  isLabelVisible = true,
  fields,
  columns = 1,
  initialValues,
  validate,
  onSave,
  onClose,
  className,
}: EditFormProps<K>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<EditFormErrors<K>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const singleLine = fields.filter((field) => !field.isMultiline);
  const multiline = fields.filter((field) => field.isMultiline);
  const order = [...singleLine, ...multiline].map((field) => field.name);
  const firstField = order[0];

  function focus(name: K | undefined) {
    const element = name === undefined ? null : formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.select();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the first field once, when the form opens.
  useEffect(() => focus(firstField), []);

  function update(field: K, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once the user changes that field; the other fields' messages stay.
    setErrors((current) => withoutFieldError(current, field));
    setSaveError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const nextErrors = validate(values);
    setErrors(nextErrors);
    const invalid = firstInvalidField(order, nextErrors);
    if (invalid !== undefined) {
      focus(invalid);
      return;
    }
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSave(trimmed(values));
      onClose();
    } catch (error) {
      setIsSaving(false);
      const message =
        error instanceof Error && error.message ? error.message : 'The changes could not be saved';
      const field = order.find((name) => name === (error as { field?: unknown } | null)?.field);
      if (field === undefined) {
        setSaveError(message);
        return;
      }
      setErrors((current) => ({ ...current, [field]: message }));
      focus(field);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // Escape belongs to this form only; a dialog around it must not close as well.
    event.stopPropagation();
    if (!isSaving) onClose();
  }

  function renderField(field: EditFormField<K>) {
    const common = {
      name: field.name,
      value: values[field.name],
      ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
    };
    return (
      <Field
        key={field.name}
        label={field.label}
        error={errors[field.name]}
        isRequired={field.isRequired ?? false}
        {...(field.hint === undefined ? {} : { hint: field.hint })}
        {...(field.isWide && columns === 2 ? { className: 'sm:col-span-2' } : {})}
      >
        {field.options ? (
          <Select
            name={field.name}
            value={values[field.name]}
            options={field.options}
            onChange={(event) => update(field.name, event.target.value)}
          />
        ) : field.isMultiline ? (
          <Textarea
            {...common}
            rows={5}
            className="font-serif text-base"
            onChange={(event) => update(field.name, event.target.value)}
          />
        ) : (
          <Input
            {...common}
            autoComplete="off"
            onChange={(event) => update(field.name, event.target.value)}
          />
        )}
      </Field>
    );
  }

  return (
    <form
      ref={formRef}
      {...(isLabelVisible ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-accent/60 bg-surface p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-col gap-0.5">
        {isLabelVisible ? (
          <h2 id={headingId} className="text-base font-semibold text-fg">
            {label}
          </h2>
        ) : null}
        <p className="text-xs text-fg-muted">Press Escape to cancel.</p>
      </div>
      {saveError ? <Alert>{saveError}</Alert> : null}
      {columns === 2 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{singleLine.map(renderField)}</div>
      ) : (
        singleLine.map(renderField)
      )}
      {multiline.map(renderField)}
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

/** An `EditForm` for a record's name (or title) and description, checked by `validateInlineEdit`. */
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
  return (
    <EditForm<keyof InlineEditValues>
      label={label}
      fields={[
        { name: 'name', label: nameLabel, isRequired: true },
        { name: 'description', label: 'Description', isMultiline: true },
      ]}
      initialValues={initialValues}
      validate={(values) => validateInlineEdit(values, { nameLabel, maxNameLength, maxDescriptionLength })}
      onSave={onSave}
      onClose={onClose}
      {...(className === undefined ? {} : { className })}
    />
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
