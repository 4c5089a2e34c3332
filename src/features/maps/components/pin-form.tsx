import { type FormEvent, useState } from 'react';
import type { MapPoint } from '../../../../common/domain/map';
import type { EntitySummary } from '../../../../common/workspace/entities';
import { entityKindLabel } from '../../../../common/workspace/entities';
import { useEntitySuggestions } from '../../../data/entities';
import type { NewPin } from '../../../data/maps';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

type PinFormProps = {
  point: MapPoint;
  isSaving: boolean;
  error: string | undefined;
  onSave: (pin: NewPin) => void;
  onCancel: () => void;
};

/** A new pin at the place clicked: its name, what it leads to (found by name), colour and layer. */
export function PinForm({ point, isSaving, error, onSave, onCancel }: PinFormProps) {
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<EntitySummary | undefined>(undefined);
  const [color, setColor] = useState('#c08a2e');
  const [layer, setLayer] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const suggestions = useEntitySuggestions(target === undefined ? query : '');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pinName = name.trim() === '' ? (target?.name ?? '') : name.trim();
    if (pinName === '') {
      setNameError('Name is required');
      return;
    }
    onSave({
      name: pinName,
      x: point[0],
      y: point[1],
      icon: '',
      color,
      layer: layer.trim(),
      linkKind: target?.kind ?? '',
      linkId: target?.id ?? '',
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New pin" className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">
        At {Math.round(point[0])}, {Math.round(point[1])} on the picture.
      </p>
      <Field label="Leads to" hint="Type a name: a settlement, location, character, event or map">
        <Input
          value={target === undefined ? query : `${target.name} (${entityKindLabel(target.kind)})`}
          readOnly={target !== undefined}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      {target === undefined && suggestions.items.length > 0 ? (
        <ul aria-label="Matching pages" className="flex flex-col gap-1">
          {suggestions.items.slice(0, 6).map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <button
                type="button"
                className="w-full rounded-md border border-border px-3 py-1.5 text-left text-sm hover:border-accent"
                onClick={() => setTarget(item)}
              >
                {item.name} <span className="text-fg-muted">({entityKindLabel(item.kind)})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {target === undefined ? null : (
        <Button type="button" variant="secondary" size="sm" onClick={() => setTarget(undefined)}>
          Choose another
        </Button>
      )}
      <Field label="Pin name" hint="Leave empty to use the linked page's name" error={nameError}>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Colour">
          <Input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        </Field>
        <Field label="Layer">
          <Input value={layer} onChange={(event) => setLayer(event.target.value)} />
        </Field>
      </div>
      {error === undefined ? null : (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          Save pin
        </Button>
      </div>
    </form>
  );
}
