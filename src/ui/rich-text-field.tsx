import { lazy, Suspense, useContext } from 'react';
import { plainTextOf } from '../../common/text/plain-text';
import type { RichText } from '../../common/text/rich-text';
import { FieldContext } from './field-context';
import type { SharedText } from './rich-text/shared-text';
import { Textarea } from './textarea';

// A long field of a form (a description, lore, a note, a session log) as rich text: the editor of the
// writing view in its bordered form-field shape. Tiptap loads with the first such field shown, never with
// the page; until it has, the text waits read-only in a plain box of the same size.

const RichTextEditor = lazy(() =>
  import('./rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

export type RichTextFieldProps = {
  /** The field's name, also the editable region's accessible name ('Description'). */
  label: string;
  /** The text it starts with: the stored document, or the plain text it had before rich text. */
  initialText: RichText | null;
  /**
   * The document after each pause in typing (and on leaving the field), with its plain text; `isShared`
   * while written together (the server stores it from the shared text, not the form).
   */
  onChange: (text: RichText, plainText: string, isShared: boolean) => void;
  /** Written together (decision 105): the field's shared text, bound in place. */
  shared?: SharedText | undefined;
};

/** Inside a `Field`: takes its id (so the form can focus it), its hint and its error. */
export function RichTextField({ label, initialText, onChange, shared }: RichTextFieldProps) {
  const field = useContext(FieldContext);
  const fieldProps = {
    ...(field?.id === undefined ? {} : { id: field.id }),
    ...(field?.['aria-describedby'] === undefined ? {} : { 'aria-describedby': field['aria-describedby'] }),
    ...(field?.['aria-invalid'] ? { 'aria-invalid': true as const } : {}),
  };
  return (
    <Suspense
      fallback={
        <Textarea
          readOnly
          rows={5}
          aria-busy="true"
          value={initialText === null ? '' : plainTextOf(initialText.doc)}
        />
      }
    >
      <RichTextEditor
        variant="field"
        label={label}
        initialText={initialText}
        fieldProps={fieldProps}
        shared={shared}
        onChange={(text, { isShared }) => onChange(text, plainTextOf(text.doc), isShared)}
      />
    </Suspense>
  );
}
