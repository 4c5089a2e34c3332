import type { ReactNode } from 'react';
import { WORLD_DATE_FIELDS } from '../../common/domain/shared';
import type { RichText } from '../../common/text/rich-text';
import type { PartField } from '../../common/workspace/part-kinds';
import { Field } from './field';
import { ImageUploadButton } from './image-upload-button';
import { Input } from './input';
import { readableOption } from './part-form-values';
import type { SharedText } from './rich-text/shared-text';
import { RichTextField } from './rich-text-field';
import { Select } from './select';
import { Textarea } from './textarea';
import { WorldDateInput } from './world-date/world-date-input';

/** Fields that hold a date of the world: typed freely, read back and picked in the page's calendar. */
const WORLD_DATE_INPUTS: ReadonlySet<string> = new Set([...WORLD_DATE_FIELDS, 'born', 'died']);

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
  /** A long field's starting document (rich text); its edits come to `onDocChange`. */
  initialDoc?: RichText | null | undefined;
  onDocChange?: ((doc: RichText, plainText: string) => void) | undefined;
  /** A long field written together (decision 105): its shared text. Its words are not the form's then. */
  shared?: SharedText | undefined;
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
  initialDoc = null,
  onDocChange,
  shared,
}: PartFieldControlProps) {
  const common = { name: field.name, value };
  let control: ReactNode;
  switch (field.input) {
    case 'long-text':
      control = !field.isRichText ? (
        <Textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <RichTextField
          label={field.label}
          initialText={initialDoc}
          shared={shared}
          onChange={(doc, plainText, isShared) => {
            // Written together, the words are the shared text's: the server stores them, not the form.
            if (isShared) return;
            if (onDocChange) onDocChange(doc, plainText);
            else onChange(plainText);
          }}
        />
      );
      break;
    case 'list':
      control = <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />;
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
        <Input
          {...common}
          type="number"
          inputMode="numeric"
          readOnly={isReadOnly}
          onChange={(e) => onChange(e.target.value)}
        />
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
      control = WORLD_DATE_INPUTS.has(field.name) ? (
        <WorldDateInput
          name={field.name}
          value={value}
          readOnly={isReadOnly}
          label={field.label}
          onChange={onChange}
        />
      ) : (
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
