import { useState } from 'react';
import { type EntityKind, entityKindLabel, isEntityKind } from '../../../../common/workspace/entities';
import { useEntitySuggestions, useEntitySummary } from '../../../data/entities';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

/** What a pin, region or route leads to (`{ linkKind, linkId }`, empty for nothing), with its name. */
export type FeatureLink = { linkKind: string; linkId: string; name: string };

export const NO_LINK: FeatureLink = { linkKind: '', linkId: '', name: '' };

/** The name of what a stored link leads to, once known ('' while loading or for nothing). */
export function useLinkName(link: { linkKind: string; linkId: string }): string {
  const kind: EntityKind = isEntityKind(link.linkKind) ? link.linkKind : 'map';
  const summary = useEntitySummary({ kind, id: link.linkId });
  return link.linkId === '' || summary === undefined || summary === null ? '' : summary.name;
}

type LinkPickerProps = { link: FeatureLink; onChange: (link: FeatureLink) => void };

/** 'Leads to': a record or part found by name (a settlement, location, character, event or map). */
export function LinkPicker({ link, onChange }: LinkPickerProps) {
  const [query, setQuery] = useState('');
  const isChosen = link.linkId !== '';
  const suggestions = useEntitySuggestions(isChosen ? '' : query);
  const label = isEntityKind(link.linkKind) ? entityKindLabel(link.linkKind) : '';
  return (
    <>
      <Field label="Leads to" hint="Type a name: a settlement, location, character, event or map">
        <Input
          value={isChosen ? `${link.name} (${label})` : query}
          readOnly={isChosen}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      {!isChosen && suggestions.items.length > 0 ? (
        <ul aria-label="Matching pages" className="flex flex-col gap-1">
          {suggestions.items.slice(0, 6).map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <button
                type="button"
                className="w-full rounded-md border border-border px-3 py-1.5 text-left text-sm hover:border-accent"
                onClick={() => onChange({ linkKind: item.kind, linkId: item.id, name: item.name })}
              >
                {item.name} <span className="text-fg-muted">({entityKindLabel(item.kind)})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isChosen ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => onChange(NO_LINK)}>
          Choose another
        </Button>
      ) : null}
    </>
  );
}
