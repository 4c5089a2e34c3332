import { type FormEvent, useState } from 'react';
import type { MapPoint } from '../../../../common/domain/map';
import type { NewShape } from '../../../data/maps';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { type FeatureLink, LinkPicker, NO_LINK } from './link-picker';

type ShapeFormProps = {
  kind: 'region' | 'route';
  points: readonly MapPoint[];
  isSaving: boolean;
  error: string | undefined;
  /** Adds the point at the map's centre: the keyboard's way to draw. */
  onAddCentre: () => void;
  onUndoPoint: () => void;
  onSave: (shape: NewShape) => void;
  onCancel: () => void;
};

const WORDS = {
  region: { title: 'New region', least: 3, point: 'corner', points: 'corners', color: '#2f6b3a' },
  route: { title: 'New route', least: 2, point: 'point', points: 'points', color: '#9b2c2c' },
} as const;

/**
 * A region (polygon) or route (line) being drawn: each click on the map adds a point, or "Add the
 * centre point" adds the map's centre (pan with the arrow keys between); then its name, colour, layer
 * and what it leads to.
 */
export function ShapeForm({ kind, points, isSaving, error, ...on }: ShapeFormProps) {
  const words = WORDS[kind];
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(words.color);
  const [layer, setLayer] = useState('');
  const [link, setLink] = useState<FeatureLink>(NO_LINK);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const shapeName = name.trim() === '' ? link.name : name.trim();
    if (points.length < words.least) {
      setProblem(`A ${kind} needs at least ${words.least} ${words.points}`);
      return;
    }
    if (shapeName === '') {
      setProblem('Name is required');
      return;
    }
    setProblem(undefined);
    on.onSave({
      name: shapeName,
      points: [...points],
      color,
      layer: layer.trim(),
      linkKind: link.linkKind,
      linkId: link.linkId,
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={words.title} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-fg">{words.title}</h2>
      <p aria-live="polite" className="text-sm text-fg-muted">
        {points.length === 1 ? `1 ${words.point}` : `${points.length} ${words.points}`}: click the map, or pan
        with the arrow keys and add the centre point.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={on.onAddCentre}>
          Add the centre point
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={points.length === 0}
          onClick={on.onUndoPoint}
        >
          Remove the last {words.point}
        </Button>
      </div>
      <Field label={kind === 'region' ? 'Region name' : 'Route name'}>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <LinkPicker link={link} onChange={setLink} />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Colour">
          <Input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        </Field>
        <Field label="Layer">
          <Input value={layer} onChange={(event) => setLayer(event.target.value)} />
        </Field>
      </div>
      {(problem ?? error) === undefined ? null : (
        <p role="alert" className="text-sm text-danger">
          {problem ?? error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={on.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {kind === 'region' ? 'Save region' : 'Save route'}
        </Button>
      </div>
    </form>
  );
}
