import { type FormEvent, useState } from 'react';
import type { FieldType, NewFieldInput } from '../../common/workspace/custom-fields';
import { Button } from './button';
import { CardFormButtons } from './card-form-buttons';
import { choicesOf, typeOptions } from './custom-field-form';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';

/** Where a new field goes: every thing of its kind in the container, or the one thing. */
/** Where a new field can go: all of the kind in its container (when it has one), or this one thing. */
export type FieldScopes = { container?: { id: string; label: string }; thing: { id: string; label: string } };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** Adds a field to a kind (decision 063): its name, type (with choices or a unit) and where it goes. */
export function NewFieldForm({
  scopes,
  kind,
  onAddField,
  onDone,
}: {
  scopes: FieldScopes;
  kind: NewFieldInput['kind'];
  onAddField: (input: NewFieldInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [label, setLabel] = useState('');
  const [type, setType] = useState<FieldType>('short-text');
  const [choices, setChoices] = useState('');
  const [unit, setUnit] = useState('');
  const [scope, setScope] = useState((scopes.container ?? scopes.thing).id);
  const [error, setError] = useState<string | undefined>();
  const isChoice = type === 'choice' || type === 'choices';
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await onAddField({
        kind,
        scopeId: scope,
        label,
        type,
        ...choicesOf(type, choices),
        ...(type === 'number' && unit.trim() !== '' ? { unit } : {}),
      });
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  return (
    <form aria-label="New field" className="flex flex-col gap-3" onSubmit={handleSubmit} noValidate>
      <Field label="Field name" error={error} isRequired>
        <Input value={label} maxLength={80} onChange={(event) => setLabel(event.target.value)} />
      </Field>
      <Field label="Type">
        <Select
          value={type}
          options={typeOptions}
          onChange={(event) => setType(event.target.value as FieldType)}
        />
      </Field>
      {isChoice ? (
        <Field label="Choices" hint="Separated by commas">
          <Input value={choices} onChange={(event) => setChoices(event.target.value)} />
        </Field>
      ) : null}
      {type === 'number' ? (
        <Field label="Unit">
          <Input value={unit} maxLength={20} onChange={(event) => setUnit(event.target.value)} />
        </Field>
      ) : null}
      <Field label="Add it to">
        <Select
          value={scope}
          options={[
            ...(scopes.container === undefined ? [] : [scopes.container]).map(({ id, label }) => ({
              value: id,
              label,
            })),
            { value: scopes.thing.id, label: scopes.thing.label },
          ]}
          onChange={(event) => setScope(event.target.value)}
        />
      </Field>
      <CardFormButtons onCancel={onDone}>
        <Button type="submit" size="sm">
          Add field
        </Button>
      </CardFormButtons>
    </form>
  );
}
