import type { ReactNode } from 'react';
import type { PartField } from '../../common/workspace/part-kinds';
import { Field } from './field';
import { ImageUploadButton } from './image-upload-button';
import { Input } from './input';
import { readableOption } from './part-form-values';
import { Select } from './select';
import { Textarea } from './textarea';

export type PartFieldControlProps = {
  /** The control's id (the form focuses fields by it). */
  id: string;
  field: PartField;
  value: string;
  error: string | undefined;
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  /** Shown but not typed in (a linked record's name). */
  isReadOnly?: boolean;
  /** A sentence under the control. */
  hint?: string | undefined;
  onChange: (value: string) => void;
};

/** One field of a part form, its label above and its problem under it: the control its kind of input takes. */
export function PartFieldControl({
  id,
  field,
  value,
  error,
  optionLabels,
  isReadOnly = false,
  hint,
  onChange,
}: PartFieldControlProps) {
  const common = { name: field.name, value };
  let control: ReactNode;
  switch (field.input) {
    case 'long-text':
    case 'list':
      control = (
        <Textarea
          {...common}
          rows={field.input === 'list' ? 3 : 4}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'choice':
      control = (
        <Select
          {...common}
          {...(value === '' ? { placeholder: `Choose ${field.label.toLowerCase()}` } : {})}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: optionLabels?.[field.name]?.[option] ?? readableOption(option),
          }))}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'number':
      control = (
        <Input {...common} type="number" inputMode="numeric" onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case 'date':
      control = <Input {...common} type="date" onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'image':
      // The address can be typed in, or filled by uploading a file beside it.
      control = (
        <>
          <Input
            {...common}
            autoComplete="off"
            readOnly={isReadOnly}
            onChange={(e) => onChange(e.target.value)}
          />
          <ImageUploadButton disabled={isReadOnly} onUploaded={onChange} />
        </>
      );
      break;
    default:
      control = (
        <Input
          {...common}
          autoComplete="off"
          readOnly={isReadOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <Field
      id={id}
      label={field.label}
      error={error}
      isRequired={field.isRequired}
      {...(field.input === 'list' ? { hint: 'One per line.' } : {})}
      {...(hint === undefined ? {} : { hint })}
    >
      {control}
    </Field>
  );
}
