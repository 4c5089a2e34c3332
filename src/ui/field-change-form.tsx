import { type FormEvent, useRef, useState } from 'react';
import {
  FIELD_TYPE_LABELS,
  type FieldDefinition,
  type FieldPatch,
  type FieldType,
  type TypeChangePreview,
} from '../../common/workspace/custom-fields';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { choicesOf, typeOptions } from './custom-field-form';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';
import { useTrashSentence } from './trash-retention';

type Props = {
  fields: readonly FieldDefinition[];
  onPreview: (id: string, patch: FieldPatch) => Promise<TypeChangePreview>;
  onChange: (id: string, patch: FieldPatch) => Promise<unknown>;
  /** Deletes the field chosen into the Trash with its values (decision 077). */
  onDelete?: (field: FieldDefinition) => Promise<unknown>;
  onDone: () => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** What a preview says, before anything is changed: how many values convert, which are kept as text. */
export function previewSentence(preview: TypeChangePreview): string {
  const { converted, keptAsText } = preview;
  const kept = keptAsText.map((entry) => `“${entry.text}”`).join(', ');
  const convertedText = `${converted} ${converted === 1 ? 'value is' : 'values are'} kept as ${FIELD_TYPE_LABELS[preview.next.type].toLowerCase()}`;
  if (keptAsText.length === 0) return `${convertedText}. Nothing is lost.`;
  return `${convertedText}; ${keptAsText.length} cannot be and ${keptAsText.length === 1 ? 'stays' : 'stay'} visible as text: ${kept}.`;
}

/**
 * Renames or retypes one added field (decision 063): a preview of what happens to its values comes
 * first, and only "Apply change" writes. Every value is kept: converted where it converts, else as text.
 */
export function FieldChangeForm({ fields, onPreview, onChange, onDelete, onDone }: Props) {
  const first = fields[0];
  const [fieldId, setFieldId] = useState(first?.id ?? '');
  const field = fields.find((each) => each.id === fieldId) ?? first;
  const [label, setLabel] = useState(first?.label ?? '');
  const [type, setType] = useState<FieldType>(first?.type ?? 'short-text');
  const [choices, setChoices] = useState((first?.choices ?? []).join(', '));
  const [preview, setPreview] = useState<TypeChangePreview | undefined>();
  const [error, setError] = useState<string | undefined>();
  const isChoice = type === 'choice' || type === 'choices';
  const patch = (): FieldPatch => ({
    label,
    type,
    ...choicesOf(type, choices),
  });
  function pick(id: string) {
    const next = fields.find((each) => each.id === id);
    setFieldId(id);
    setLabel(next?.label ?? '');
    setType(next?.type ?? 'short-text');
    setChoices((next?.choices ?? []).join(', '));
    setPreview(undefined);
  }
  async function handlePreview(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      setPreview(await onPreview(fieldId, patch()));
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  async function handleApply() {
    try {
      await onChange(fieldId, { ...patch(), ...(field === undefined ? {} : { version: field.version }) });
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  // Asked first, as every delete is; the toast after it offers Undo (decision 038).
  const [deleting, setDeleting] = useState<FieldDefinition | undefined>();
  const isDeleted = useRef(false);
  const trashSentence = useTrashSentence();
  async function handleDelete() {
    if (deleting === undefined || onDelete === undefined) return;
    await onDelete(deleting);
    isDeleted.current = true;
  }
  /** Any edit after a preview asks for a new one. */
  function edit<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setPreview(undefined);
    };
  }
  return (
    <>
      <form aria-label="Change a field" className="flex flex-col gap-3" onSubmit={handlePreview} noValidate>
        <Field label="Field">
          <Select
            value={fieldId}
            options={fields.map((each) => ({ value: each.id, label: each.label }))}
            onChange={(event) => pick(event.target.value)}
          />
        </Field>
        <Field label="New name" error={error}>
          <Input value={label} maxLength={80} onChange={(event) => edit(setLabel)(event.target.value)} />
        </Field>
        <Field label="New type">
          <Select
            value={type}
            options={typeOptions}
            onChange={(event) => edit(setType)(event.target.value as FieldType)}
          />
        </Field>
        {isChoice ? (
          <Field label="Choices" hint="Separated by commas">
            <Input value={choices} onChange={(event) => edit(setChoices)(event.target.value)} />
          </Field>
        ) : null}
        {preview === undefined ? null : (
          <p role="status" className="text-sm text-fg">
            {previewSentence(preview)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {onDelete === undefined || field === undefined ? null : (
            <Button
              type="button"
              variant="danger"
              size="sm"
              className="mr-auto"
              onClick={() => {
                setError(undefined);
                setDeleting(field);
              }}
            >
              Delete {field.label}
            </Button>
          )}
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
          {preview === undefined ? (
            <Button type="submit" size="sm" variant="secondary">
              Preview change
            </Button>
          ) : (
            <Button type="button" size="sm" onClick={handleApply}>
              Apply change
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(open) => {
          if (open) return;
          setDeleting(undefined);
          if (isDeleted.current) onDone();
        }}
        title={`Delete the field ${deleting?.label ?? ''}?`}
        message={`“${deleting?.label ?? ''}” goes to the Trash with every value it holds. ${trashSentence}`}
        confirmLabel="Delete field"
        pendingLabel="Deleting…"
        failureMessage="Not deleted."
        onConfirm={handleDelete}
      />
    </>
  );
}
