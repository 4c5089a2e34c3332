import type { ReactNode } from 'react';
import { docFieldOf } from '../../common/domain/shared';
import { parseRichText, type RichTextNode } from '../../common/text/rich-text';
import type { PartField } from '../../common/workspace/part-kinds';
import type { PartOptionLabels } from './part-form-dialog';
import { readableOption } from './part-form-values';
import { RichTextView, SecretActionsContext } from './rich-text/rich-text-view';

export type PartDetailsProps = {
  /** The kind's fields (`spec.fields`), in the order to show them. */
  fields: readonly PartField[];
  values: Readonly<Record<string, unknown>>;
  /** Fields not to list (the name, already the page's heading). */
  hidden?: readonly string[];
  optionLabels?: PartOptionLabels;
  /** How a field reads, when plain text will not do: `{ xp: (value) => formatXp(Number(value)) }`. */
  formatters?: Readonly<Record<string, (value: unknown) => ReactNode>>;
  /** Beside a long text's label: its Versions button (decision 037). */
  longTextAction?: ((field: PartField) => ReactNode) | undefined;
  /** On each secret block of a long text: Reveal and who reads it (decision 072), for whoever may change it. */
  secretActions?: ((field: PartField, index: number, node: RichTextNode) => ReactNode) | undefined;
};

const EMPTY = <span className="text-fg-muted italic">Not set</span>;

function shownValue(field: PartField, value: unknown, props: PartDetailsProps): ReactNode {
  const format = props.formatters?.[field.name];
  if (format) return format(value);
  if (value === undefined || value === null || value === '') return EMPTY;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-fg-muted italic">None</span>;
    return (
      <ul className="flex flex-wrap gap-1.5">
        {value.map((entry) => (
          <li key={String(entry)} className="rounded-md bg-surface-raised px-2 py-0.5 text-xs text-fg">
            {String(entry)}
          </li>
        ))}
      </ul>
    );
  }
  if (field.input === 'choice') {
    return props.optionLabels?.[field.name]?.[String(value)] ?? readableOption(String(value));
  }
  if (field.input === 'long-text') {
    // Written as rich text: its document, walked into elements (never HTML); else the plain text.
    const doc = field.isRichText ? parseRichText(props.values[docFieldOf(field.name)]) : undefined;
    if (doc?.ok) {
      const view = <RichTextView text={doc.value} className="prose-text text-fg" />;
      const actions = props.secretActions;
      if (actions === undefined) return view;
      return (
        <SecretActionsContext.Provider value={(index, node) => actions(field, index, node)}>
          {view}
        </SecretActionsContext.Provider>
      );
    }
    return <p className="prose-text whitespace-pre-line text-fg">{String(value)}</p>;
  }
  return String(value);
}

/** Every field of one part, labelled: short values in a grid, prose and lists full width under them. */
export function PartDetails(props: PartDetailsProps) {
  const shown = props.fields.filter((field) => !props.hidden?.includes(field.name));
  const isWide = (field: PartField) => field.input === 'long-text' || field.input === 'list';
  const short = shown.filter((field) => !isWide(field));
  const wide = shown.filter(isWide);
  return (
    <div className="flex flex-col gap-5">
      {short.length > 0 ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {short.map((field) => (
            <div key={field.name} className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{field.label}</dt>
              <dd className="text-sm text-fg">{shownValue(field, props.values[field.name], props)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {wide.length > 0 ? (
        <dl className="flex flex-col gap-4">
          {wide.map((field) => (
            <div key={field.name} className="flex flex-col gap-1.5">
              {field.input === 'long-text' && props.longTextAction !== undefined ? (
                // The action sits inside the term: a <dl>'s groups hold only <dt> and <dd>.
                <dt className="flex min-h-8 flex-wrap items-center justify-between gap-2">
                  <span className="text-xs font-medium tracking-wide text-fg-muted uppercase">
                    {field.label}
                  </span>
                  {props.longTextAction(field)}
                </dt>
              ) : (
                <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{field.label}</dt>
              )}
              <dd className="text-sm text-fg">{shownValue(field, props.values[field.name], props)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
