import { TriangleAlert } from 'lucide-react';
import type { PartField } from '../../common/workspace/part-kinds';
import { Button } from './button';
import { differingFields, type PartFormValues, readableOption } from './part-form-values';

export type PartConflictNoticeProps = {
  /** 'Quest', 'Story arc'. */
  singular: string;
  fields: readonly PartField[];
  /** What the form holds now (kept as typed). */
  values: PartFormValues;
  /** The part as stored now. */
  stored: Readonly<Record<string, unknown>>;
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  isSaving: boolean;
  onSaveMine: () => void;
  onUseTheirs: () => void;
};

function shown(field: PartField, value: unknown, labels: PartConflictNoticeProps['optionLabels']): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ');
  if (field.input === 'choice') return labels?.[field.name]?.[String(value)] ?? readableOption(String(value));
  return String(value);
}

/**
 * Says that someone else saved the part while it was being edited, shows the stored values that differ
 * from what was typed, and offers both ways on: keep mine (save over theirs) or take theirs.
 */
export function PartConflictNotice({
  singular,
  fields,
  values,
  stored,
  optionLabels,
  isSaving,
  onSaveMine,
  onUseTheirs,
}: PartConflictNoticeProps) {
  const differing = differingFields(fields, values, stored);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-accent/60 bg-tone-amber-bg px-3 py-3 text-sm text-tone-amber-fg"
    >
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          This {singular.toLowerCase()} was changed elsewhere since you opened it. What you typed is kept
          below.
        </span>
      </p>
      {differing.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p>Stored now:</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-surface px-3 py-2 text-fg">
            {differing.map((field) => (
              <div key={field.name} className="contents">
                <dt className="text-fg-muted">{field.label}</dt>
                <dd className="min-w-0 break-words whitespace-pre-line">
                  {shown(field, stored[field.name], optionLabels)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p>The stored values are the same as what you typed.</p>
      )}
      <p className="text-xs">
        Save mine anyway saves the fields you changed over the stored ones and keeps the rest as stored. Use
        theirs puts the stored values in the form.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onUseTheirs} disabled={isSaving}>
          Use theirs
        </Button>
        <Button size="sm" onClick={onSaveMine} disabled={isSaving}>
          Save mine anyway
        </Button>
      </div>
    </div>
  );
}
