import type { FieldDefinition, FieldValue } from '../../common/workspace/custom-fields';
import { fieldSections, shownValue } from './custom-field-form';

type Props = {
  fields: readonly FieldDefinition[];
  values: Readonly<Record<string, FieldValue>>;
  /** Words a type change kept, shown "(kept as text)" until a new value is saved. */
  keptText?: Readonly<Record<string, string>> | undefined;
  /** What a link points at, by id: the name shown instead of the id. */
  names?: ReadonlyMap<string, string> | undefined;
};

/** A thing's added fields and their values by section, read-only (decision 063). */
export function ShownFieldValues({ fields, values, keptText = {}, names }: Props) {
  return (
    <>
      {fieldSections(fields).map(({ section, fields: listed }) => (
        <div key={section} className="flex flex-col gap-1">
          {section === '' ? null : (
            <h4 className="mt-2 text-xs font-medium tracking-wide text-fg-muted uppercase">{section}</h4>
          )}
          <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-1 text-sm">
            {listed.map((field) => {
              const kept = keptText[field.id];
              const shown = shownValue(field, values[field.id], names);
              return (
                <div key={field.id} className="contents">
                  <dt className="text-fg-muted">{field.label}</dt>
                  <dd className="whitespace-pre-wrap text-fg">
                    {shown !== '' ? shown : kept !== undefined ? `${kept} (kept as text)` : '—'}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </>
  );
}
