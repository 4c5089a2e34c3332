import { type FormEvent, useState } from 'react';
import type { MapPin, MapPoint } from '../../../../common/domain/map';
import type { NewPin } from '../../../data/maps';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { type FeatureLink, LinkPicker, NO_LINK, useLinkName } from './link-picker';
import { iconOfKind, isPinIcon, PIN_COLORS, PIN_ICON_LABELS, type PinIcon } from './pin-icons';

type PinFormProps = {
  point: MapPoint;
  /** The pin being edited; a new pin without it. */
  pin?: MapPin | undefined;
  /** A new pin's link, chosen before (from a record's "Place on map"). */
  presetLink?: FeatureLink | undefined;
  isSaving: boolean;
  error: string | undefined;
  /** The map's centre now: an edited pin moves there by the keyboard (pan, then "Move to the centre"). */
  centre: () => MapPoint | undefined;
  onSave: (pin: NewPin) => void;
  onCancel: () => void;
};

const ICON_OPTIONS = [
  { value: '', label: 'By kind' },
  ...Object.entries(PIN_ICON_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * A pin's name, what it leads to (found by name), icon, colour and layer: a new one at the place
 * clicked, or one being edited. The colour follows the icon's until it is chosen.
 */
export function PinForm({
  pin,
  presetLink,
  isSaving,
  error,
  centre,
  onSave,
  onCancel,
  ...props
}: PinFormProps) {
  const [point, setPoint] = useState<MapPoint>(props.point);
  const storedName = useLinkName(pin ?? NO_LINK);
  const [link, setLink] = useState<FeatureLink | undefined>(
    pin === undefined ? (presetLink ?? NO_LINK) : undefined,
  );
  const [name, setName] = useState(pin?.name ?? '');
  const [icon, setIcon] = useState(pin?.icon ?? '');
  const [color, setColor] = useState<string | undefined>(pin?.color);
  const [layer, setLayer] = useState(pin?.layer ?? '');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const current = link ?? { linkKind: pin?.linkKind ?? '', linkId: pin?.linkId ?? '', name: storedName };
  const shownIcon: PinIcon = isPinIcon(icon) ? icon : iconOfKind(current.linkKind);
  const shownColor = color ?? PIN_COLORS[shownIcon];
  const title = pin === undefined ? 'New pin' : 'Edit pin';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pinName = name.trim() === '' ? current.name : name.trim();
    if (pinName === '') {
      setNameError('Name is required');
      return;
    }
    onSave({
      name: pinName,
      x: point[0],
      y: point[1],
      icon,
      color: shownColor,
      layer: layer.trim(),
      linkKind: current.linkKind,
      linkId: current.linkId,
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      <div className="flex flex-wrap items-center gap-2">
        <p aria-live="polite" className="text-sm text-fg-muted">
          At {Math.round(point[0])}, {Math.round(point[1])} on the picture.
        </p>
        {pin === undefined ? null : (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              const next = centre();
              if (next !== undefined) setPoint(next);
            }}
          >
            Move to the centre
          </Button>
        )}
      </div>
      <LinkPicker link={current} onChange={setLink} />
      <Field label="Pin name" hint="Leave empty to use the linked page's name" error={nameError}>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Icon">
          <Select options={ICON_OPTIONS} value={icon} onChange={(event) => setIcon(event.target.value)} />
        </Field>
        <Field label="Colour">
          <Input type="color" value={shownColor} onChange={(event) => setColor(event.target.value)} />
        </Field>
      </div>
      <Field label="Layer">
        <Input value={layer} onChange={(event) => setLayer(event.target.value)} />
      </Field>
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
