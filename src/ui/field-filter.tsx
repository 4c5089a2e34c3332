import { type FormEvent, useState } from 'react';
import type { FieldDefinition, FieldType } from '../../common/workspace/custom-fields';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { Select, type SelectOption } from './select';

/** A list narrowed to the things whose value of one field is `equals` (decision 077). */
export type FieldFilterValue = { fieldId: string; equals: string };

/** The types a list can be narrowed by, as words typed or chosen (a link or an image is not). */
const FILTERABLE: readonly FieldType[] = [
  'short-text',
  'rich-text',
  'number',
  'yes-no',
  'choice',
  'choices',
  'date',
  'web-address',
];

/** The kind's fields a list can be filtered by: none means no filter control shows. */
export function filterableFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.filter((field) => FILTERABLE.includes(field.type));
}

/** A field's values to choose from, when it has a fixed set (yes/no, its choices). */
function choicesOf(field: FieldDefinition | undefined): SelectOption[] | undefined {
  if (field === undefined) return undefined;
  if (field.type === 'yes-no') {
    return [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ];
  }
  if (field.type === 'choice' || field.type === 'choices') {
    return (field.choices ?? []).map((choice) => ({ value: choice, label: choice }));
  }
  return undefined;
}

/**
 * "Filter by field" above a list: a field, then a value typed or chosen; "Filter" narrows the list and
 * "Clear filter" shows it whole again. What was chosen stays when a value is missing, with the reason.
 */
export function FieldFilter({
  fields,
  value,
  onChange,
}: {
  fields: readonly FieldDefinition[];
  value: FieldFilterValue | null;
  onChange: (value: FieldFilterValue | null) => void;
}) {
  const usable = filterableFields(fields);
  const [fieldId, setFieldId] = useState(value?.fieldId ?? '');
  const [equals, setEquals] = useState(value?.equals ?? '');
  const [error, setError] = useState<string | undefined>();
  if (usable.length === 0) return null;
  const field = usable.find((each) => each.id === fieldId);
  const choices = choicesOf(field);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (field === undefined) {
      setError('Choose a field to filter by');
      return;
    }
    if (equals.trim() === '') {
      setError(`Choose or type a value of ${field.label}`);
      return;
    }
    setError(undefined);
    onChange({ fieldId: field.id, equals: equals.trim() });
  }

  function handleClear() {
    setFieldId('');
    setEquals('');
    setError(undefined);
    onChange(null);
  }

  return (
    <form
      aria-label="Filter by field"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={handleSubmit}
      noValidate
    >
      <Field label="Filter by field" className="sm:w-48">
        <Select
          value={fieldId}
          placeholder="Choose a field"
          options={usable.map((each) => ({ value: each.id, label: each.label }))}
          onChange={(event) => {
            setFieldId(event.target.value);
            setEquals('');
          }}
        />
      </Field>
      <Field label="Value" error={error} className="min-w-0 flex-1 sm:max-w-xs">
        {choices === undefined ? (
          <Input value={equals} maxLength={500} onChange={(event) => setEquals(event.target.value)} />
        ) : (
          <Select
            value={equals}
            placeholder="Choose a value"
            options={choices}
            onChange={(event) => setEquals(event.target.value)}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="secondary">
          Filter
        </Button>
        {value === null ? null : (
          <Button type="button" size="sm" variant="ghost" onClick={handleClear}>
            Clear filter
          </Button>
        )}
      </div>
    </form>
  );
}
