import { type FormEvent, useId, useState } from 'react';
import { movedToTrashMessage } from '../../common/api/trash';
import type {
  FieldDefinition,
  FieldPatch,
  FieldValue,
  NewFieldInput,
  TypeChangePreview,
} from '../../common/workspace/custom-fields';
import { Button } from './button';
import { CardFormButtons } from './card-form-buttons';
import { formTextOf, valueFromForm } from './custom-field-form';
import { Field } from './field';
import { FieldChangeForm } from './field-change-form';
import { Input } from './input';
import { type FieldScopes, NewFieldForm } from './new-field-form';
import { Select } from './select';
import { ShownFieldValues } from './shown-field-values';
import { TemplateSaveForm } from './template-save-form';
import { Textarea } from './textarea';

type Props = {
  fields: readonly FieldDefinition[];
  values: Readonly<Record<string, FieldValue>>;
  keptText: Readonly<Record<string, string>>;
  /** Where a new field goes: every thing of this kind in the container, or this one thing. */
  scopes: FieldScopes;
  kind: NewFieldInput['kind'];
  onSave: (values: Record<string, FieldValue>) => Promise<unknown>;
  onAddField: (input: NewFieldInput) => Promise<unknown>;
  onPreviewChange: (id: string, patch: FieldPatch) => Promise<TypeChangePreview>;
  onChangeField: (id: string, patch: FieldPatch) => Promise<unknown>;
  /** Deletes a field into the Trash with its values (decision 077); none: no Delete. */
  onDeleteField?: ((id: string) => Promise<unknown>) | undefined;
  /** Keeps the values shown as a template of the kind, by the name given ("Shopkeeper"). */
  onSaveTemplate?: ((name: string) => Promise<unknown>) | undefined;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * A record's or part's added fields (decision 063), beside the spec's fields, never in their place:
 * their values by section, a form to edit them, and a form to add a field to its kind.
 */
export function CustomFieldsPanel(props: Props) {
  const { fields, values, keptText, scopes, kind, onSave, onAddField } = props;
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const [isChanging, setIsChanging] = useState(false);
  const [isSavingTemplate, setIsSavingTemplate] = useState(false);
  const [savedTemplate, setSavedTemplate] = useState<string | undefined>();
  const [deletedField, setDeletedField] = useState<string | undefined>();
  const { onDeleteField } = props;
  const { onSaveTemplate } = props;
  const isBusy = isAdding || isChanging || isSavingTemplate;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-base font-semibold text-fg">
        Fields
      </h3>
      {fields.length === 0 ? (
        <p className="text-sm text-fg-muted">No fields of your own yet. Add one to keep more about it.</p>
      ) : isEditing ? (
        <ValuesForm fields={fields} values={values} onSave={onSave} onDone={() => setIsEditing(false)} />
      ) : (
        <ShownFieldValues fields={fields} values={values} keptText={keptText} />
      )}
      {isChanging ? (
        <FieldChangeForm
          fields={fields}
          onPreview={props.onPreviewChange}
          onChange={props.onChangeField}
          {...(onDeleteField === undefined
            ? {}
            : {
                onDelete: async (field: FieldDefinition) => {
                  await onDeleteField(field.id);
                  setSavedTemplate(undefined);
                  setDeletedField(field.label);
                },
              })}
          onDone={() => setIsChanging(false)}
        />
      ) : null}
      {isSavingTemplate && onSaveTemplate !== undefined ? (
        <TemplateSaveForm
          onSave={async (name) => {
            await onSaveTemplate(name);
            setSavedTemplate(name);
          }}
          onDone={() => setIsSavingTemplate(false)}
        />
      ) : null}
      <p role="status" className="text-sm text-fg-muted empty:hidden">
        {savedTemplate !== undefined
          ? `Saved as the template “${savedTemplate}”.`
          : deletedField !== undefined
            ? `${movedToTrashMessage(deletedField)}, with its values.`
            : ''}
      </p>
      {isAdding ? (
        <NewFieldForm scopes={scopes} kind={kind} onAddField={onAddField} onDone={() => setIsAdding(false)} />
      ) : isBusy ? null : (
        <div className="flex gap-2">
          {fields.length > 0 && !isEditing ? (
            <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
              Edit fields
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setIsAdding(true)}>
            Add a field
          </Button>
          {fields.length > 0 && !isEditing ? (
            <Button variant="ghost" size="sm" onClick={() => setIsChanging(true)}>
              Rename or retype a field
            </Button>
          ) : null}
          {fields.length > 0 && !isEditing && onSaveTemplate !== undefined ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSavedTemplate(undefined);
                setDeletedField(undefined);
                setIsSavingTemplate(true);
              }}
            >
              Save as template
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

function ValuesForm({
  fields,
  values,
  onSave,
  onDone,
}: Pick<Props, 'fields' | 'values' | 'onSave'> & { onDone: () => void }) {
  const editable = fields.filter((field) => field.type !== 'link' && field.type !== 'links');
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(editable.map((field) => [field.id, formTextOf(field, values[field.id])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, FieldValue> = {};
    const problems: Record<string, string> = {};
    for (const field of editable) {
      const read = valueFromForm(field, texts[field.id] ?? '');
      if ('error' in read) problems[field.id] = read.error;
      else next[field.id] = read.value;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setIsSaving(true);
    try {
      await onSave(next);
      onDone();
    } catch (error) {
      // What was typed stays in the form; the message names the field when the server says which.
      const field = (error as { field?: string }).field ?? editable[0]?.id ?? '';
      setErrors({ [field]: messageOf(error) });
    } finally {
      setIsSaving(false);
    }
  }
  const set = (id: string) => (text: string) => setTexts((current) => ({ ...current, [id]: text }));
  return (
    <form aria-label="Edit fields" className="flex flex-col gap-3" onSubmit={handleSubmit} noValidate>
      {editable.map((field) => (
        <Field
          key={field.id}
          label={field.type === 'number' && field.unit ? `${field.label} (${field.unit})` : field.label}
          error={errors[field.id]}
          isRequired={field.isRequired}
        >
          <ValueControl field={field} text={texts[field.id] ?? ''} onChange={set(field.id)} />
        </Field>
      ))}
      <CardFormButtons onCancel={onDone}>
        <Button type="submit" size="sm" disabled={isSaving}>
          Save fields
        </Button>
      </CardFormButtons>
    </form>
  );
}

function ValueControl({
  field,
  text,
  onChange,
}: {
  field: FieldDefinition;
  text: string;
  onChange: (text: string) => void;
}) {
  if (field.type === 'rich-text' || field.type === 'choices') {
    return (
      <Textarea
        value={text}
        rows={field.type === 'choices' ? 3 : 4}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (field.type === 'yes-no' || field.type === 'choice') {
    const options =
      field.type === 'yes-no'
        ? [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]
        : (field.choices ?? []).map((choice) => ({ value: choice, label: choice }));
    return (
      <Select
        value={text}
        options={options}
        placeholder="—"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const type = field.type === 'number' ? 'number' : field.type === 'web-address' ? 'url' : 'text';
  return <Input type={type} value={text} onChange={(event) => onChange(event.target.value)} />;
}
